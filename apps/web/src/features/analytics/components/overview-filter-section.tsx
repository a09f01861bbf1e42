import { Button, Stack, Title } from '@mantine/core';
import { reportMessages } from '@portside/contracts/reports';
import { IconChartBar, IconReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topByCbm, useConsigneeSummary } from '../api/overview-reports';
import { useConsigneeDetails } from '../lib/use-consignee-details';
import { useConsigneeName } from '../lib/use-figures';
import { useReportFilters } from '../lib/use-report-filters';
import { analyticsPaths } from '../paths';
import { ConsigneeCbmChart } from './consignee-cbm-chart';
import { DashboardPanel, QueryState } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { ReportFilterBar } from './report-filter-bar';
import { YearlyChartModal } from './yearly-chart-modal';

/** Spec 9's table dialogs show 10 rows a page: so does the details table. */
const detailsPageSize = 10;

/**
 * The overview's lower part, driven by the revenue filter bar: the top consignees' CBM as coloured bars and the
 * stevedoring details by consignee; the bar's buttons open the printable report of `year` and the yearly chart.
 */
export function OverviewFilterSection({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const { filters, setFilters, query } = useReportFilters();
  const [yearlyOpen, setYearlyOpen] = useState(false);
  return (
    <Stack component="section" aria-labelledby="overview-filtered">
      <Title order={3} size="h4" id="overview-filtered">
        {t('overview.filtered')}
      </Title>
      <ReportFilterBar filters={filters} onChange={setFilters}>
        <Button
          component={Link}
          to={`${analyticsPaths.overview()}?year=${year}`}
          variant="default"
          leftSection={<IconReport size={16} />}
        >
          {t('overview.reportGenerator')}
        </Button>
        <Button variant="default" leftSection={<IconChartBar size={16} />} onClick={() => setYearlyOpen(true)}>
          {t('dashboards.yearly.open')}
        </Button>
      </ReportFilterBar>
      <ConsigneeBarsPanel query={query} />
      <DetailsPanel query={query} />
      <YearlyChartModal
        opened={yearlyOpen}
        onClose={() => setYearlyOpen(false)}
        fromYear={filters.fromYear}
        toYear={filters.toYear}
      />
    </Stack>
  );
}

type Query = ReturnType<typeof useReportFilters>['query'];

function ConsigneeBarsPanel({ query }: { query: Query }) {
  const { t } = useTranslation('dashboard');
  const consigneeName = useConsigneeName();
  const consignees = useConsigneeSummary(query);
  return (
    <DashboardPanel title={t('overview.consigneeBars')}>
      <QueryState
        query={consignees}
        failed={reportMessages.failedArrastre}
        empty={t('messages.noDataAvailable')}
        isEmpty={(answer) => topByCbm(answer.data).length === 0}
      >
        {(answer) => (
          <ConsigneeCbmChart
            bars={topByCbm(answer.data).map((row) => ({
              key: row.consigneeKey,
              consignee: consigneeName(row.consignee),
              cbm: row.totalCbm,
            }))}
          />
        )}
      </QueryState>
    </DashboardPanel>
  );
}

function DetailsPanel({ query }: { query: Query }) {
  const { t } = useTranslation('dashboard');
  const details = useConsigneeSummary({ ...query, category: 'stevedoring' });
  const title = t('overview.details');
  return (
    <DashboardPanel title={title}>
      <QueryState query={details} failed={reportMessages.failedArrastre}>
        {(answer) => <DetailsTable key={JSON.stringify(query)} answer={answer} label={title} />}
      </QueryState>
    </DashboardPanel>
  );
}

function DetailsTable({ answer, label }: { answer: Parameters<typeof useConsigneeDetails>[0]; label: string }) {
  const { t } = useTranslation('dashboard');
  const table = useConsigneeDetails(answer);
  return <FigureTable label={label} {...table} empty={t('overview.noRows')} pageSize={detailsPageSize} />;
}
