import { Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Pager } from './pager';

export type Column<Row> = { key: string; header: string; render: (row: Row) => ReactNode };

type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
  /** Client-side pages of this size with the Pager; all rows when absent. */
  pageSize?: number;
};

/** The one table: header, rows, empty text and optional client-side pages. */
export function DataTable<Row>({ columns, rows, rowKey, emptyText, pageSize }: DataTableProps<Row>) {
  const [page, setPage] = useState(1);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const current = Math.min(page, pages);
  const visible = pageSize ? rows.slice((current - 1) * pageSize, current * pageSize) : rows;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {visible.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageSize && <Pager page={current} pages={pages} onChange={setPage} />}
    </Stack>
  );
}
