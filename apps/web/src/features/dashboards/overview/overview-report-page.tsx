import '../../../components/printed-report.css';
import './overview-report.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { reportMessages } from '@portside/contracts/reports';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { Brand } from '../../../components/brand';
import { QueryState } from '../../../components/dashboard-panel';
import { useFormatDateTime } from '../../../lib/format-date';
import { useTerminalYear } from '../../../lib/time-zone';
import { dashboardPaths } from '../paths';
import { overviewFormatMessage, useOverview } from './api/get-overview';
import {
  ReportDescriptions,
  ReportDetails,
  ReportMonthly,
  ReportSummary,
  ReportTopAgents,
  ReportTopConsignees,
} from './overview-report-sections';
import { overviewYearFrom } from './use-overview-year';

/**
 * /dashboard/reports/OverViewDashboard?year=: the overview of a year as numbers, to print on A4 landscape
 * (docs/domain.md): the summary, the months, the top contributors, the descriptions, the stevedoring details.
 */
export function OverviewReportPage() {
  const { t } = useTranslation('dashboard');
  const formatDateTime = useFormatDateTime();
  const [params] = useSearchParams();
  const year = overviewYearFrom(params, useTerminalYear());
  const overview = useOverview(year);
  const [generatedAt] = useState(() => new Date().toISOString());
  return (
    <Stack className="printed-report overview-report" gap="lg">
      <Group justify="flex-end" className="no-print">
        <BackButton to={`${dashboardPaths.dashboard()}?year=${year}`}>{t('overview.report.back')}</BackButton>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('overview.report.print')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{t('overview.report.title', { year })}</Title>
          <Text c="dimmed">{t('overview.report.generated', { time: formatDateTime(generatedAt) })}</Text>
        </Stack>
        <Brand />
      </Group>
      <QueryState
        query={overview}
        failed={reportMessages.failedOverview}
        formatMessage={overviewFormatMessage(overview.error)}
      >
        {({ categories }) => (
          <Stack gap="lg">
            <ReportSummary categories={categories} year={year} />
            <ReportMonthly categories={categories} year={year} />
          </Stack>
        )}
      </QueryState>
      <ReportTopConsignees year={year} />
      <ReportTopAgents year={year} />
      <ReportDescriptions year={year} />
      <ReportDetails year={year} />
    </Stack>
  );
}
