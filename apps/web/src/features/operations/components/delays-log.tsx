import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDateTime } from '../../../lib/zoned-time';
import type { Delays } from '../api/delays';
import { useDuration } from '../model/use-duration';
import { DelayDialog } from './delay-dialog';

/** Spec 2.6 delays log: reason, notes, from, to and the time lost, with the Add dialog. */
export function DelaysLog({ workOrderId, delays }: { workOrderId: number; delays: Delays }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const duration = useDuration();
  const [adding, setAdding] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('operations.monitoring.delays.heading')}
        </Title>
        <Button size="lg" leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
          {t('operations.monitoring.delays.add')}
        </Button>
      </Group>
      {delays.data.length === 0 ? (
        <Text c="dimmed">{t('operations.monitoring.delays.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} maxHeight={480}>
          <Table striped withTableBorder stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operations.monitoring.delays.reason')}</Table.Th>
                <Table.Th>{t('operations.monitoring.delays.notes')}</Table.Th>
                <Table.Th>{t('operations.monitoring.delays.fromTime')}</Table.Th>
                <Table.Th>{t('operations.monitoring.delays.toTime')}</Table.Th>
                <Table.Th ta="end">{t('operations.monitoring.delays.totalDelay')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {delays.data.map((delay) => (
                <Table.Tr key={delay.id}>
                  <Table.Td>{delay.reason}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{delay.notes}</Table.Td>
                  <Table.Td>{terminalDateTime(delay.fromTime, timeZone)}</Table.Td>
                  <Table.Td>{terminalDateTime(delay.toTime, timeZone)}</Table.Td>
                  <Table.Td ta="end">{duration(delay.totalDelay)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4} scope="row">
                  {t('operations.monitoring.delays.totalLost')}
                </Table.Th>
                <Table.Th ta="end">{duration(delays.totalMinutes)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      <DelayDialog workOrderId={workOrderId} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
