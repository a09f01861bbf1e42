import type { consigneeSummaryResponseSchema } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ConsigneeSummaryRow } from '../api/overview-reports';
import type { Figure } from '../components/figure-table';
import { totalsRow, useConsigneeName, useFigures } from './use-figures';

/**
 * The stevedoring details by consignee, on the overview and its printed report: consignee, packages, CBM and net,
 * the totals of every consignee under them.
 */
export function useConsigneeDetails(answer: z.infer<typeof consigneeSummaryResponseSchema>) {
  const { t } = useTranslation('dashboard');
  const figure = useFigures();
  const consigneeName = useConsigneeName();
  const figures: Figure<ConsigneeSummaryRow>[] = [
    { key: 'consignee', label: t('overview.columns.consignee'), value: (row) => consigneeName(row.consignee) },
    figure.packages(),
    figure.cbm(),
    figure.net(),
  ];
  const total: ConsigneeSummaryRow = {
    consigneeKey: 'total',
    consignee: t('overview.columns.total'),
    ...totalsRow(answer.summary),
  };
  return { figures, rows: answer.data, total, rowKey: (row: ConsigneeSummaryRow) => row.consigneeKey };
}
