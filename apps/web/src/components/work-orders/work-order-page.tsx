import { Center, Group, Loader, Stack, Title } from '@mantine/core';
import type { Item, WorkOrderDetail } from '@portside/contracts/work-orders';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/api-error';
import { missingWorkOrder, useWorkOrder } from '../../lib/work-orders/get-work-order';
import { useWorkOrderItems, workOrderItemsFailed } from '../../lib/work-orders/get-work-order-items';
import { FormErrorBanner } from '../form-error-banner';
import { PageLoader } from '../page-loader';
import { RetryAlert } from '../retry-alert';
import { StatusBadge } from './status-badge';
import { UpdateRequestAlert } from './update-request-alert';
import { WorkOrderHeader } from './work-order-header';

type WorkOrderPageProps = {
  /** The way back to the list: beside the title, and under why the work order cannot be shown. */
  back: ReactNode;
  /** The sentence when the work order cannot be read (spec 8). */
  failed: string;
  title: (order: WorkOrderDetail) => string;
  /** The page's buttons after Back. */
  actions: (order: WorkOrderDetail) => ReactNode;
  /** What stands between the work order's header and its items (the stored manifest, a heading). */
  above?: (order: WorkOrderDetail) => ReactNode;
  /** The accessible name of the loader shown while the items are read. */
  loadingItems: string;
  items: (items: Item[], order: WorkOrderDetail) => ReactNode;
};

/**
 * One work order of the address's id read-only (commercial's view, operation's Draft Details): its title, status
 * and buttons, the open update request, its header, then its items; or why it cannot be shown, with the way back.
 * The work order and its items are read at once.
 */
export function WorkOrderPage({ back, failed, title, actions, above, loadingItems, items }: WorkOrderPageProps) {
  const id = Number(useParams().id);
  const workOrder = useWorkOrder(id);
  const workOrderItems = useWorkOrderItems(id);

  const missing = missingWorkOrder(id, workOrder.error);
  if (missing) {
    return (
      <Stack align="flex-start">
        <FormErrorBanner message={missing} />
        {back}
      </Stack>
    );
  }
  if (workOrder.isError) {
    return (
      <Stack>
        <RetryAlert
          message={errorMessage(workOrder.error, failed)}
          retrying={workOrder.isFetching}
          onRetry={() => workOrder.refetch()}
        />
        <Group>{back}</Group>
      </Stack>
    );
  }
  if (!workOrder.data) return <PageLoader />;

  const order = workOrder.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{title(order)}</Title>
          <StatusBadge status={order.status} />
        </Group>
        <Group gap="sm">
          {back}
          {actions(order)}
        </Group>
      </Group>
      <UpdateRequestAlert request={order.updateRequest} />
      <WorkOrderHeader workOrder={order} />
      {above?.(order)}
      {workOrderItems.isError ? (
        <RetryAlert
          message={errorMessage(workOrderItems.error, workOrderItemsFailed)}
          retrying={workOrderItems.isFetching}
          onRetry={() => workOrderItems.refetch()}
        />
      ) : workOrderItems.data ? (
        items(workOrderItems.data, order)
      ) : (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={loadingItems} />
        </Center>
      )}
    </Stack>
  );
}
