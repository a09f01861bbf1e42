import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { operationMessages } from '@portside/contracts/operations';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { Brand } from '../../../components/brand';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { missingWorkOrder } from '../../../lib/work-orders/get-work-order';
import type { CurrentUser } from '../../auth/api/get-me';
import { authKeys } from '../../auth/api/keys';
import { useVisitReport } from '../api/get-visit-report';
import { useReopenVisit } from '../api/reopen-visit';
import { ReportEvents, ReportParticulars } from '../components/report-facts';
import {
  ReportCategories,
  ReportDelays,
  ReportOutturn,
  ReportPrinted,
  ReportProductivity,
} from '../components/report-work';
import { operationPaths } from '../paths';
import '../../../components/printed-report.css';
import './visit-report.css';
import { scheduleDashboardPath } from '../../../lib/paths';

/**
 * Operation: the report of one visit (/reports/operations/{id}): the statement of facts (times, delays, moves by hour
 * and gang, CBM by category) and the outturn of its BLs, laid out to print on A4. The dashboards' readers open it from
 * the vessel schedule; a supervisor reopens a completed visit here, with a reason, so that operation corrects it.
 */
export function VisitReportPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const report = useVisitReport(id);
  const role = useQueryClient().getQueryData<CurrentUser>(authKeys.me())?.role;
  const reopen = useReopenVisit(id);
  const [reopening, setReopening] = useState(false);

  // Operation came from the visit's details; the dashboards' readers from the vessel schedule.
  const back =
    role === 'operation' ? (
      <BackButton to={operationPaths.draftDetails({ id })}>{t('operations.report.back')}</BackButton>
    ) : (
      <BackButton to={scheduleDashboardPath()}>{t('operations.report.backToSchedule')}</BackButton>
    );

  const missing = missingWorkOrder(id, report.error);
  if (missing) {
    return (
      <Stack align="flex-start">
        <FormErrorBanner message={missing} />
        <Button component={Link} to={operationPaths.vesselVisits()} variant="default">
          {t('operations.draft.back')}
        </Button>
      </Stack>
    );
  }
  if (report.isError) {
    return (
      <Stack>
        <RetryAlert
          message={errorMessage(report.error, operationMessages.failedToLoadWorkOrder)}
          retrying={report.isFetching}
          onRetry={() => report.refetch()}
        />
        <Group>{back}</Group>
      </Stack>
    );
  }
  if (!report.data) return <PageLoader />;

  const visit = report.data;
  return (
    <Stack className="printed-report visit-report" gap="lg">
      <Group justify="flex-end" className="no-print">
        {back}
        {role === 'supervisor' && visit.workOrder.status === 'completed' && !visit.monitoring.reopenedAt && (
          <Button variant="light" color="red" onClick={() => setReopening(true)}>
            {t('operations.report.reopen')}
          </Button>
        )}
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('operations.report.print')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{t('operations.report.title')}</Title>
          <Text c="dimmed">
            {t('operations.report.subtitle', {
              vessel: visit.workOrder.vessel.name,
              voyage: visit.workOrder.vessel.voyageNumber,
            })}
          </Text>
        </Stack>
        <Brand />
      </Group>
      <ReportParticulars report={visit} />
      <ReportEvents report={visit} />
      <ReportDelays delays={visit.delays} />
      <ReportProductivity productivity={visit.productivity} />
      <ReportCategories categories={visit.categories} />
      <ReportOutturn outturn={visit.outturn} />
      <ReportPrinted at={new Date(report.dataUpdatedAt).toISOString()} />
      <ReasonDialog
        opened={reopening}
        title={t('operations.report.reopenTitle')}
        message={t('operations.report.reopenMessage')}
        confirmLabel={t('operations.report.reopen')}
        failureMessage={t('operations.report.reopenFailed')}
        saving={reopen.isPending}
        submit={(body, callbacks) =>
          reopen.mutate(body, {
            onSuccess: () => {
              callbacks.onSuccess();
              notifications.show({ color: 'green', message: t('operations.report.reopened') });
            },
            onError: callbacks.onError,
          })
        }
        onClose={() => setReopening(false)}
      />
    </Stack>
  );
}
