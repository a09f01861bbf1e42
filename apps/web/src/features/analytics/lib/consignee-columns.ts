import type { OperatorRow } from '@portside/contracts/analytics';
import type { TFunction } from 'i18next';
import { nameOrUnknown, operatorColumns, type Totals } from './competitor-columns';
import type { ReportColumn } from './report-columns';

type T = TFunction<'dashboard'>;

/** An operator's name as a chart's legend writes it: (Unknown) when the registry lacks it, (Ours) when it is ours. */
export const operatorLabel = (t: T, row: OperatorRow) => {
  const name = nameOrUnknown(t, row.name);
  return row.own ? `${name} (${t('competitors.ours')})` : name;
};

/**
 * Who handled a consignee's cargo (the competitor dashboard's operator columns), each one's share of the consignee's
 * volume: whole percentages that total 100, so the totals row says 100%.
 */
export const competitorColumns = (
  t: T,
  share: (row: OperatorRow) => string,
  whole: string,
): ReportColumn<OperatorRow, Totals>[] =>
  operatorColumns(t, share).map((column) => (column.key === 'share' ? { ...column, total: () => whole } : column));
