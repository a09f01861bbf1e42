import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/data-table';
import { LabelledValue } from '../../../components/labelled-value';
import { ResponsiveTable } from '../../../components/responsive-table';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDateTime } from '../../../lib/zoned-time';
import { type Delays, useRemoveDelay } from '../api/delays';
import { useDuration } from '../model/use-duration';
import { DelayDialog } from './delay-dialog';

type Delay = Delays['data'][number];
type DelayLabel = 'heading' | 'add' | 'empty' | 'totalLost' | 'reason' | 'notes' | 'fromTime' | 'toTime' | 'totalDelay';

/**
 * Spec 2.6 delays log: reason, notes, from, to and the time lost (one card per delay on a phone), the total time lost
 * above them where a phone shows it too, with the Add dialog.
 */
export function DelaysLog({ workOrderId, delays, locked }: { workOrderId: number; delays: Delays; locked: boolean }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const duration = useDuration();
  const [editing, setEditing] = useState<{ delay?: Delay } | null>(null);
  const [removing, setRemoving] = useState<Delay | null>(null);
  const remove = useRemoveDelay(workOrderId);
  const translate = useMessage();
  const label = (key: DelayLabel) => t(`operations.monitoring.delays.${key}`);
  const columns: Column<Delay>[] = [
    { key: 'reason', header: label('reason'), render: (delay) => delay.reason },
    {
      key: 'notes',
      header: label('notes'),
      render: (delay) => <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{delay.notes}</Text>,
    },
    { key: 'fromTime', header: label('fromTime'), render: (delay) => terminalDateTime(delay.fromTime, timeZone) },
    { key: 'toTime', header: label('toTime'), render: (delay) => terminalDateTime(delay.toTime, timeZone) },
    { key: 'totalDelay', header: label('totalDelay'), render: (delay) => duration(delay.totalDelay) },
  ];
  if (!locked) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      render: (delay) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            aria-label={t('operations.monitoring.delays.editNamed', { reason: delay.reason })}
            onClick={() => setEditing({ delay })}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('operations.monitoring.delays.removeNamed', { reason: delay.reason })}
            onClick={() => setRemoving(delay)}
          >
            {t('operations.monitoring.delays.remove')}
          </Button>
        </Group>
      ),
    });
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {label('heading')}
        </Title>
        {!locked && (
          <Button size="lg" leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
            {label('add')}
          </Button>
        )}
      </Group>
      {delays.data.length === 0 ? (
        <Text c="dimmed">{label('empty')}</Text>
      ) : (
        <>
          <Box component="dl" m={0}>
            <LabelledValue label={label('totalLost')}>{duration(delays.totalMinutes)}</LabelledValue>
          </Box>
          <ResponsiveTable
            columns={columns}
            rows={delays.data}
            rowKey={(delay) => delay.id}
            emptyText={label('empty')}
          />
        </>
      )}
      <DelayDialog
        workOrderId={workOrderId}
        delay={editing?.delay}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('operations.monitoring.delays.removeTitle')}
        message={t('operations.monitoring.delays.removeMessage', { reason: removing?.reason ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('operations.monitoring.delays.remove')}
        deletes
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => notifications.show({ color: 'green', message: t('operations.monitoring.delays.removed') }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: translate(errorMessage(error, t('operations.monitoring.delays.failed'))),
              }),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </Stack>
  );
}
