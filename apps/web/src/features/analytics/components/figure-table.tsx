import { Text } from '@mantine/core';
import { useState } from 'react';
import { ReportTable } from '../../../components/report-table';
import { ResponsiveTable } from '../../../components/responsive-table';

/** A column of figures, written once for the dashboard's table and the printed report's. */
export type Figure<Row> = { key: string; label: string; numeric?: boolean; value: (row: Row) => string };

type FigureTableProps<Row> = {
  label: string;
  figures: Figure<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The totals row (the server's totals over every row), under each page. */
  total?: Row;
  empty: string;
  /** Rows a page; all on one page when absent. */
  pageSize?: number;
};

/** The dashboard's table of figures (cards on a phone), its totals row in bold last, paged in the browser. */
export function FigureTable<Row>({ label, figures, rows, rowKey, total, empty, pageSize }: FigureTableProps<Row>) {
  const [page, setPage] = useState(1);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const current = Math.min(page, pages);
  const shown = pageSize ? rows.slice((current - 1) * pageSize, current * pageSize) : rows;
  return (
    <ResponsiveTable
      columns={figures.map((figure) => ({
        key: figure.key,
        header: figure.label,
        render: (row: Row) =>
          row === total ? (
            <Text span fw={700} fz="inherit">
              {figure.value(row)}
            </Text>
          ) : (
            figure.value(row)
          ),
      }))}
      rows={rows.length === 0 || !total ? shown : [...shown, total]}
      rowKey={(row) => (row === total ? 'total' : rowKey(row))}
      emptyText={empty}
      pagination={pages > 1 ? { page: current, pages, onChange: setPage } : undefined}
      cardLabel={(row) => figures[0]?.value(row) ?? label}
    />
  );
}

/** The printed report's table of the same figures: aligned at the end, the totals line in its foot. */
export function PrintedFigureTable<Row>({ label, figures, rows, rowKey, total, empty }: FigureTableProps<Row>) {
  return (
    <ReportTable
      label={label}
      columns={figures.map((figure) => ({ label: figure.label, numeric: figure.numeric }))}
      rows={rows.map((row) => ({ key: rowKey(row), cells: figures.map((figure) => figure.value(row)) }))}
      foot={total && figures.map((figure) => figure.value(total))}
      empty={empty}
    />
  );
}
