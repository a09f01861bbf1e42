import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { missingWorkOrder, useWorkOrder, workOrderFailed } from '../api/get-work-order';
import { useWorkOrderItems, workOrderItemsFailed } from '../api/get-work-order-items';
import { ItemsReadTable } from '../components/items-read-table';
import { ManifestCard } from '../components/manifest-card';
import { StatusBadge } from '../components/status-badge';
import { WorkOrderHeader } from '../components/work-order-header';
import { workOrderPaths } from '../paths';

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
        <ItemsReadTable items={items.data} />
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label={t('workOrderView.loadingItems')} />
        </Center>
      )}
    </Stack>
  );
}
