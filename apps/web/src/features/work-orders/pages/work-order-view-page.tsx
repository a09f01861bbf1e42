import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import type { Item } from '@portside/contracts/work-orders';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { StatusBadge } from '../../../components/work-orders/status-badge';
import { UpdateRequestAlert } from '../../../components/work-orders/update-request-alert';
import { WorkOrderHeader } from '../../../components/work-orders/work-order-header';
import { WorkOrderItemsTable } from '../../../components/work-orders/work-order-items-table';
import { errorMessage } from '../../../lib/api-error';
import { missingWorkOrder, useWorkOrder, workOrderFailed } from '../../../lib/work-orders/get-work-order';
import { useWorkOrderItems, workOrderItemsFailed } from '../../../lib/work-orders/get-work-order-items';
import { ManifestCard } from '../components/manifest-card';
import { SubItemsPanel } from '../components/sub-items-panel';
import { workOrderPaths } from '../paths';

/** Each BL's vehicles (sub-items) in a table under its row. */
const vehiclesOf = (item: Item) =>
  item.subItems.length > 0 && (
    <SubItemsPanel blNo={item.blNo} subItems={item.subItems.map(({ id, ...sub }) => ({ key: String(id), ...sub }))} />
  );

/** Commercial: one work order read-only (spec 2.2 /work-orders/{id}): header, totals, manifest and items. */
export function WorkOrderViewPage() {
  const { t } = useTranslation('commercial');
  const id = Number(useParams().id);
  const workOrder = useWorkOrder(id);
  const items = useWorkOrderItems(id);

  const back = (
    <Button component={Link} to={workOrderPaths.list()} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('workOrderView.back')}
    </Button>
  );

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
          message={errorMessage(workOrder.error, workOrderFailed)}
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
          <Title order={2}>{t('workOrderView.title', { number: order.number })}</Title>
          <StatusBadge status={order.status} />
        </Group>
        <Group gap="sm">
          {back}
          {order.status === 'draft' && (
            <Button component={Link} to={workOrderPaths.edit({ id: order.id })} leftSection={<IconPencil size={16} />}>
              {t('workOrderView.edit')}
            </Button>
          )}
        </Group>
      </Group>
      <UpdateRequestAlert request={order.updateRequest} />
      <WorkOrderHeader workOrder={order} />
      <ManifestCard workOrder={order} />
      <Title order={3} size="h4">
        {t('workOrderView.items')}
      </Title>
      {items.isError ? (
        <RetryAlert
          message={errorMessage(items.error, workOrderItemsFailed)}
          retrying={items.isFetching}
          onRetry={() => items.refetch()}
        />
      ) : items.data ? (
        <WorkOrderItemsTable items={items.data} details={vehiclesOf} />
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label={t('workOrderView.loadingItems')} />
        </Center>
      )}
    </Stack>
  );
}
