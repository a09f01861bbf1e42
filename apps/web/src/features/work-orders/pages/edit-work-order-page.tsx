import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type Item,
  type ItemsResponse,
  type WorkOrderDetail,
  workOrderMessages,
} from '@portside/contracts/work-orders';
import { IconDeviceFloppy, IconEye, IconLock } from '@tabler/icons-react';
import { useReducer, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { UpdateRequestAlert } from '../../../components/work-orders/update-request-alert';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { missingWorkOrder, useWorkOrder, workOrderFailed } from '../../../lib/work-orders/get-work-order';
import { useDraftItems, workOrderItemsFailed } from '../../../lib/work-orders/get-work-order-items';
import { useReplaceWorkOrderItems } from '../api/replace-work-order-items';
import { CargoClassSelect } from '../components/cargo-class-select';
import { ArrivalDateInput, ItemsEditor } from '../components/items-editor';
import { VesselHeader } from '../components/vessel-header';
import { type DraftFields, draftFieldsSchema } from '../model/header-fields';
import { rowFromItem, toItemInput } from '../model/item-rows';
import { itemTableReducer, tableOf } from '../model/item-table';
import { useRowProblems } from '../model/use-row-problems';
import { workOrderPaths } from '../paths';

const loadTable = (items: Item[]) => tableOf(items.map(rowFromItem));

/**
 * A draft's items in the Work Order page's table; Save changes sends the whole list back with the version the rows
 * were read at (a later refetch does not move it: the rows on screen are still the ones read then).
 */
function DraftEditor({ workOrder, draft }: { workOrder: WorkOrderDetail; draft: ItemsResponse }) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const form = useForm<DraftFields>({
    resolver: zodResolver(draftFieldsSchema),
    defaultValues: { arrivalDate: workOrder.arrivalDate, cargoClass: workOrder.cargoClass },
  });
  const [table, dispatch] = useReducer(itemTableReducer, draft.data, loadTable);
  const [version, setVersion] = useState(draft.version);
  const problems = useRowProblems(table.rows);
  const replace = useReplaceWorkOrderItems();
  // The rows as last loaded or saved: any other list (every change makes a new one) is unsaved work.
  const [savedRows, setSavedRows] = useState(table.rows);
  const guard = useUnsavedChangesGuard(table.rows !== savedRows || form.formState.isDirty);

  const save = form.handleSubmit(({ arrivalDate, cargoClass }) => {
    if (!problems.check() || replace.isPending) return;
    replace.mutate(
      { id: workOrder.id, version, arrivalDate, cargoClass, items: table.rows.map(toItemInput) },
      {
        onSuccess: (saved) => {
          const rows = saved.data.map(rowFromItem);
          setVersion(saved.version);
          dispatch({ type: 'load', rows });
          setSavedRows(rows);
          form.reset({ arrivalDate, cargoClass });
          notifications.show({ color: 'green', message: t('workOrder.edit.saved') });
        },
        onError: (error) => problems.refused(error, table.rows, workOrderMessages.submitFailed),
      },
    );
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <VesselHeader
          vessel={workOrder.vessel}
          fields={
            <>
              <ArrivalDateInput
                field={form.register('arrivalDate')}
                error={translate(form.formState.errors.arrivalDate?.message)}
              />
              <Controller
                control={form.control}
                name="cargoClass"
                render={({ field }) => <CargoClassSelect value={field.value} onChange={field.onChange} />}
              />
            </>
          }
        />
        <ItemsEditor
          table={table}
          dispatch={dispatch}
          problems={problems}
          submit={{
            label: t('workOrder.edit.save'),
            icon: <IconDeviceFloppy size={16} />,
            pending: replace.isPending,
          }}
        />
      </Stack>
      {guard.dialog}
    </form>
  );
}

/** /work-orders/{id}/edit: the items of a draft work order, edited with the same table and rules as a new one. */
export function EditWorkOrderPage() {
  const { t } = useTranslation('commercial');
  const id = Number(useParams().id);
  const workOrder = useWorkOrder(id);
  const items = useDraftItems(id);

  const missing = missingWorkOrder(id, workOrder.error);
  const failure = workOrder.isError
    ? { query: workOrder, message: errorMessage(workOrder.error, workOrderFailed) }
    : items.isError
      ? { query: items, message: errorMessage(items.error, workOrderItemsFailed) }
      : null;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('workOrder.edit.title', { number: workOrder.data?.number ?? '' })}</Title>
        {workOrder.data && (
          <Button
            component={Link}
            to={workOrderPaths.view({ id })}
            variant="default"
            leftSection={<IconEye size={16} />}
          >
            {t('workOrder.edit.view')}
          </Button>
        )}
      </Group>
      {workOrder.data && <UpdateRequestAlert request={workOrder.data.updateRequest} />}
      {missing ? (
        <FormErrorBanner message={missing} />
      ) : failure ? (
        <RetryAlert
          message={failure.message}
          retrying={failure.query.isFetching}
          onRetry={() => failure.query.refetch()}
        />
      ) : workOrder.data && workOrder.data.status !== 'draft' ? (
        <Alert color="gray" role="status" icon={<IconLock size={18} />} title={t('workOrder.edit.lockedTitle')}>
          {t('workOrder.edit.locked', { status: t(`orders.statuses.${workOrder.data.status}`) })}
        </Alert>
      ) : workOrder.data && items.data ? (
        <DraftEditor key={id} workOrder={workOrder.data} draft={items.data} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
