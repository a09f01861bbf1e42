import { Button, Stack, Title } from '@mantine/core';
import { type ReportPeriodQuery, reportMessages, type reportTotalsSchema } from '@portside/contracts/reports';
import { IconChartBar, IconReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { useConsigneeSummary } from '../api/get-consignee-summary';
import { AnalyticsTable } from '../kit/analytics-table';
import { LargestListed } from '../kit/largest-listed';
import { ReportFilterBar } from '../kit/report-filter-bar';
import { type ConsigneeRow, consigneeName } from '../kit/revenue-columns';
import { useReportFilters } from '../kit/use-report-filters';
import { YearlyChartModal } from '../kit/yearly-chart-modal';
import { dashboardPaths } from '../paths';
import { ConsigneeCbmChart } from './consignee-cbm-chart';
import { stevedoringDetailColumns } from './overview-columns';
import { topByCbm } from './top-by-cbm';

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
          to={`${dashboardPaths.overview()}?year=${year}`}
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

type Query = ReportPeriodQuery;
type Totals = z.infer<typeof reportTotalsSchema>;

function ConsigneeBarsPanel({ query }: { query: Query }) {
  const { t } = useTranslation('dashboard');
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
              consignee: consigneeName(t, row.consignee),
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
      <QueryState query={details} failed={reportMessages.failedClientData}>
        {(answer) => <DetailsTable key={JSON.stringify(query)} answer={answer} />}
      </QueryState>
    </DashboardPanel>
  );
}

/** Every consignee the server lists, 10 a page in the browser, the totals of them all under each page. */
function DetailsTable({ answer }: { answer: { data: ConsigneeRow[]; rows: number; summary: Totals } }) {
  const { t } = useTranslation('dashboard');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(answer.data.length / detailsPageSize));
  return (
    <Stack gap="xs">
      <AnalyticsTable
        columns={stevedoringDetailColumns(t)}
        rows={answer.data.slice((page - 1) * detailsPageSize, page * detailsPageSize)}
        rowKey={(row) => row.consigneeKey}
        emptyText={t('overview.noRows')}
        totals={{ values: answer.summary, label: t('revenue.total') }}
        pagination={{ page, pages, onChange: setPage }}
      />
      <LargestListed shown={answer.data.length} rows={answer.rows} />
    </Stack>
  );
}
