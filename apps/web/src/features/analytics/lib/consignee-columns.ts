import type { OperatorRow } from '@portside/contracts/analytics';
import type { TFunction } from 'i18next';
import { nameOrUnknown, operatorColumns, type Totals } from './competitor-columns';
import type { ReportColumn } from './report-columns';

type T = TFunction<'dashboard'>;

/** An operator's name, (Unknown) when the registry lacks it, and said to be ours when it is. */
export const operatorName = (t: T, row: OperatorRow) => {
  const name = nameOrUnknown(t, row.name);
  return row.own ? t('consignees.ours', { name }) : name;
};

/**
 * Who handled a consignee's cargo (the competitor dashboard's operator columns): ours marked, each one's share of the
 * consignee's volume (whole percentages that total 100, so the totals row says 100%).
 */
export const competitorColumns = (
  t: T,
  share: (row: OperatorRow) => string,
  whole: string,
): ReportColumn<OperatorRow, Totals>[] =>
  operatorColumns(t, share).map((column) =>
    column.key === 'operator'
      ? { ...column, value: (row) => operatorName(t, row) }
      : column.key === 'share'
        ? { ...column, total: () => whole }
        : column,
  );
