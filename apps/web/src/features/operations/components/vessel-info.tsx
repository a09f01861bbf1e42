import { Card, SimpleGrid } from '@mantine/core';
import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/labelled-value';

/** Spec 2.6: the read-only vessel of the monitored visit. */
export function VesselInfo({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
        <LabelledValue label={t('operations.monitoring.vessel.name')}>{workOrder.vessel.name}</LabelledValue>
        <LabelledValue label={t('operations.monitoring.vessel.voyage')}>{workOrder.vessel.voyageNumber}</LabelledValue>
        <LabelledValue label={t('operations.monitoring.vessel.workOrder')}>
          {/* Isolated, so "#311" keeps its order inside a right-to-left page. */}
          <bdi>{t('operations.monitoring.vessel.workOrderValue', { id: workOrder.id, number: workOrder.number })}</bdi>
        </LabelledValue>
        <LabelledValue label={t('operations.monitoring.vessel.shippingAgent')}>
          {workOrder.vessel.shippingAgent}
        </LabelledValue>
      </SimpleGrid>
    </Card>
  );
}
