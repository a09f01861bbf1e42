import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import type { PublicScheduleRow } from '@portside/contracts/operations';
import { defaultTimeZone } from '@portside/contracts/time-zone';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RetryAlert } from '../../../components/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, useFormatDate } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { usePublicSchedule } from '../api/get-public-schedule';
import { PublicLayout } from '../components/public-layout';

/**
 * Spec 2.9 public vessel schedule (/vessel and /vessel-schedule): the vessels being worked, all Ongoing, refreshed
 * every 30 s. A visitor cannot read the settings, so instants show in the terminal's default zone.
 */
export function PublicSchedulePage() {
  const { t, i18n } = useTranslation('homepage');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const formatDate = useFormatDate();
  const { cbm, count } = useFormatNumber();
  const instant = (value: string | null) => (value ? formatDateTime(value, locale, defaultTimeZone) : '—');
  // A category the terminal does not handle on this vessel has nothing to show.
  const left = (remaining: number, total: number) =>
    total > 0 ? t('schedule.remainingOf', { remaining: cbm(remaining), total: cbm(total) }) : '—';
  const schedule = usePublicSchedule();
  const columns: Column<PublicScheduleRow>[] = [
    { key: 'vessel', header: t('schedule.columns.vessel'), render: (row) => `${row.vesselName} ${row.voyageNumber}` },
    { key: 'arrival', header: t('schedule.columns.arrival'), render: (row) => formatDate(row.arrivalDate) },
    { key: 'packages', header: t('schedule.columns.packages'), render: (row) => count(row.packages) },
    { key: 'firstMove', header: t('schedule.columns.firstMove'), render: (row) => instant(row.firstMove) },
    {
      key: 'stevedoring',
      header: t('schedule.columns.stevedoring'),
      render: (row) => left(row.remainingStevedoring, row.totalStevedoring),
    },
    {
      key: 'arrastre',
      header: t('schedule.columns.arrastre'),
      render: (row) => left(row.remainingArrastre, row.totalArrastre),
    },
    { key: 'latestUpdate', header: t('schedule.columns.latestUpdate'), render: (row) => instant(row.latestUpdate) },
    {
      key: 'status',
      header: t('schedule.columns.status'),
      render: () => (
        <Badge color="yellow" variant="light" miw="max-content">
          {t('schedule.ongoing')}
        </Badge>
      ),
    },
  ];
  const failure =
    schedule.error instanceof ApiError
      ? t('schedule.failedWithStatus', { status: schedule.error.status })
      : t('schedule.failed');
  return (
    <PublicLayout>
      <Container size="lg" py="lg">
        <Stack>
          <Title order={1}>{t('schedule.title')}</Title>
          <Text c="dimmed">{t('schedule.intro')}</Text>
          {schedule.isError ? (
            <RetryAlert message={failure} retrying={schedule.isFetching} onRetry={() => schedule.refetch()} />
          ) : (
            <ResponsiveTable
              columns={columns}
              rows={schedule.data?.data ?? []}
              rowKey={(row) => `${row.vesselName} ${row.voyageNumber}`}
              emptyText={t('schedule.empty')}
              loading={schedule.isPending}
            />
          )}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
