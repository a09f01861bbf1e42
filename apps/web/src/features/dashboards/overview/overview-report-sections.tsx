import { reportMessages } from '@portside/contracts/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/dashboard-panel';
import { ReportSection } from '../../../components/report-table';
import { languageOf } from '../../../lib/languages';
import { monthNames } from '../../../lib/months';
import { largestRemainderPercents } from '../../../lib/shares';
import { useAgentSummary } from '../api/get-agent-summary';
import { useConsigneeSummary } from '../api/get-consignee-summary';
import { LargestListed } from '../kit/largest-listed';
import { agentColumns, categoryColumns, consigneeColumns } from '../kit/revenue-columns';
import { useDescriptionSummary } from './api/get-description-summary';
import type { OverviewCategory } from './api/get-overview';
import {
  type DescriptionRow,
  descriptionColumns,
  type MonthRow,
  monthColumns,
  stevedoringDetailColumns,
  summaryRows,
} from './overview-columns';
import { monthlyVolumes, overviewTotals } from './overview-figures';
import { PrintedReportTable } from './printed-report-table';
import { topByCbm } from './top-by-cbm';

/** One titled part of the printed report with its call's states. */
function ReportPart<Data>({
  title,
  query,
  failed,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  failed: string;
  children: (data: Data) => ReactNode;
}) {
  return (
    <ReportSection title={title}>
      <QueryState query={query} failed={failed}>
        {children}
      </QueryState>
    </ReportSection>
  );
}

type YearProps = { categories: OverviewCategory[]; year: number };

export function ReportSummary({ categories, year }: YearProps) {
  const { t } = useTranslation('dashboard');
  const title = t('overview.summary', { year });
  return (
    <ReportSection title={title}>
      <PrintedReportTable
        label={title}
        columns={categoryColumns(t)}
        rows={summaryRows(categories)}
        rowKey={(row) => row.category}
        totals={{ values: overviewTotals(categories), label: t('revenue.total') }}
        empty={t('messages.noDataAvailable')}
      />
    </ReportSection>
  );
}

/** The monthly lines of the dashboard as numbers: a month a row, a category a column, the year's totals below. */
export function ReportMonthly({ categories, year }: YearProps) {
  const { t, i18n } = useTranslation('dashboard');
  const title = t('overview.monthly', { year });
  const volumes = categories.map(monthlyVolumes);
  const rowOf = (month: string, cbm: number[]): MonthRow => ({
    month,
    cbm: Object.fromEntries(categories.map((category, at) => [category.name, cbm[at] ?? 0])),
    total: cbm.reduce((sum, value) => sum + value, 0),
  });
  const rows = monthNames(languageOf(i18n.resolvedLanguage).locale, 'long').map((month, index) =>
    rowOf(
      month,
      volumes.map((months) => months[index] ?? 0),
    ),
  );
  const totals = rowOf(
    t('revenue.total'),
    categories.map((category) => category.totalCbm),
  );
  return (
    <ReportSection title={title}>
      <PrintedReportTable
        label={title}
        columns={monthColumns(
          t,
          categories.map((category) => category.name),
        )}
        rows={rows}
        rowKey={(row) => row.month}
        totals={{ values: totals, label: totals.month }}
        empty={t('messages.noDataAvailable')}
      />
    </ReportSection>
  );
}

export function ReportTopConsignees({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const title = t('overview.topConsignees');
  return (
    <ReportPart
      title={title}
      query={useConsigneeSummary({ year, category: 'arrastre' })}
      failed={reportMessages.failedContributors}
    >
      {(answer) => (
        <PrintedReportTable
          label={title}
          columns={consigneeColumns(t)}
          rows={topByCbm(answer.data)}
          rowKey={(row) => row.consigneeKey}
          empty={t('overview.noContributors')}
        />
      )}
    </ReportPart>
  );
}

export function ReportTopAgents({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const title = t('overview.topAgents');
  return (
    <ReportPart
      title={title}
      query={useAgentSummary({ year, category: 'stevedoring' })}
      failed={reportMessages.failedContributors}
    >
      {(answer) => (
        <PrintedReportTable
          label={title}
          columns={agentColumns(t)}
          rows={topByCbm(answer.data)}
          rowKey={(row) => row.agentId}
          empty={t('overview.noContributors')}
        />
      )}
    </ReportPart>
  );
}

/** The top 5 descriptions and Others, each with its share of the CBM (largest remainder, adding up to 100). */
export function ReportDescriptions({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const title = t('overview.descriptions');
  return (
    <ReportPart title={title} query={useDescriptionSummary({ year })} failed={reportMessages.failedMiniCharts}>
      {(answer) => {
        const others = answer.others.totalCbm > 0 || answer.others.totalPackages > 0;
        const listed = [
          ...answer.data.map((row) => ({ key: `description:${row.description}`, ...row })),
          ...(others ? [{ key: 'others', description: t('overview.others'), ...answer.others }] : []),
        ];
        const shares = largestRemainderPercents(listed.map((row) => row.totalCbm));
        const rows = listed.map((row, index) => ({ ...row, share: shares[index] ?? 0 }));
        const totals: DescriptionRow = {
          key: 'total',
          description: t('revenue.total'),
          totalCbm: rows.reduce((sum, row) => sum + row.totalCbm, 0),
          totalPackages: rows.reduce((sum, row) => sum + row.totalPackages, 0),
          share: shares.reduce((sum, share) => sum + share, 0),
        };
        return (
          <PrintedReportTable
            label={title}
            columns={descriptionColumns(t)}
            rows={rows}
            rowKey={(row) => row.key}
            totals={{ values: totals, label: totals.description }}
            empty={t('messages.noDataAvailable')}
          />
        );
      }}
    </ReportPart>
  );
}

export function ReportDetails({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const title = t('overview.details');
  return (
    <ReportPart
      title={title}
      query={useConsigneeSummary({ year, category: 'stevedoring' })}
      failed={reportMessages.failedClientData}
    >
      {(answer) => (
        <>
          <PrintedReportTable
            label={title}
            columns={stevedoringDetailColumns(t)}
            rows={answer.data}
            rowKey={(row) => row.consigneeKey}
            totals={{ values: answer.summary, label: t('revenue.total') }}
            empty={t('overview.noRows')}
          />
          <LargestListed shown={answer.data.length} rows={answer.rows} />
        </>
      )}
    </ReportPart>
  );
}
