import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DelayBody, TallyBody } from '@portside/contracts/operations';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDateTime } from '../../../lib/zoned-time';
import { useHourLabel } from '../model/hour-label';
import { dropEntry, type QueuedEntry } from '../offline/entry-store';
import { useQueuedEntries } from '../offline/use-entries';
import { DelayDialog } from './delay-dialog';

type QueueLabel =
  | 'heading'
  | 'hint'
  | 'waiting'
  | 'refused'
  | 'failed'
  | 'fix'
  | 'drop'
  | 'dropTitle'
  | 'tallyAdd'
  | 'tallyTotal'
  | 'delay';

/**
 * The tallies and delays of this visit kept on this device and not recorded yet, in the order they go: each waiting
 * (sent when the connection returns), or refused with the server's sentence, for the clerk to fix (back into its
 * form) or drop.
 */
export function QueuedEntries({
  workOrderId,
  onFixTally,
}: {
  workOrderId: number;
  onFixTally: (body: TallyBody) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessage();
  const timeZone = useTimeZone();
  const hourLabel = useHourLabel();
  const entries = useQueuedEntries(workOrderId);
  const [fixingDelay, setFixingDelay] = useState<DelayBody | null>(null);
  const [dropping, setDropping] = useState<QueuedEntry | null>(null);
  const label = (key: QueueLabel, values?: Record<string, unknown>) => t(`operations.monitoring.queue.${key}`, values);

  const describe = (entry: QueuedEntry) =>
    entry.kind === 'tally'
      ? label(entry.body.add ? 'tallyAdd' : 'tallyTotal', {
          hour: hourLabel(entry.body.hourStart),
          gang: entry.body.gang,
          moves: entry.body.moves,
        })
      : label('delay', {
          from: terminalDateTime(entry.body.fromTime, timeZone),
          to: terminalDateTime(entry.body.toTime, timeZone),
          reason: entry.body.reason,
        });
  const fix = (entry: QueuedEntry) => {
    if (entry.kind === 'tally') onFixTally(entry.body);
    else setFixingDelay(entry.body);
    void dropEntry(entry.id);
  };

  return (
    <>
      {entries.length > 0 && (
        <Card withBorder padding="sm" role="region" aria-label={label('heading', { count: entries.length })}>
          <Stack gap="xs">
            <Group gap="xs">
              <IconCloudUpload size={20} aria-hidden />
              <Title order={3} size="h4">
                {label('heading', { count: entries.length })}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {label('hint')}
            </Text>
            {entries.map((entry) => (
              <Stack
                key={entry.id}
                gap={4}
                py={4}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm">{describe(entry)}</Text>
                  <Badge color={entry.refusal === undefined ? 'yellow' : 'red'} style={{ flexShrink: 0 }}>
                    {label(entry.refusal === undefined ? 'waiting' : 'refused')}
                  </Badge>
                </Group>
                {entry.refusal !== undefined && (
                  <Text size="sm" c="red" role="alert">
                    {entry.refusal ? translate(entry.refusal) : label('failed')}
                  </Text>
                )}
                <Group gap="xs">
                  {entry.refusal !== undefined && (
                    <Button size="sm" variant="light" mih={44} onClick={() => fix(entry)}>
                      {label('fix')}
                    </Button>
                  )}
                  <Button size="sm" variant="subtle" color="red" mih={44} onClick={() => setDropping(entry)}>
                    {label('drop')}
                  </Button>
                </Group>
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
      <DelayDialog
        workOrderId={workOrderId}
        draft={fixingDelay ?? undefined}
        opened={fixingDelay !== null}
        onClose={() => setFixingDelay(null)}
      />
      <ConfirmDialog
        opened={dropping !== null}
        title={label('dropTitle')}
        message={dropping ? describe(dropping) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={label('drop')}
        deletes
        onCancel={() => setDropping(null)}
        onConfirm={() => {
          if (dropping) void dropEntry(dropping.id);
          setDropping(null);
        }}
      />
    </>
  );
}
