import {
  Alert,
  Anchor,
  Center,
  Group,
  Input,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type BillingInvoiceBody,
  type BillingInvoiceDetail,
  billingMessages,
  type InvoiceKind,
  invoiceKinds,
  type StorageInvoiceBody,
  vatTreatments,
} from '@portside/contracts/billing';
import { clearanceMessages } from '@portside/contracts/clearances';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlConsigneePanel } from '../../../components/bl-consignee/bl-consignee-panel';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { RetryAlert } from '../../../components/retry-alert';
import { SearchSelect } from '../../../components/server-select';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { useVesselItems } from '../../../lib/vessels/get-vessel-items';
import { useCreateBillingInvoice } from '../api/create-billing-invoice';
import { useBillingVessels } from '../api/get-vessel-options';
import { billingInvoiceKeys } from '../api/keys';
import { useCreateStorageInvoice } from '../api/storage-invoices';
import { type InvoiceOutput, type InvoiceValues, invoiceResolver } from '../model/invoice-values';
import { filterInvoiceItems } from '../model/invoiced-item';
import { billingPaths } from '../paths';
import { InvoiceItemsTable } from './invoice-items-table';
import { InvoicePreview } from './invoice-preview';
import { StoragePreview } from './storage-preview';
import { StorageWaiverFields } from './storage-waiver-fields';

/**
 * Create billing invoice (spec 2.7): the vessel by name and voyage, the BL search over its BLs (the last one found is
 * the invoiced BL, marked in the table), the invoice number, the date issued and the VAT treatment. The server prices
 * it; once created, its printed page is a link away.
 */
