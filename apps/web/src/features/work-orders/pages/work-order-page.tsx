import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ConvertPdfResponse } from '@portside/contracts/manifests';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useReducer, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { usePickedVessel } from '../../../lib/vessels/vessel-options';
import { useSubmitWorkOrder } from '../api/submit-work-order';
import { CargoClassSelect } from '../components/cargo-class-select';
import { ArrivalDateInput, ItemsEditor } from '../components/items-editor';
import { LayoutNotice } from '../components/layout-notice';
import { ManifestUpload } from '../components/manifest-upload';
import { ManifestWarnings } from '../components/manifest-warnings';
import { StatusChoice } from '../components/status-choice';
import { TeachLayout } from '../components/teach-layout';
import { VesselHeader } from '../components/vessel-header';
import { type NewWorkOrderFields, newWorkOrderFieldsSchema } from '../model/header-fields';
import { rowFromParsed, toItemInput, unlikeBls } from '../model/item-rows';
import { itemTableReducer, tableOf } from '../model/item-table';
import { defaultArrivalDate, totalsDifferences } from '../model/manifest';
import { useRowProblems } from '../model/use-row-problems';
import { workOrderPaths } from '../paths';

const resolver = zodResolver(newWorkOrderFieldsSchema) as Resolver<NewWorkOrderFields, unknown, NewWorkOrderFields>;

/** Commercial's Work Order page (spec 2.5, 4): a PDF manifest becomes a draft work order with its items. */
export function WorkOrderPage() {
  const { t } = useTranslation('commercial');
  const { t: tc } = useTranslation();
  const translate = useMessage();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const form = useForm<NewWorkOrderFields>({
    resolver,
    defaultValues: {
      vesselId: null,
      arrivalDate: defaultArrivalDate(null, timeZone),
      cargoClass: 'import',
      status: 'draft',
    },
  });
  const vesselId = useWatch({ control: form.control, name: 'vesselId' });
  const vessel = usePickedVessel(vesselId);
  // The vessel the manifest was read for: what the reader said of that visit holds for it only.
  const [manifest, setManifest] = useState<{ file: File; parsed: ConvertPdfResponse; vesselId: number | null } | null>(
    null,
  );
  const [table, dispatch] = useReducer(itemTableReducer, [], tableOf);
  // The clerk opened the column pickers of a file whose rows were read.
  const [teaching, setTeaching] = useState(false);
  const layout = manifest?.parsed.layout ?? null;
  // A table found by its shape whose columns no label named: the pickers are all there is to show.
  const unnamed = manifest !== null && manifest.parsed.data.length === 0 && layout !== null;
  const problems = useRowProblems(table.rows);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitWorkOrder();
  const { errors } = form.formState;
  // A parsed table is work: it is not kept anywhere else (decisions.md), so leaving asks first.
  const guard = useUnsavedChangesGuard(manifest !== null);
  const warnings = manifest && (
    <ManifestWarnings
      vessel={vessel}
      printed={manifest.parsed.header}
      blsOnOtherWorkOrders={manifest.parsed.blsOnOtherWorkOrders}
      totalsDiffer={totalsDifferences(manifest.parsed.documentTotals, table.rows)}
      visitWorkOrders={manifest.vesselId === vesselId ? manifest.parsed.visitWorkOrders : []}
      unlikeBls={unlikeBls(table.rows)}
    />
  );

  const load = (result: ConvertPdfResponse, file: File, readFor: number | null) => {
    dispatch({ type: 'load', rows: result.data.map(rowFromParsed) });
    setManifest({ file, parsed: result, vesselId: readFor });
    setTeaching(false);
    form.setValue('arrivalDate', defaultArrivalDate(result.header, timeZone));
    problems.clear();
  };

  const check = form.handleSubmit(() => {
    if (problems.check()) setConfirming(true);
  });

  // The dialog closes on the first click, and the Submit button waits for the answer: one work order per submit.
  const send = () => {
    setConfirming(false);
    const { vesselId: chosen, arrivalDate, cargoClass, status } = form.getValues();
    if (!manifest || chosen === null || submit.isPending) return;
    submit.mutate(
      {
        vesselId: chosen,
        arrivalDate,
        cargoClass,
        status,
        manifest: manifest.file,
        items: table.rows.map(toItemInput),
      },
      {
        onSuccess: (workOrder) => {
          notifications.show({ color: 'green', message: translate(workOrderMessages.submitted) });
          guard.release();
          navigate(workOrderPaths.view({ id: workOrder.id }));
        },
        onError: (error) => problems.refused(error, table.rows, workOrderMessages.createFailed),
      },
    );
  };

  return (
    <Stack>
      <Title order={2}>{t('workOrder.title')}</Title>
      {guard.discarded && !manifest && (
        <Alert color="blue" role="status" icon={<IconInfoCircle size={18} />}>
          {t('workOrder.discarded')}
        </Alert>
      )}
      <ManifestUpload
        control={form.control}
        vesselId={vesselId}
        vesselError={translate(errors.vesselId?.message)}
        rowsOnPage={manifest ? table.rows.length : 0}
        onParsed={(result, file) => load(result, file, vesselId)}
        onRefused={() => {
          dispatch({ type: 'load', rows: [] });
          setManifest(null);
          setTeaching(false);
          problems.clear();
        }}
      />
      {manifest?.vesselId != null && layout && (unnamed || teaching) && (
        <TeachLayout
          // A new reading starts from its own columns.
          key={`${layout.signature} ${layout.remembered}`}
          layout={layout}
          vesselId={manifest.vesselId}
          file={manifest.file}
          rowsOnPage={unnamed ? 0 : table.rows.length}
          onRead={(result) => load(result, manifest.file, manifest.vesselId)}
          onClose={unnamed ? undefined : () => setTeaching(false)}
        />
      )}
      {manifest && !unnamed && (
        <form onSubmit={check} noValidate>
          <Stack>
            <VesselHeader
              vessel={vessel}
              printed={manifest.parsed.header}
              warnings={warnings}
              fields={
                <>
                  <ArrivalDateInput
                    field={form.register('arrivalDate')}
                    error={translate(errors.arrivalDate?.message)}
                  />
                  <Controller
                    control={form.control}
                    name="cargoClass"
                    render={({ field }) => <CargoClassSelect value={field.value} onChange={field.onChange} />}
                  />
                </>
              }
            />
            <Text size="sm" c="dimmed">
              {t('workOrder.parsed', { file: manifest.file.name, count: table.rows.length })}
            </Text>
            {!teaching && <LayoutNotice layout={layout} onTeach={() => setTeaching(true)} />}
            <StatusChoice control={form.control} />
            <ItemsEditor
              table={table}
              dispatch={dispatch}
              problems={problems}
              submit={{ label: t('workOrder.submit'), icon: <IconSend size={16} />, pending: submit.isPending }}
            />
          </Stack>
        </form>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('workOrder.confirmTitle')}
        message={t('workOrder.confirmMessage')}
        cancelLabel={tc('common.cancel')}
        confirmLabel={t('workOrder.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      >
        <Text size="sm">
          {t('workOrder.status.created', { status: t(`orders.statuses.${form.getValues('status')}`) })}
        </Text>
        {warnings}
      </ConfirmDialog>
      {guard.dialog}
    </Stack>
  );
}
