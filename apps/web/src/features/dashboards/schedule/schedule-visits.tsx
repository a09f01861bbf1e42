import { Anchor, Group, Progress, Text } from '@mantine/core';
import type { ScheduleRow } from '@portside/contracts/operations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useFormatDate, useFormatDateTime } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { operationPaths } from '../../operations/paths';
import { VisitStatusBadge } from './visit-status-badge';

const vesselLabel = (row: ScheduleRow) => `${row.vesselName} ${row.voyageNumber}`;

/** The nine columns of spec 2.8, in its order; a missing value is a dash. */
function useColumns(): Column<ScheduleRow>[] {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const { percent } = useFormatNumber();
  const instant = (value: string | null) => (value ? formatDateTime(value) : '—');
  const share = (value: number | null) => (value === null ? '—' : percent(value));
  return [
    {
      key: 'vessel',
      header: t('vesselSchedule.columns.vessel'),
      // The visit's statement of facts and outturn; a supervisor reopens a completed visit there.
      render: (row) => (
        <Anchor component={Link} to={operationPaths.report({ id: row.workOrderId })}>
          {vesselLabel(row)}
        </Anchor>
      ),
    },
    { key: 'arrival', header: t('vesselSchedule.columns.arrival'), render: (row) => formatDate(row.arrivalDate) },
    { key: 'firstMove', header: t('vesselSchedule.columns.firstMove'), render: (row) => instant(row.firstMove) },
    { key: 'berth', header: t('vesselSchedule.columns.berth'), render: (row) => row.berthLocation ?? '—' },
    {
      key: 'progress',
      header: t('vesselSchedule.columns.progress'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Progress.Root w={72} size="md">
            <Progress.Section
              value={row.percentDone}
              color={row.percentDone >= 100 ? 'green' : 'blue'}
              aria-label={t('vesselSchedule.progressOf', { vessel: vesselLabel(row) })}
            />
          </Progress.Root>
          <Text size="sm">{percent(row.percentDone)}</Text>
        </Group>
      ),
    },
    {
      key: 'stevedoring',
      header: t('vesselSchedule.columns.stevedoring'),
      render: (row) => share(row.stevedoringPercent),
    },
    { key: 'arrastre', header: t('vesselSchedule.columns.arrastre'), render: (row) => share(row.arrastrePercent) },
    {
      key: 'departure',
      header: t('vesselSchedule.columns.departure'),
      render: (row) => instant(row.timeOfDeparture),
    },
    {
      key: 'status',
      header: t('vesselSchedule.columns.status'),
      render: (row) => <VisitStatusBadge status={row.status} />,
    },
  ];
}

/** The visits as the table of spec 2.8, or as one card each on a small screen. */
export function ScheduleVisits({ rows, loading }: { rows: ScheduleRow[]; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <ResponsiveTable
      columns={useColumns()}
      rows={rows}
      rowKey={(row) => row.workOrderId}
      emptyText={t('vesselSchedule.empty')}
      loading={loading}
    />
  );
}
