import type { TFunction } from 'i18next';
import { voyageAfterV } from '../../../lib/voyage';

/** How a cell is written: on screen in the user's locale, in a CSV as plain figures, in a workbook as numbers. */
export type CellKind = 'text' | 'date' | 'count' | 'cbm' | 'tonnes' | 'money';
export type Cell = string | number | null;

/**
 * One column of a report table, shared by the screen and the exports (a CSV or a workbook has the columns of the
 * table it saves, headed in the user's language): a header, a kind, the row's value and the totals row's.
 */
export type ReportColumn<Row, Totals> = {
  key: string;
  header: string;
  kind: CellKind;
  value: (row: Row) => Cell;
  /** The column's figure in the totals row (from the response's summary); none leaves the cell empty. */
  total?: (totals: Totals) => Cell;
};

/** A table as saved: its title, headers, rows, and the totals row with its label first. */
export type ReportSheet = { title: string; kinds: CellKind[]; headers: string[]; rows: Cell[][] };

export function reportSheet<Row, Totals>(
  title: string,
  columns: readonly ReportColumn<Row, Totals>[],
  rows: readonly Row[],
  totals: Totals,
  totalLabel: string,
): ReportSheet {
  return {
    title,
    kinds: columns.map((column) => column.kind),
    headers: columns.map((column) => column.header),
    rows: [
      ...rows.map((row) => columns.map((column) => column.value(row))),
      columns.map((column, index) => (index === 0 ? totalLabel : (column.total?.(totals) ?? null))),
    ],
  };
}

type BlLead = { blNo: string; vesselName: string; voyageNumber: string; arrivalDate: string; description: string };

/**
 * The first columns of every list of BLs (a drill-down's, a consignee's): its number, its vessel and voyage, its
 * arrival and its description, headed by the `section`'s words.
 */
export const blLeadColumns = <Row extends BlLead, Totals>(
  t: TFunction<'dashboard'>,
  section: 'revenue' | 'competitors',
): ReportColumn<Row, Totals>[] => [
  { key: 'bl', header: t(`${section}.columns.bl`), kind: 'text', value: (row) => row.blNo },
  {
    key: 'vessel',
    header: t(`${section}.columns.vessel`),
    kind: 'text',
    value: (row) => t('revenue.vesselVoyage', { name: row.vesselName, voyage: voyageAfterV(row.voyageNumber) }),
  },
  { key: 'arrival', header: t(`${section}.columns.arrival`), kind: 'date', value: (row) => row.arrivalDate },
  { key: 'description', header: t(`${section}.columns.description`), kind: 'text', value: (row) => row.description },
];
