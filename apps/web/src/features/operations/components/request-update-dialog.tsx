import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type RequestUpdateBody, requestUpdateBodySchema } from '@portside/contracts/operations';
import type { WorkOrder } from '@portside/contracts/work-orders';
import { useTranslation } from 'react-i18next';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { useMessage } from '../../../lib/messages';
import { useRequestUpdate } from '../api/change-work-order-status';

const requestFailed = 'Failed to send the update request.';
const fields = ['note'] as const;
const empty = { note: '' };

type RequestUpdateDialogProps = { workOrder: Pick<WorkOrder, 'id' | 'number'>; opened: boolean; onClose: () => void };

/** Request Update (spec 2.6): the work order goes back to commercial with a note they must act on. */
export function RequestUpdateDialog({ workOrder, opened, onClose }: RequestUpdateDialogProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const requestUpdate = useRequestUpdate();
  return (
    <RegistryFormModal<RequestUpdateBody, RequestUpdateBody, WorkOrder>
      opened={opened}
      title={t('operations.draft.requestUpdateTitle', { number: workOrder.number })}
      schema={requestUpdateBodySchema}
      values={empty}
      fields={fields}
      failureMessage={requestFailed}
      submitLabel={t('operations.draft.send')}
      saving={requestUpdate.isPending}
      save={(body, callbacks) => requestUpdate.mutate({ id: workOrder.id, ...body }, callbacks)}
      onClose={onClose}
      onSaved={() => {
        notifications.show({ color: 'green', message: t('operations.draft.updateRequested') });
        onClose();
      }}
    >
      {(form) => (
        <Textarea
          label={t('operations.draft.note')}
          description={t('operations.draft.noteHelp')}
          required
          rows={4}
          resize="vertical"
          maxLength={1000}
          {...form.register('note')}
          error={translate(form.formState.errors.note?.message)}
        />
      )}
    </RegistryFormModal>
  );
}
