import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column; labels are unique within a table (they key its cells). */
type ReportColumn = { label: string; numeric?: boolean };
type ReportTableProps = {
  label: string;
  columns: ReportColumn[];
  rows: { key: string | number; cells: ReactNode[] }[];
  /** The totals line, one cell per column. */
  foot?: ReactNode[];
  /** Said in place of the rows when there are none. */
  empty: string;
  /** Many columns (the gangs): printed in a smaller type so they fit the page's width. */
  dense?: boolean;
};

/** A titled section of a printed report (a visit's, the overview's). */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" className="report-section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One table of a printed report: figures aligned at the end, a totals line, the empty text when nothing is there. */
export function ReportTable({ label, columns, rows, foot, empty, dense }: ReportTableProps) {
  const align = (column: ReportColumn | undefined) => (column?.numeric ? 'end' : undefined);
  // A figure (a count, "1 h 15 min") stays on one line. Its end is the table's (left in Urdu, like its header), not
  // that of its digits' own direction, which a data cell's `unicode-bidi: plaintext` (app.css) would take.
  const wrap = (column: ReportColumn | undefined) =>
    column?.numeric ? { whiteSpace: 'nowrap' as const, unicodeBidi: 'isolate' as const } : undefined;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    // A native scroller (a measured scroll area would keep its screen height on paper), reachable by keyboard.
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        fz="sm"
        aria-label={label}
        className={dense ? 'report-table-dense' : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={align(column)}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={columns[index]?.label} ta={align(columns[index])} style={wrap(columns[index])}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {foot && (
          <Table.Tfoot>
            <Table.Tr>
              {foot.map((cell, index) => (
                <Table.Th key={columns[index]?.label} ta={align(columns[index])} style={wrap(columns[index])}>
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
