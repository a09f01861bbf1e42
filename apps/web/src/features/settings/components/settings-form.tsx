import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TagsInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Settings, settingsSchema } from '@portside/contracts/settings';
import { useState } from 'react';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { languageOf } from '../../../lib/languages';
import { useMessage } from '../../../lib/messages';
import { useOperatorNames } from '../api/get-operator-names';
import { useSaveSettings } from '../api/settings-api';
import { ContactFields } from './contact-fields';
import { RegistrationFields } from './registration-fields';
import { StorageTariffsFields } from './storage-tariffs-fields';
import { TargetsFields } from './targets-fields';
import { TariffsFields } from './tariffs-fields';

const failureMessage = 'Failed to save the settings.';
const resolver = zodResolver(settingsSchema) as unknown as Resolver<Settings>;
/** The fields a server validation error may name (loc such as body, tariffs, 0, rate_per_cbm); others go to the banner. */
const serverFields = (values: Settings): Path<Settings>[] => [
  'timeZone',
  'ownOperators',
  'registeredName',
  'registeredAddress',
  'tin',
  'officeHours',
  'contactPhone',
  'contactEmail',
  ...values.contactAddresses.flatMap((_, index) =>
    (['label', 'address'] as const).map((key) => `contactAddresses.${index}.${key}` as const),
  ),
  ...values.ownOperators.map((_, index) => `ownOperators.${index}` as const),
  ...values.tariffs.flatMap((_, index) =>
    (['ratePerCbm', 'vatPercent', 'effectiveFrom'] as const).map((key) => `tariffs.${index}.${key}` as const),
  ),
  ...(values.storageTariffs ?? []).flatMap((tariff, index) => [
    ...(['cargoClass', 'freeDays', 'ratePerDay', 'vatPercent', 'effectiveFrom'] as const).map(
      (key) => `storageTariffs.${index}.${key}` as const,
    ),
    ...tariff.tiers.flatMap((_, tier) =>
      (['fromDay', 'ratePerDay'] as const).map((key) => `storageTariffs.${index}.tiers.${tier}.${key}` as const),
    ),
  ]),
  ...values.targets.flatMap((_, index) =>
    (['year', 'month', 'cbm'] as const).map((key) => `targets.${index}.${key}` as const),
  ),
];
const timeZones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/**
 * The settings document in one form: operator names, time zone, the seller, tariffs, targets and the public contact
 * page, saved together.
 */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation();
  const translate = useMessage();
  const save = useSaveSettings();
  const operatorNames = useOperatorNames();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Settings>({ resolver, defaultValues: settings });
  const { control, formState } = form;
  const { locale } = languageOf(i18n.resolvedLanguage);
  // The message of the list, or of the first name in it that is wrong.
  const operatorErrors = formState.errors.ownOperators;
  const operatorError =
    operatorErrors?.message ?? (Array.isArray(operatorErrors) ? operatorErrors.find(Boolean)?.message : undefined);

  const submit = form.handleSubmit((values) => {
    setBanner(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notifications.show({ color: 'green', message: t('settings.saved') });
      },
      onError: (error) => setBanner(applyServerError(error, form.setError, serverFields(values), failureMessage)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormErrorBanner message={banner} />
        <Stack gap="xs">
          <Title order={3}>{t('settings.general')}</Title>
          <Controller
            control={control}
            name="ownOperators"
            render={({ field }) => (
              <TagsInput
                label={t('settings.ownOperators')}
                description={t('settings.ownOperatorsHelp')}
                data={operatorNames.data ?? []}
                value={field.value}
                onChange={field.onChange}
                clearable
                error={translate(operatorError)}
                maw={640}
              />
            )}
          />
          <Controller
            control={control}
            name="timeZone"
            render={({ field }) => (
              <Select
                label={t('settings.timeZone')}
                data={timeZones}
                searchable
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                error={translate(formState.errors.timeZone?.message)}
                maw={360}
              />
            )}
          />
        </Stack>
        <RegistrationFields form={form} />
        <TariffsFields form={form} />
        <StorageTariffsFields form={form} />
        <TargetsFields form={form} locale={locale} />
        <ContactFields form={form} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
