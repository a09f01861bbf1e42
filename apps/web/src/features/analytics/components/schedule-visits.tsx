import { Card, Center, Group, Loader, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ScheduleRow } from '@portside/contracts/operations';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { useFormatDate, useFormatDateTime } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { VisitStatusBadge } from './visit-status-badge';

type Field = { key: string; label: string; render: (row: ScheduleRow) => ReactNode };

/** The nine fields of spec 2.8, in its order; a missing value is a dash. */
function useFields(): Field[] {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const { percent } = useFormatNumber();
  const instant = (value: string | null) => (value ? formatDateTime(value) : '—');
  const share = (value: number | null) => (value === null ? '—' : percent(value));
  return [
    { key: 'vessel', label: t('vesselSchedule.columns.vessel'), render: (row) => vesselLabel(row) },
    { key: 'arrival', label: t('vesselSchedule.columns.arrival'), render: (row) => formatDate(row.arrivalDate) },
    { key: 'firstMove', label: t('vesselSchedule.columns.firstMove'), render: (row) => instant(row.firstMove) },
    { key: 'berth', label: t('vesselSchedule.columns.berth'), render: (row) => row.berthLocation ?? '—' },
    {
      key: 'progress',
      label: t('vesselSchedule.columns.progress'),
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
      label: t('vesselSchedule.columns.stevedoring'),
      render: (row) => share(row.stevedoringPercent),
    },
    { key: 'arrastre', label: t('vesselSchedule.columns.arrastre'), render: (row) => share(row.arrastrePercent) },
    { key: 'departure', label: t('vesselSchedule.columns.departure'), render: (row) => instant(row.timeOfDeparture) },
    {
      key: 'status',
      label: t('vesselSchedule.columns.status'),
      render: (row) => <VisitStatusBadge status={row.status} />,
    },
  ];
}

const vesselLabel = (row: ScheduleRow) => `${row.vesselName} ${row.voyageNumber}`;

type ScheduleVisitsProps = { rows: ScheduleRow[]; loading: boolean; cards: boolean };

/** The visits as the table of spec 2.8, or as one card each on a small screen. */
export function ScheduleVisits({ rows, loading, cards }: ScheduleVisitsProps) {
  const { t } = useTranslation('dashboard');
  const fields = useFields();
  const empty = t('vesselSchedule.empty');
  if (!cards) {
    const columns: Column<ScheduleRow>[] = fields.map(({ key, label, render }) => ({ key, header: label, render }));
    return (
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.workOrderId} emptyText={empty} loading={loading} />
    );
  }
  if (loading) {
    return (
      <Center py="sm">
        <Loader size="sm" />
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center">
        {empty}
      </Text>
    );
  }
  const [vessel, ...details] = fields;
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Card key={row.workOrderId} withBorder padding="md" radius="md" component="article">
          <Text fw={700} mb="xs">
            {vessel?.render(row)}
          </Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            {details.map((field) => (
              <Stack key={field.key} gap={0}>
                <Text size="xs" c="dimmed">
                  {field.label}
                </Text>
                <Text size="sm" component="div">
                  {field.render(row)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
