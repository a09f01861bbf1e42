import { Stack, Table, type TableTdProps } from '@mantine/core';
import { Fragment, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { EmptyRow } from './empty-row';
import { Pager } from './pager';

/** A work order or a vessel can hold a thousand BLs and more: they are shown a page at a time. */
const itemsPageSize = 25;

export type ItemsColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cells' own look (alignment, weight, line breaks); the header takes the same alignment. */
  td?: TableTdProps;
};

type ItemsTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: ItemsColumn<Row>[];
  /** Every row: they are paged here. */
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  emptyText: string;
  /** The page shown first: the last holds the BL that a search chose last (the invoiced one). */
  opensAt?: 'first' | 'last';
  /** The row that stands out (the chosen BL). */
  current?: (row: Row) => boolean;
  /** Makes each row a choice: a click, or Enter on the focused row, chooses it. */
  onChoose?: (row: Row) => void;
  /** Shown in a row of its own under a row (a BL's vehicles), or nothing. */
  details?: (row: Row) => ReactNode;
};

/** The BLs of a work order or a vessel, read-only, in the columns the caller declares, a page at a time. */
export function ItemsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  opensAt = 'first',
  current,
  onChoose,
  details,
}: ItemsTableProps<Row>) {
  const [chosenPage, setPage] = useState<number | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const pages = Math.max(1, Math.ceil(rows.length / itemsPageSize));
  const page = Math.min(chosenPage ?? (opensAt === 'last' ? pages : 1), pages);
  const visible = rows.slice((page - 1) * itemsPageSize, page * itemsPageSize);

  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}>
      <Table.ScrollContainer minWidth={1200}>
        <Table withTableBorder verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.td?.ta}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => {
              const stands = current?.(row) ?? false;
              const below = details?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <Table.Tr
                    aria-current={stands ? 'true' : undefined}
                    bg={stands ? 'var(--mantine-primary-color-light)' : undefined}
                    {...(onChoose && {
                      tabIndex: 0,
                      style: { cursor: 'pointer' },
                      onClick: () => onChoose(row),
                      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                        if (event.key !== 'Enter' && event.key !== ' ') return;
                        // Enter on a row chooses it; it does not submit the form around the table.
                        event.preventDefault();
                        onChoose(row);
                      },
                    })}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.key} {...column.td}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {below && (
                    <Table.Tr>
                      <Table.Td colSpan={columns.length} pl="xl" bg="var(--mantine-color-default-hover)">
                        {below}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
            {rows.length === 0 && <EmptyRow columns={columns.length} text={emptyText} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager
        page={page}
        pages={pages}
        onChange={(next) => {
          setPage(next);
          // The pager sits below a long page: the next one is read from its first row.
          top.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </Stack>
  );
}
