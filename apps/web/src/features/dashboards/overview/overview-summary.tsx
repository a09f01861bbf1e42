import { Stack, Text } from '@mantine/core';
import { reportMessages } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { AnalyticsTable } from '../kit/analytics-table';
import { categoryColumns } from '../kit/revenue-columns';
import { type OverviewCategory, overviewFormatMessage, useOverview } from './api/get-overview';
import { MonthlyCbmChart } from './monthly-cbm-chart';
import { OverviewCards } from './overview-cards';
import { summaryRows } from './overview-columns';
import { monthlyVolumes, overviewIsEmpty, overviewTotals } from './overview-figures';

/**
 * What /reports/overview gives for the year: the two cards, the monthly lines and the summary table, with one
 * failure for them all (they are one answer).
 */
export function OverviewSummary({ year }: { year: number }) {
  const overview = useOverview(year);
  return (
    <QueryState
      query={overview}
      failed={reportMessages.failedOverview}
      formatMessage={overviewFormatMessage(overview.error)}
    >
      {({ categories, comparedThrough }) => (
        <Stack>
          <OverviewCards categories={categories} year={year} comparedThrough={comparedThrough} />
          <MonthlyPanel categories={categories} year={year} />
          <SummaryPanel categories={categories} year={year} />
        </Stack>
      )}
    </QueryState>
  );
}

type PanelProps = { categories: OverviewCategory[]; year: number };

function MonthlyPanel({ categories, year }: PanelProps) {
  const { t } = useTranslation('dashboard');
  const empty = categories.every((category) => monthlyVolumes(category).every((volume) => volume === 0));
  return (
    <DashboardPanel title={t('overview.monthly', { year })}>
      {empty ? (
        <Text c="dimmed">{t('messages.noDataAvailable')}</Text>
      ) : (
        <MonthlyCbmChart categories={categories} year={year} />
      )}
    </DashboardPanel>
  );
}

function SummaryPanel({ categories, year }: PanelProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPanel title={t('overview.summary', { year })}>
      <AnalyticsTable
        columns={categoryColumns(t)}
        rows={overviewIsEmpty(categories) ? [] : summaryRows(categories)}
        rowKey={(row) => row.category}
        emptyText={t('messages.noDataAvailable')}
        totals={{ values: overviewTotals(categories), label: t('revenue.total') }}
      />
    </DashboardPanel>
  );
}
