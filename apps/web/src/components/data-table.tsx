import { Center, Group, Loader, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortState } from '../lib/use-list-state';
import { EmptyRow } from './empty-row';
import { Pager, type PagerProps } from './pager';

export type Column<Row> = { key: string; header: string; render: (row: Row) => ReactNode; sortKey?: string };

export type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
  loading?: boolean;
  /** Pages kept by the server (the rows are one page); absent when the rows are the whole list. */
  pagination?: PagerProps;
  /** Below this width the table scrolls sideways (560 px unless said). */
  minWidth?: number;
  /** The accessible name of a row's card on a phone (ResponsiveTable). */
  cardLabel?: (row: Row) => string;
  /** Sorting kept by the caller (usually the server): columns with a sortKey get a clickable header. */
  sort?: SortState<string> & { onToggle: (key: string) => void };
  /** A totals row under the rows: its cells by column key (the first column's is its label). */
  footer?: Partial<Record<string, ReactNode>>;
};

function SortableHeader({
  label,
  active,
  order,
  onClick,
}: {
  label: string;
  active: boolean;
  order: string;
  onClick: () => void;
}) {
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The one table of `ListPage` (and of lists that are not paged): header (sortable where asked), rows, a totals row
 * where asked, loading and empty states, server-side pages.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  emptyText,
  loading,
  pagination,
  sort,
  footer,
  minWidth = 560,
}: DataTableProps<Row>) {
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort?.key === column.sortKey;
                const ariaSort = active ? (sort?.order === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <Table.Th key={column.key} aria-sort={column.sortKey ? (ariaSort ?? 'none') : undefined}>
                    {sort && column.sortKey ? (
                      <SortableHeader
                        label={column.header}
                        active={active}
                        order={sort.order}
                        onClick={() => sort.onToggle(column.sortKey as string)}
                      />
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!loading &&
              rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {loading ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Center py="sm">
                    <Loader size="sm" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.length === 0 && <EmptyRow columns={columns.length} text={emptyText} />
            )}
          </Table.Tbody>
          {footer && !loading && rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{footer[column.key]}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {pagination && <Pager {...pagination} />}
    </Stack>
  );
}
