import { Button, Group, Stack, Title } from '@mantine/core';
import type { Page } from '@portside/contracts/lists';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-error';
import type { ListState } from '../lib/use-list-state';
import { type Column, DataTable } from './data-table';
import { ResponsiveTable } from './responsive-table';
import { RetryAlert } from './retry-alert';
import { SearchInput } from './search-input';

/** The add button: a link to a create page, or an action on this one (a dialog). */
export type AddAction = { label: string; icon?: ReactNode } & ({ to: string } | { onClick: () => void });

export type ListPageProps<Row, Key extends string, Filter extends string> = {
  title: string;
  add?: AddAction;
  /** The search box's label; no search box when absent. */
  search?: string;
  /** Shown beside the search box: filters, a total. */
  toolbar?: ReactNode;
  list: ListState<Key, Filter>;
  /** The call that loads the page of rows: its state decides between loading, the error with Retry and the rows. */
  result: Pick<
    UseQueryResult<Page<Row>>,
    'data' | 'isPending' | 'isSuccess' | 'isError' | 'error' | 'isFetching' | 'refetch'
  >;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  empty: string;
  /** Spec 8's message for a failed load, in English (shown translated). */
  fetchFailed: string;
  /** One card per row on a phone instead of a table scrolled sideways (components/responsive-table.tsx). */
  cards?: boolean;
  /** A row's card's accessible name on a phone (with `cards`). */
  cardLabel?: (row: Row) => string;
  /** Below this width the table scrolls sideways (DataTable's default unless said). */
  minWidth?: number;
  /** 3 where the list is a part of a page with its own title (2, the page's title, unless said). */
  titleOrder?: 2 | 3;
};

/**
 * The one list screen: title and Add, search (and filters), then either the failure with Retry or the sortable table
 * paged by the server, whose search, sort and page live in the URL (`useListState`).
 */
export function ListPage<Row, Key extends string, Filter extends string>({
  title,
  add,
  search,
  toolbar,
  list,
  result,
  columns,
  rowKey,
  empty,
  fetchFailed,
  cards = false,
  cardLabel,
  minWidth,
  titleOrder = 2,
}: ListPageProps<Row, Key, Filter>) {
  const Rows = cards ? ResponsiveTable : DataTable;
  const icon = add?.icon ?? <IconPlus size={18} />;
  const rows = result.data?.data ?? [];
  const total = result.data?.total ?? 0;
  const pages = list.pagesOf(total);
  // A link to a page past the last one (the list shrank since it was shared) shows the last page instead.
  const pastTheEnd = result.isSuccess && total > 0 && list.page > pages;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(pages, true);
  }, [pastTheEnd, pages, setPage]);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={titleOrder}>{title}</Title>
        {add &&
          ('to' in add ? (
            <Button component={Link} to={add.to} leftSection={icon}>
              {add.label}
            </Button>
          ) : (
            <Button leftSection={icon} onClick={add.onClick}>
              {add.label}
            </Button>
          ))}
      </Group>
      {(search !== undefined || toolbar) && (
        <Group align="flex-end" justify="space-between">
          {search !== undefined && <SearchInput label={search} value={list.search} onChange={list.setSearch} />}
          {toolbar}
        </Group>
      )}
      {result.isError ? (
        <RetryAlert
          message={errorMessage(result.error, fetchFailed)}
          retrying={result.isFetching}
          onRetry={() => result.refetch()}
        />
      ) : (
        <Rows
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          emptyText={empty}
          loading={result.isPending}
          cardLabel={cardLabel}
          minWidth={minWidth}
          sort={list.sort && { ...list.sort, onToggle: (key) => list.toggleSort(key as Key) }}
          pagination={{
            page: list.page,
            pages,
            more: result.data?.totalCapped,
            onChange: (page) => list.setPage(page),
          }}
        />
      )}
    </Stack>
  );
}
