import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { operationMessages } from '@portside/contracts/operations';
import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { IconActivity, IconCheck, IconMessageForward, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { WorkOrderPage } from '../../../components/work-orders/work-order-page';
import { errorMessage } from '../../../lib/api-error';
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
  const [requesting, request] = useDisclosure(false);
  const titleOf = (order: WorkOrderDetail) => t('operations.draft.title', { number: order.number });
  return (
    <WorkOrderPage
      back={<BackButton to={operationPaths.vesselVisits()}>{t('operations.draft.back')}</BackButton>}
      failed={operationMessages.failedToLoadWorkOrder}
      title={titleOf}
      actions={(order) => (
        <>
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
          <RequestUpdateDialog workOrder={order} opened={requesting} onClose={request.close} />
        </>
      )}
      loadingItems={t('operations.draft.loadingItems')}
      items={(items, order) => <DraftItems items={items} title={titleOf(order)} />}
    />
  );
}
