import { Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { Settings } from '@portside/contracts/settings';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';

/**
 * The seller as every sales invoice prints it (RR 7-2024): registered name, address, TIN and VAT status; and the
 * withholding rate the receipt form proposes when a payer withheld tax.
 */
export function RegistrationFields({ form }: { form: UseFormReturn<Settings> }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Stack gap="xs" maw={640}>
      <Title order={3}>{t('settings.registration')}</Title>
      <TextInput
        label={t('settings.registeredName')}
        error={translate(errors.registeredName?.message)}
        {...register('registeredName')}
      />
      <Textarea
        label={t('settings.registeredAddress')}
        minRows={2}
        error={translate(errors.registeredAddress?.message)}
        {...register('registeredAddress')}
      />
      <TextInput
        label={t('settings.tin')}
        description={t('settings.tinHelp')}
        maw={280}
        error={translate(errors.tin?.message)}
        {...register('tin')}
      />
      <TextInput
        label={t('settings.withholdingPercent')}
        description={t('settings.withholdingPercentHelp')}
        maw={280}
        rightSection="%"
        inputMode="decimal"
        error={translate(errors.withholdingPercent?.message)}
        {...register('withholdingPercent')}
      />
      <Controller
        control={form.control}
        name="vatRegistered"
        render={({ field }) => (
          <Switch
            label={t('settings.vatRegistered')}
            description={t('settings.vatRegisteredHelp')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </Stack>
  );
}
