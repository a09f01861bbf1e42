import { SimpleGrid, Table } from '@mantine/core';
import type { VisitReport } from '@portside/contracts/operations';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/labelled-value';
import { ReportSection } from '../../../components/report-table';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDateTime } from '../../../lib/zoned-time';

/** Who and what the statement is about: vessel, voyage, work order, agent and arrival. */
export function ReportParticulars({ report }: { report: VisitReport }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { workOrder } = report;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} component="dl" m={0} aria-label={t('operations.report.particulars')}>
      <LabelledValue label={t('operations.report.vessel')}>{workOrder.vessel.name}</LabelledValue>
      <LabelledValue label={t('operations.report.voyage')}>{workOrder.vessel.voyageNumber}</LabelledValue>
      <LabelledValue label={t('operations.report.workOrder')}>{workOrder.number}</LabelledValue>
      <LabelledValue label={t('operations.report.agent')}>{workOrder.vessel.shippingAgent}</LabelledValue>
      <LabelledValue label={t('operations.report.vesselType')}>{workOrder.vesselType}</LabelledValue>
      <LabelledValue label={t('operations.report.arrivalDate')}>{formatDate(workOrder.arrivalDate)}</LabelledValue>
    </SimpleGrid>
  );
}

/** The times of the visit in order, the berth, and the moves against the manifest (DOMAIN.md "Monitoring"). */
export function ReportEvents({ report }: { report: VisitReport }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const format = useFormatNumber();
  const { monitoring } = report;
  const at = (instant: string | null) =>
    instant ? terminalDateTime(instant, timeZone) : t('operations.report.notRecorded');
  const berth = [monitoring.berthLocation, monitoring.pier].filter(Boolean).join(', ');
  const events = [
    { label: t('operations.report.actualArrival'), value: at(monitoring.actualTimeOfArrival) },
    { label: t('operations.report.berthed'), value: at(monitoring.timeOfBerth) },
    { label: t('operations.report.berth'), value: berth || t('operations.report.notRecorded') },
    { label: t('operations.report.firstMove'), value: at(monitoring.firstMoveTime) },
    { label: t('operations.report.lastMove'), value: at(monitoring.lastMoveTime) },
    { label: t('operations.report.departure'), value: at(monitoring.timeOfDeparture) },
  ];
  const moves = [
    { label: t('operations.report.manifestedPackages'), value: format.count(monitoring.totalPackages) },
    { label: t('operations.report.totalMoves'), value: format.count(monitoring.totalMoves) },
    { label: t('operations.report.balanceToMove'), value: format.count(monitoring.balanceToMove) },
    {
      label: t('operations.report.movesPerHour'),
      value:
        monitoring.actualMovesPerHour === null
          ? t('operations.report.notRecorded')
          : format.measure(monitoring.actualMovesPerHour),
    },
    {
      label: t('operations.report.dischargedBls'),
      value: t('operations.report.ofBls', {
        discharged: format.count(monitoring.dischargedCount),
        total: format.count(monitoring.itemCount),
      }),
    },
  ];
  return (
    <ReportSection title={t('operations.report.events')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FactTable label={t('operations.report.times')} facts={events} />
        <FactTable label={t('operations.report.moves')} facts={moves} />
      </SimpleGrid>
    </ReportSection>
  );
}

function FactTable({ label, facts }: { label: string; facts: { label: string; value: string }[] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing={4} fz="sm" aria-label={label}>
      <Table.Tbody>
        {facts.map((fact) => (
          <Table.Tr key={fact.label}>
            <Table.Th w="50%">{fact.label}</Table.Th>
            <Table.Td>{fact.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
