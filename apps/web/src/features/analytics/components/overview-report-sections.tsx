import { Text } from '@mantine/core';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { reportMessages } from '@portside/contracts/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '../../../components/report-table';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import type { OverviewCategory } from '../api/get-overview';
import {
  type AgentSummaryRow,
  type ConsigneeSummaryRow,
  topByCbm,
  useAgentSummary,
  useConsigneeSummary,
  useDescriptionSummary,
} from '../api/overview-reports';
import { monthlyVolumes, monthNames } from '../lib/overview-figures';
import { largestRemainderPercents } from '../lib/shares';
import { useConsigneeDetails } from '../lib/use-consignee-details';
import { useConsigneeName, useFigures } from '../lib/use-figures';
import { useSummaryTable } from '../lib/use-summary-table';
import { QueryState } from './dashboard-panel';
import { type Figure, PrintedFigureTable } from './figure-table';

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

export function ReportSummary({ categories, year }: { categories: OverviewCategory[]; year: number }) {
  const { t } = useTranslation('dashboard');
  const title = t('overview.summary', { year });
  return (
    <ReportSection title={title}>
      <PrintedFigureTable label={title} {...useSummaryTable(categories)} empty={t('messages.noDataAvailable')} />
    </ReportSection>
  );
}

type MonthRow = { key: string; month: string; cbm: Partial<Record<CargoHandlerType, number>>; total: number };

/** The monthly lines of the dashboard as numbers: a month a row, a category a column, the year's totals below. */
export function ReportMonthly({ categories, year }: { categories: OverviewCategory[]; year: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormatNumber();
  const title = t('overview.monthly', { year });
  const volumes = categories.map(monthlyVolumes);
  const rows: MonthRow[] = monthNames(languageOf(i18n.resolvedLanguage).locale, 'long').map((month, index) => {
    const cbm = Object.fromEntries(categories.map((category, at) => [category.name, volumes[at]?.[index] ?? 0]));
    return { key: month, month, cbm, total: Object.values(cbm).reduce((sum, value) => sum + value, 0) };
  });
  const total: MonthRow = {
    key: 'total',
    month: t('overview.columns.total'),
    cbm: Object.fromEntries(categories.map((category) => [category.name, category.totalCbm])),
    total: categories.reduce((sum, category) => sum + category.totalCbm, 0),
  };
  const figures: Figure<MonthRow>[] = [
    { key: 'month', label: t('overview.columns.month'), value: (row) => row.month },
    ...categories.map(({ name }) => ({
      key: name,
      label: t(`dashboards.categories.${name}`),
      numeric: true,
      value: (row: MonthRow) => format.cbm(row.cbm[name] ?? 0),
    })),
    { key: 'total', label: t('overview.columns.total'), numeric: true, value: (row) => format.cbm(row.total) },
  ];
  return (
    <ReportSection title={title}>
      <PrintedFigureTable
        label={title}
        figures={figures}
        rows={rows}
        rowKey={(row) => row.key}
        total={total}
        empty={t('messages.noDataAvailable')}
      />
    </ReportSection>
  );
}

export function ReportTopConsignees({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const figure = useFigures();
  const consigneeName = useConsigneeName();
  const title = t('overview.topConsignees');
  const figures: Figure<ConsigneeSummaryRow>[] = [
    { key: 'consignee', label: t('overview.columns.consignee'), value: (row) => consigneeName(row.consignee) },
    figure.cbm(),
    figure.packages(),
    figure.bls(),
    figure.net(),
  ];
  return (
    <ReportPart
      title={title}
      query={useConsigneeSummary({ year, category: 'arrastre' })}
      failed={reportMessages.failedContributors}
    >
      {(answer) => (
        <PrintedFigureTable
          label={title}
          figures={figures}
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
  const figure = useFigures();
  const format = useFormatNumber();
  const title = t('overview.topAgents');
  const figures: Figure<AgentSummaryRow>[] = [
    { key: 'agent', label: t('overview.columns.agent'), value: (row) => row.shippingAgent },
    { key: 'vessels', label: t('overview.columns.vessels'), numeric: true, value: (row) => format.count(row.vessels) },
    figure.cbm(),
    figure.packages(),
    figure.bls(),
    figure.net(),
  ];
  return (
    <ReportPart
      title={title}
      query={useAgentSummary({ year, category: 'stevedoring' })}
      failed={reportMessages.failedContributors}
    >
      {(answer) => (
        <PrintedFigureTable
          label={title}
          figures={figures}
          rows={topByCbm(answer.data)}
          rowKey={(row) => String(row.agentId)}
          empty={t('overview.noContributors')}
        />
      )}
    </ReportPart>
  );
}

type DescriptionRow = { key: string; description: string; totalCbm: number; totalPackages: number; share: number };

/** The top 5 descriptions and Others, each with its share of the CBM (largest remainder, adding up to 100). */
export function ReportDescriptions({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const figure = useFigures();
  const format = useFormatNumber();
  const title = t('overview.descriptions');
  const figures: Figure<DescriptionRow>[] = [
    { key: 'description', label: t('overview.columns.description'), value: (row) => row.description },
    figure.cbm(),
    figure.packages(),
    { key: 'share', label: t('overview.columns.share'), numeric: true, value: (row) => format.percent(row.share) },
  ];
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
        const total: DescriptionRow = {
          key: 'total',
          description: t('overview.columns.total'),
          totalCbm: rows.reduce((sum, row) => sum + row.totalCbm, 0),
          totalPackages: rows.reduce((sum, row) => sum + row.totalPackages, 0),
          share: shares.reduce((sum, share) => sum + share, 0),
        };
        return (
          <PrintedFigureTable
            label={title}
            figures={figures}
            rows={rows}
            rowKey={(row) => row.key}
            total={total}
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
      failed={reportMessages.failedArrastre}
    >
      {(answer) => <DetailsTable answer={answer} label={title} />}
    </ReportPart>
  );
}

function DetailsTable({ answer, label }: { answer: Parameters<typeof useConsigneeDetails>[0]; label: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatNumber();
  const table = useConsigneeDetails(answer);
  return (
    <>
      <PrintedFigureTable label={label} {...table} empty={t('overview.noRows')} />
      {answer.rows > answer.data.length && (
        <Text size="sm" c="dimmed">
          {t('overview.report.largestOnly', {
            shown: format.count(answer.data.length),
            rows: format.count(answer.rows),
          })}
        </Text>
      )}
    </>
  );
}
