import { Table, Text } from '@mantine/core';
import type { ProductivityLog } from '@portside/contracts/operations';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format-number';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDay } from '../../../lib/zoned-time';

/** Spec 2.6 productivity log: hour ranges as rows, a column per gang, totals per hour and per gang. */
export function ProductivityTable({ log }: { log: ProductivityLog }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const format = useFormatNumber();
  if (log.data.length === 0) {
    return <Text c="dimmed">{t('operations.monitoring.productivity.empty')}</Text>;
  }
  const moves = (value: number | undefined) => (value === undefined ? '' : format.count(value));
  return (
    <Table.ScrollContainer minWidth={320} maxHeight={480}>
      <Table striped withTableBorder withColumnBorders stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operations.monitoring.productivity.hour')}</Table.Th>
            {log.gangs.map((gang) => (
              <Table.Th key={gang} ta="end">
                {t('operations.monitoring.productivity.gang', { gang })}
              </Table.Th>
            ))}
            <Table.Th ta="end">{t('operations.monitoring.productivity.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.map((row) => (
            <Table.Tr key={row.hourStart}>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                {terminalDay(row.hourStart, timeZone)} {row.hourRange}
              </Table.Th>
              {log.gangs.map((gang) => (
                <Table.Td key={gang} ta="end">
                  {moves(row.gang[String(gang)])}
                </Table.Td>
              ))}
              <Table.Td ta="end" fw={600}>
                {format.count(row.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('operations.monitoring.productivity.totals')}</Table.Th>
            {log.gangs.map((gang) => (
              <Table.Th key={gang} ta="end">
                {moves(log.totals.gang[String(gang)])}
              </Table.Th>
            ))}
            <Table.Th ta="end">{format.count(log.totals.total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
