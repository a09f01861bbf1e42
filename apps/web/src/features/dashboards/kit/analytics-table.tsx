import { Anchor, Group } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import type { Column, DataTableProps } from '../../../components/data-table';
import { ResponsiveTable } from '../../../components/responsive-table';
import { orDash } from '../../../lib/dash';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useFormatMoney } from '../../../lib/money';
import type { Cell, CellKind, ReportColumn } from './report-columns';

/** A cell as the screen shows it: figures in the user's locale, CBM with 2 decimals, money in pesos, the dash for none. */
export function useFormatCell() {
  const number = useFormatNumber();
  const money = useFormatMoney();
  const date = useFormatDate();
  return useCallback(
    (kind: CellKind, cell: Cell): string => {
      if (cell === null || cell === '') return orDash(cell);
      if (kind === 'money') return money(String(cell));
      if (kind === 'date') return date(String(cell));
      if (kind === 'cbm') return number.cbm(Number(cell));
      if (kind === 'tonnes') return number.tonnes(Number(cell));
      if (kind === 'count') return number.count(Number(cell));
      return String(cell);
    },
    [number, money, date],
  );
}

type AnalyticsTableProps<Row, Totals> = Omit<DataTableProps<Row>, 'columns' | 'footer' | 'sort'> & {
  columns: readonly ReportColumn<Row, Totals>[];
  /** The response's summary: the totals row under the rows (labelled `totalLabel`). */
  totals?: { values: Totals; label: string };
  /** What a click on a row's first cell opens (a drill-down, a dialog): the cell is then a button. */
  onOpen?: (row: Row) => void;
  /** Sorting kept by the caller: the column `sortColumn` (else the first) gets a clickable header. */
  sort?: DataTableProps<Row>['sort'];
  sortColumn?: string;
  /** Several sortable columns instead: each column's key with the sort key it asks for (the server's). */
  sortKeys?: Partial<Record<string, string>>;
  /** Shown after the first cell's text (a competitor marked as ours). */
  badge?: (row: Row) => ReactNode;
  /** Rows whose first cell opens nothing (an operator without a name). */
  canOpen?: (row: Row) => boolean;
};

/** A report's table (cards on a phone) from its shared column definitions, with its totals row. */
export function AnalyticsTable<Row, Totals>({
  columns,
  totals,
  onOpen,
  sort,
  sortColumn = columns[0]?.key,
  sortKeys,
  badge,
  canOpen = () => true,
  ...table
}: AnalyticsTableProps<Row, Totals>) {
  const format = useFormatCell();
  const shown: Column<Row>[] = columns.map((column, index) => ({
    key: column.key,
    header: column.header,
    sortKey: !sort ? undefined : sortKeys ? sortKeys[column.key] : column.key === sortColumn ? column.key : undefined,
    render: (row) => {
      const text = format(column.kind, column.value(row));
      if (index !== 0) return text;
      const cell =
        onOpen && canOpen(row) ? (
          <Anchor component="button" type="button" fw={600} ta="start" onClick={() => onOpen(row)}>
            {/* A name keeps its own direction in Urdu (".SOUTHERN CROSS AGENCIES CORP" otherwise shows its period first). */}
            <bdi>{text}</bdi>
          </Anchor>
        ) : (
          <bdi>{text}</bdi>
        );
      return badge ? (
        <Group gap={6} wrap="nowrap" component="span">
          {cell}
          {badge(row)}
        </Group>
      ) : (
        cell
      );
    },
  }));
  const footer =
    totals &&
    Object.fromEntries(
      columns.map((column, index) => [
        column.key,
        index === 0 ? totals.label : column.total ? format(column.kind, column.total(totals.values)) : '',
      ]),
    );
  return <ResponsiveTable {...table} columns={shown} footer={footer} sort={sort} />;
}
