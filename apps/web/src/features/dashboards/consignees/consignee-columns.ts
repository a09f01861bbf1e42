import type { OperatorRow } from '@portside/contracts/analytics';
import type { TFunction } from 'i18next';
import { operatorColumns, type Totals } from '../kit/competitor-columns';
import type { ReportColumn } from '../kit/report-columns';

type T = TFunction<'dashboard'>;

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
