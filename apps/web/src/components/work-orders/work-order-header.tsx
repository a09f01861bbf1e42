import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatDateTime } from '../../lib/format-date';
import { useFormatNumber } from '../../lib/format-number';
import { VesselVoyage } from './vessel-voyage';

/** The work order's vessel and header fields, then the totals of its items. */
export function WorkOrderHeader({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useTranslation('commercial');
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const format = useFormatNumber();
  const fields = [
    { label: t('workOrderView.vessel'), value: <VesselVoyage vessel={workOrder.vessel} /> },
    { label: t('workOrderView.shippingAgent'), value: workOrder.vessel.shippingAgent },
    { label: t('workOrderView.arrivalDate'), value: formatDate(workOrder.arrivalDate) },
    {
      label: t('workOrder.header.cargoClass'),
      value: t(`cargoClasses.${workOrder.cargoClass}`, { ns: 'translation' }),
    },
    { label: t('workOrderView.type'), value: workOrder.type },
    { label: t('workOrderView.owner'), value: workOrder.owner },
    { label: t('workOrderView.createdAt'), value: formatDateTime(workOrder.createdAt) },
  ];
  const totals = [
    { label: t('workOrderView.totalItems'), value: format.count(workOrder.itemCount) },
    { label: t('workOrderView.totalPackages'), value: format.count(workOrder.totalPackages) },
    { label: t('workOrderView.totalKg'), value: format.weight(workOrder.totalGrossWeight) },
    { label: t('workOrderView.totalCbm'), value: format.cbm(workOrder.totalCbm) },
  ];

  return (
    <>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('workOrderView.details')}>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.label}>
              <Table.Th w={180}>{field.label}</Table.Th>
              <Table.Td>{field.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {totals.map((total) => (
          <Paper key={total.label} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {total.label}
            </Text>
            <Text fw={700} fz="xl">
              {total.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
