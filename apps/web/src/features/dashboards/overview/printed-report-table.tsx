import { ReportTable } from '../../../components/report-table';
import { useFormatCell } from '../kit/analytics-table';
import type { ReportColumn } from '../kit/report-columns';

type PrintedReportTableProps<Row, Totals> = {
  label: string;
  columns: readonly ReportColumn<Row, Totals>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The response's summary: the totals line (labelled `label`). */
  totals?: { values: Totals; label: string };
  empty: string;
};

const figureKinds = new Set(['count', 'cbm', 'money']);

/** A report's table as printed, from the columns the screen shows: figures aligned at the end, a totals line. */
export function PrintedReportTable<Row, Totals>({
  label,
  columns,
  rows,
  rowKey,
  totals,
  empty,
}: PrintedReportTableProps<Row, Totals>) {
  const format = useFormatCell();
  return (
    <ReportTable
      label={label}
      columns={columns.map((column) => ({ label: column.header, numeric: figureKinds.has(column.kind) }))}
      rows={rows.map((row) => ({
        key: rowKey(row),
        cells: columns.map((column) => format(column.kind, column.value(row))),
      }))}
      foot={
        totals &&
        columns.map((column, index) =>
          index === 0 ? totals.label : column.total ? format(column.kind, column.total(totals.values)) : '',
        )
      }
      empty={empty}
    />
  );
}
