import { useTranslation } from 'react-i18next';
import type { OverviewCategory } from '../api/get-overview';
import type { Figure } from '../components/figure-table';
import { overviewTotals } from './overview-figures';
import { useFigures } from './use-figures';

type SummaryRow = { key: string; label: string } & ReturnType<typeof overviewTotals>;

/** The summary table of the overview and of its printed report: per category CBM, packages, BLs and net; a total. */
export function useSummaryTable(categories: readonly OverviewCategory[]) {
  const { t } = useTranslation('dashboard');
  const figure = useFigures();
  const figures: Figure<SummaryRow>[] = [
    { key: 'category', label: t('overview.columns.category'), value: (row) => row.label },
    figure.cbm(),
    figure.packages(),
    figure.bls(),
    figure.net(),
  ];
  const rows: SummaryRow[] = categories.map((category) => ({
    key: category.name,
    label: t(`dashboards.categories.${category.name}`),
    ...overviewTotals([category]),
  }));
  const total: SummaryRow = { key: 'total', label: t('overview.columns.total'), ...overviewTotals(categories) };
  return { figures, rows, total, rowKey: (row: SummaryRow) => row.key };
}
