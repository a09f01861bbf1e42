import { Badge, Stack, Text } from '@mantine/core';
import type { WorkOrder } from '@portside/contracts/work-orders';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/format-date';
import type { Column } from '../data-table';
import { StatusBadge } from './status-badge';
import { VesselVoyage } from './vessel-voyage';

/** The sort keys of GET /work-orders that the work order lists offer (commercial's orders, operation's visits). */
export const workOrderSortKeys = ['number', 'vessel', 'arrivalDate', 'createdAt'] as const;

/**
 * The columns every list of work orders shows alike: number, vessel and voyage, arrival date and status badge, marked
 * "Sent back" with operation's note while its request for an update is open.
 */
export function useWorkOrderColumns() {
  const { t } = useTranslation('commercial');
  const formatDate = useFormatDate();
  return {
    number: {
      key: 'number',
      header: t('orders.number'),
      sortKey: 'number',
      render: (order) => <span style={{ whiteSpace: 'nowrap' }}>{order.number}</span>,
    },
    vessel: {
      key: 'vessel',
      header: t('orders.vessel'),
      sortKey: 'vessel',
      render: (order) => <VesselVoyage vessel={order.vessel} />,
    },
    arrivalDate: {
      key: 'arrivalDate',
      header: t('orders.arrivalDate'),
      sortKey: 'arrivalDate',
      render: (order) => formatDate(order.arrivalDate),
    },
    status: {
      key: 'status',
      header: t('orders.status'),
      render: (order) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={order.status} />
          {order.updateRequest && (
            <>
              <Badge color="orange" variant="outline" miw="max-content">
                {t('orders.sentBack')}
              </Badge>
              <Text size="xs" c="dimmed" lineClamp={2} maw={260} title={order.updateRequest.note}>
                {order.updateRequest.note}
              </Text>
            </>
          )}
        </Stack>
      ),
    },
  } satisfies Record<string, Column<WorkOrder>>;
}
