import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ScheduleRow, type VisitStatus, visitStatuses } from '@portside/contracts/operations';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { useFormatDateTime } from '../../../lib/format-date';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useVesselSchedule } from './api/get-vessel-schedule';
import { ScheduleVisits } from './schedule-visits';

type Filter = 'all' | VisitStatus;

/** The filter in the URL (`?status=ongoing`), so a reload or a shared link shows the same visits; else All. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const filter: Filter = visitStatuses.find((status) => status === value) ?? 'all';
  const setFilter = (next: Filter) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 'all') changed.delete('status');
      else changed.set('status', next);
      return changed;
    });
  return [filter, setFilter] as const;
}

/** Spec 2.8 vessel schedule dashboard: the visits by state, refreshed every 30 s and on demand. */
export function VesselSchedulePage() {
  const { t } = useTranslation('dashboard');
  const small = useSmallScreen();
  const formatDateTime = useFormatDateTime();
  const schedule = useVesselSchedule();
  const [filter, setFilter] = useStatusFilter();
  const groups = schedule.data;
  const rows: ScheduleRow[] = groups
    ? filter === 'all'
      ? visitStatuses.flatMap((status) => groups[status])
      : groups[filter]
    : [];
  const count = (status: VisitStatus) => (groups ? ` (${groups[status].length})` : '');
  const failure =
    schedule.error instanceof ApiError
      ? t('vesselSchedule.failedWithStatus', { status: schedule.error.status })
      : t('vesselSchedule.failed');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('vesselSchedule.title')}</Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={schedule.isFetching}
          onClick={() => schedule.refetch()}
        >
          {t('vesselSchedule.refresh')}
        </Button>
      </Group>
      <Group justify="space-between" align="center">
        <SegmentedControl
          aria-label={t('vesselSchedule.filter')}
          orientation={small ? 'vertical' : 'horizontal'}
          fullWidth={small}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'all', label: t('vesselSchedule.all') },
            ...visitStatuses.map((status) => ({
              value: status,
              label: `${t(`vesselSchedule.statuses.${status}`)}${count(status)}`,
            })),
          ]}
        />
        {groups && (
          <Text size="sm" c="dimmed">
            {t('vesselSchedule.updatedAt', { time: formatDateTime(groups.generatedAt) })}
          </Text>
        )}
      </Group>
      {schedule.isError ? (
        <RetryAlert message={failure} retrying={schedule.isFetching} onRetry={() => schedule.refetch()} />
      ) : (
        <ScheduleVisits rows={rows} loading={schedule.isPending} />
      )}
    </Stack>
  );
}
