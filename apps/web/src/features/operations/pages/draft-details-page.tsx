import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { operationMessages } from '@portside/contracts/operations';
import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { IconActivity, IconArrowLeft, IconCheck, IconMessageForward, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { StatusBadge } from '../../../components/work-orders/status-badge';
import { UpdateRequestAlert } from '../../../components/work-orders/update-request-alert';
import { WorkOrderHeader } from '../../../components/work-orders/work-order-header';
import { errorMessage } from '../../../lib/api-error';
import { missingWorkOrder, useWorkOrder } from '../../../lib/work-orders/get-work-order';
import { useWorkOrderItems, workOrderItemsFailed } from '../../../lib/work-orders/get-work-order-items';
import { useConfirmWorkOrder } from '../api/change-work-order-status';
import { DraftItems } from '../components/draft-items';
import { RequestUpdateDialog } from '../components/request-update-dialog';
import { operationPaths } from '../paths';

const confirmFailed = 'Failed to confirm the work order.';

/** Confirm (spec 2.6, made to work): a draft becomes final; the server's refusal shows in the dialog. */
function ConfirmDraft({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = useConfirmWorkOrder();
  const cancel = () => {
    confirm.reset();
    close();
  };
  return (
    <>
      <Button leftSection={<IconCheck size={16} />} onClick={open}>
        {t('operations.draft.confirm')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('operations.draft.confirmTitle')}
        message={t('operations.draft.confirmMessage', { number: workOrder.number })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('operations.draft.confirm')}
        loading={confirm.isPending}
        onCancel={cancel}
        onConfirm={() =>
          confirm.mutate(workOrder.id, {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: t('operations.draft.confirmed', { number: workOrder.number }),
              });
              close();
            },
          })
        }
      >
        <FormErrorBanner message={confirm.error && errorMessage(confirm.error, confirmFailed)} />
      </ConfirmDialog>
    </>
  );
}

/**
 * Operation: Draft Details (spec 2.6 /operations/work-orders/{id}/view and /operations/drafts/{id}): the vessel, the
 * read-only BLs with a full-screen view, Confirm for a draft and Request Update until the visit is completed.
 */
export function DraftDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const workOrder = useWorkOrder(id);
  const items = useWorkOrderItems(id);
  const [requesting, request] = useDisclosure(false);

  const back = (
    <Button
      component={Link}
      to={operationPaths.vesselVisits()}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('operations.draft.back')}
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
          message={errorMessage(workOrder.error, operationMessages.failedToLoadWorkOrder)}
          retrying={workOrder.isFetching}
          onRetry={() => workOrder.refetch()}
        />
        <Group>{back}</Group>
      </Stack>
    );
  }
  if (!workOrder.data) return <PageLoader />;

  const order = workOrder.data;
  const title = t('operations.draft.title', { number: order.number });
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{title}</Title>
          <StatusBadge status={order.status} />
        </Group>
        <Group gap="sm">
          {back}
          <Button
            component={Link}
            to={operationPaths.monitoring({ id: order.id })}
            variant="default"
            leftSection={<IconActivity size={16} />}
          >
            {t('operations.draft.monitor')}
          </Button>
          <Button
            component={Link}
            to={operationPaths.report({ id: order.id })}
            variant="default"
            leftSection={<IconReportAnalytics size={16} />}
          >
            {t('operations.draft.report')}
          </Button>
          {(order.status === 'draft' || order.status === 'final') && (
            <Button variant="light" leftSection={<IconMessageForward size={16} />} onClick={request.open}>
              {t('operations.draft.requestUpdate')}
            </Button>
          )}
          {order.status === 'draft' && <ConfirmDraft workOrder={order} />}
        </Group>
      </Group>
      <UpdateRequestAlert request={order.updateRequest} />
      <WorkOrderHeader workOrder={order} />
      {items.isError ? (
        <RetryAlert
          message={errorMessage(items.error, workOrderItemsFailed)}
          retrying={items.isFetching}
          onRetry={() => items.refetch()}
        />
      ) : items.data ? (
        <DraftItems items={items.data} title={title} />
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label={t('operations.draft.loadingItems')} />
        </Center>
      )}
      <RequestUpdateDialog workOrder={order} opened={requesting} onClose={request.close} />
    </Stack>
  );
}