export function BillingInvoiceForm() {
  const { t } = useTranslation('billing');
  const translate = useMessage();
  const createInvoice = useCreateBillingInvoice();
  const createStorage = useCreateStorageInvoice();
  const today = new Date().toLocaleDateString('en-CA', { timeZone: useTimeZone() });
  const form = useForm<InvoiceValues, unknown, InvoiceOutput>({
    resolver: invoiceResolver,
    defaultValues: {
      kind: 'handling',
      vesselId: null,
      itemId: undefined,
      invoiceNumber: '',
      billingDate: today,
      vatTreatment: 'vatable',
      storageTo: today,
      waivedDays: '',
      waivedAmount: '',
      waiverReason: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const [kind, vesselId, invoiceNumber, billingDate, vatTreatment] = useWatch({
    control: form.control,
    name: ['kind', 'vesselId', 'invoiceNumber', 'billingDate', 'vatTreatment'],
  });
  const [storageTo, waivedDays, waivedAmount] = useWatch({
    control: form.control,
    name: ['storageTo', 'waivedDays', 'waivedAmount'],
  });
  const storage = kind === 'storage';
  const queryClient = useQueryClient();
  const [blSearch, setBlSearch] = useState('');
  // A row the clerk clicked; the search's last BL (spec 2.7) until then, and again once the search hides it.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [created, setCreated] = useState<BillingInvoiceDetail | null>(null);
  const items = useVesselItems(vesselId);
  const { found, invoiced } = filterInvoiceItems(items.data ?? [], blSearch, chosenId);
  const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);
  const previewOf =
    !storage && invoiced && !invoiced.invoiceNumber && isDay(billingDate)
      ? { itemId: invoiced.id, billingDate, vatTreatment: vatTreatment ?? 'vatable' }
      : null;
  const storagePreviewOf =
    storage && invoiced && isDay(billingDate) && isDay(storageTo)
      ? {
          itemId: invoiced.id,
          billingDate,
          storageTo,
          vatTreatment: vatTreatment ?? 'vatable',
          // Nothing waived in the preview while what is typed is not a whole number (the form says so at saving).
          waivedDays: Number.isInteger(waivedDays) ? Number(waivedDays) : 0,
          waivedAmount: /^\d{1,10}(\.\d{1,2})?$/.test(waivedAmount.trim()) ? waivedAmount.trim() : '0.00',
        }
      : null;

  const { setValue } = form;
  useEffect(() => {
    setValue('itemId', invoiced?.id, { shouldValidate: isSubmitted });
  }, [invoiced?.id, setValue, isSubmitted]);

  const create = async ({ kind: made, ...values }: InvoiceOutput) => {
    setCreated(null);
    setCreated(
      made === 'storage'
        ? await createStorage.mutateAsync(values as StorageInvoiceBody)
        : await createInvoice.mutateAsync(values as BillingInvoiceBody),
    );
    setBlSearch('');
    setChosenId(null);
  };

  return (
    <ConfirmedCreateForm
      form={form}
      fields={[
        'itemId',
        'invoiceNumber',
        'billingDate',
        'vatTreatment',
        'storageTo',
        'waivedDays',
        'waivedAmount',
        'waiverReason',
      ]}
      create={create}
      successMessage={billingMessages.created}
      failureMessage={billingMessages.failedToCreate}
      confirmTitle={t('form.confirmTitle')}
      confirmMessage={t(storage ? 'storage.confirmMessage' : 'form.confirmMessage', {
        blNo: invoiced?.blNo ?? '',
        invoiceNumber: invoiceNumber.trim(),
      })}
    >
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Input.Wrapper label={t('storage.kind')} id={field.name}>
            <SegmentedControl
              display="flex"
              maw={480}
              value={field.value}
              // The kind chosen stays once an invoice is issued (the form resets to it): invoices come in runs.
              onChange={(value) => form.resetField('kind', { defaultValue: value as InvoiceKind })}
              data={invoiceKinds.map((value) => ({ value, label: t(`storage.kinds.${value}`) }))}
            />
          </Input.Wrapper>
        )}
      />
      {created && (
        <Anchor component={Link} to={billingPaths.printInvoice({ invoiceId: created.id })}>
          <Group gap={4} component="span">
            <IconPrinter size={16} />
            {t('form.printCreated', { invoiceNumber: created.invoiceNumber })}
          </Group>
        </Anchor>
      )}
      <SearchSelect
        value={vesselId}
        onChange={(next) => {
          form.setValue('vesselId', next, { shouldDirty: true });
          setBlSearch('');
          setChosenId(null);
        }}
        label={t('form.vessel')}
        placeholder={t('form.vesselPlaceholder')}
        nothingFound={t('form.noVessel')}
        useOptions={useBillingVessels}
        required
      />
      {items.isError ? (
        <RetryAlert
          message={errorMessage(items.error, clearanceMessages.failedToFetchItems)}
          retrying={items.isFetching}
          onRetry={() => items.refetch()}
        />
      ) : vesselId !== null && !items.data ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('form.loadingItems')} />
        </Center>
      ) : (
        // Before a vessel is chosen the search and the table wait for one; a missing BL is said under them.
        <Stack gap="sm">
          <TextInput
            label={t('form.blSearch')}
            description={t('form.blSearchHint')}
            leftSection={<IconSearch size={16} />}
            maw={360}
            disabled={vesselId === null}
            value={blSearch}
            onChange={(event) => {
              setBlSearch(event.currentTarget.value);
              setChosenId(null);
            }}
            // Enter (a scanner ends with it) keeps the BL found instead of submitting the form.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
          {vesselId !== null && (
            <Alert
              color={invoiced?.invoiceNumber && !storage ? 'yellow' : 'blue'}
              role="status"
              aria-label={t('form.invoicedBl')}
            >
              {invoiced ? (
                <Text size="sm">
                  {t('form.invoicedSummary', { blNo: invoiced.blNo, consignee: invoiced.consignee })}
                  {invoiced.invoiceNumber &&
                    !storage &&
                    ` ${t('form.invoicedAlready', { invoiceNumber: invoiced.invoiceNumber })}`}
                </Text>
              ) : (
                <Text size="sm">{t('form.noInvoicedBl')}</Text>
              )}
            </Alert>
          )}
          {invoiced && (storage || !invoiced.invoiceNumber) && (
            <BlConsigneePanel
              itemId={invoiced.id}
              onTied={() => queryClient.invalidateQueries({ queryKey: billingInvoiceKeys.all })}
            />
          )}
          {previewOf && <InvoicePreview of={previewOf} />}
          {storagePreviewOf && <StoragePreview of={storagePreviewOf} />}
          <InvoiceItemsTable
            key={`${vesselId} ${blSearch}`}
            items={found}
            invoicedId={invoiced?.id}
            onChoose={(item) => setChosenId(item.id)}
            emptyText={
              vesselId === null
                ? t('form.chooseVesselFirst')
                : items.data?.length === 0
                  ? t('form.noItems')
                  : t('form.noMatch')
            }
          />
          {errors.itemId?.message && <Input.Error>{translate(errors.itemId.message)}</Input.Error>}
        </Stack>
      )}
      <Group align="flex-start">
        <TextInput
          label={t('form.invoiceNumber')}
          required
          maw={320}
          error={translate(errors.invoiceNumber?.message)}
          {...form.register('invoiceNumber')}
        />
        <TextInput
          type="date"
          label={t('form.billingDate')}
          required
          min={invoiced?.arrivalDate}
          max={today}
          maw={220}
          error={translate(errors.billingDate?.message)}
          {...form.register('billingDate')}
        />
        <Controller
          control={form.control}
          name="vatTreatment"
          render={({ field }) => (
            <Select
              label={t('form.vatTreatment')}
              data={vatTreatments.map((value) => ({ value, label: t(`vatTreatments.${value}`) }))}
              allowDeselect={false}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              maw={240}
            />
          )}
        />
      </Group>
      {storage && <StorageWaiverFields form={form} billingDate={billingDate} />}
    </ConfirmedCreateForm>
  );
}
