import { Group, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { useMessage } from '../../../lib/messages';
import type { InvoiceOutput, InvoiceValues } from '../model/invoice-values';

type StorageWaiverFieldsProps = { form: UseFormReturn<InvoiceValues, unknown, InvoiceOutput>; billingDate: string };

/**
 * A storage invoice's own fields: the last day it bills (at most its billing date; it starts the day after the BL's
 * last storage invoice), and what finance waives of it: its first charged days, an amount off its net, and why.
 */
export function StorageWaiverFields({ form, billingDate }: StorageWaiverFieldsProps) {
  const { t } = useTranslation('billing');
  const translate = useMessage();
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        type="date"
        label={t('storage.storageTo')}
        description={t('storage.storageToHint')}
        required
        max={billingDate}
        maw={260}
        error={translate(errors.storageTo?.message)}
        {...form.register('storageTo')}
      />
      <Group align="flex-start">
        <Controller
          control={form.control}
          name="waivedDays"
          render={({ field }) => (
            <WholeNumberInput
              label={t('storage.waivedDays')}
              maw={180}
              value={field.value}
              onChange={field.onChange}
              error={translate(errors.waivedDays?.message)}
            />
          )}
        />
        <TextInput
          label={t('storage.waivedAmount')}
          inputMode="decimal"
          autoComplete="off"
          maw={200}
          error={translate(errors.waivedAmount?.message)}
          {...form.register('waivedAmount')}
        />
        <TextInput
          label={t('storage.waiverReason')}
          description={t('storage.waiverReasonHint')}
          autoComplete="off"
          maxLength={500}
          style={{ flex: 1, minWidth: 240 }}
          error={translate(errors.waiverReason?.message)}
          {...form.register('waiverReason')}
        />
      </Group>
    </>
  );
}
