import { SimpleGrid, Stack, Text } from '@mantine/core';
import { reportMessages } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { type OverviewCategory, useOverview } from '../api/get-overview';
import { categoryColours } from '../lib/chart-rules';
import { monthlyVolumes, overviewIsEmpty } from '../lib/overview-figures';
import { useSummaryTable } from '../lib/use-summary-table';
import { DashboardPanel, QueryState } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { MonthlyCbmChart } from './monthly-cbm-chart';
import { OverviewCards } from './overview-cards';
import { ShareDonut } from './share-donut';

/**
 * What /reports/overview gives for the year: the two cards, the monthly lines, the summary table and the split of
 * the categories. One failure for them all (they are one answer).
 */
export function OverviewSummary({ year }: { year: number }) {
  const overview = useOverview(year);
  return (
    <QueryState query={overview} failed={reportMessages.failedOverview}>
      {(categories) => (
        <Stack>
          <OverviewCards categories={categories} year={year} />
          <MonthlyPanel categories={categories} year={year} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <SummaryPanel categories={categories} year={year} />
            <SplitPanel categories={categories} />
          </SimpleGrid>
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
      {empty ? <Text c="dimmed">{t('messages.noDataAvailable')}</Text> : <MonthlyCbmChart categories={categories} />}
    </DashboardPanel>
  );
}

function SummaryPanel({ categories, year }: PanelProps) {
  const { t } = useTranslation('dashboard');
  const table = useSummaryTable(categories);
  const title = t('overview.summary', { year });
  return (
    <DashboardPanel title={title}>
      <FigureTable
        label={title}
        {...table}
        rows={overviewIsEmpty(categories) ? [] : table.rows}
        empty={t('messages.noDataAvailable')}
      />
    </DashboardPanel>
  );
}

function SplitPanel({ categories }: { categories: OverviewCategory[] }) {
  const { t } = useTranslation('dashboard');
  const title = t('overview.split');
  const slices = categories
    .filter((category) => category.totalCbm > 0)
    .map((category) => ({
      key: category.name,
      label: t(`dashboards.categories.${category.name}`),
      value: category.totalCbm,
      colour: categoryColours[category.name],
    }));
  return (
    <DashboardPanel title={title}>
      {slices.length === 0 ? (
        <Text c="dimmed">{t('messages.noDataAvailable')}</Text>
      ) : (
        <ShareDonut label={title} slices={slices} />
      )}
    </DashboardPanel>
  );
}
