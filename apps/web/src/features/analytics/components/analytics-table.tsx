import { Anchor } from '@mantine/core';
import { useCallback } from 'react';
import type { Column, DataTableProps } from '../../../components/data-table';
import { ResponsiveTable } from '../../../components/responsive-table';
import { orDash } from '../../../lib/dash';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useFormatMoney } from '../../../lib/money';
import type { Cell, CellKind, ReportColumn } from '../lib/report-columns';

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
  /** Whether a row opens (the others show their first cell as text); all of them unless said. */
  canOpen?: (row: Row) => boolean;
  /** Sorting: the first column's (the revenue's Category header), or those of `sortKeys`. */
  sort?: DataTableProps<Row>['sort'];
  /** The sortable columns by key, each with the sort key it asks for (the server's). */
  sortKeys?: Partial<Record<string, string>>;
};

/** A report's table (cards on a phone) from its shared column definitions, with its totals row. */
export function AnalyticsTable<Row, Totals>({
  columns,
  totals,
  onOpen,
  canOpen = () => true,
  sort,
  sortKeys,
  ...table
}: AnalyticsTableProps<Row, Totals>) {
  const format = useFormatCell();
  const shown: Column<Row>[] = columns.map((column, index) => ({
    key: column.key,
    header: column.header,
    sortKey: !sort ? undefined : sortKeys ? sortKeys[column.key] : index === 0 ? column.key : undefined,
    render: (row) => {
      const text = format(column.kind, column.value(row));
      return index === 0 && onOpen && canOpen(row) ? (
        <Anchor component="button" type="button" fw={600} ta="start" onClick={() => onOpen(row)}>
          {/* A name keeps its own direction in Urdu (".SOUTHERN CROSS AGENCIES CORP" otherwise shows its period first). */}
          <bdi>{text}</bdi>
        </Anchor>
      ) : (
        text
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
