import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Monitoring } from '@portside/contracts/operations';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/date-time-input';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { useSaveMonitoring } from '../api/get-monitoring';
import {
  changedFields,
  type EditedFields,
  formValuesOf,
  type MonitoringFormValues,
  monitoringFields,
  patchErrors,
} from '../model/monitoring-form';

type Latest = { record: Monitoring; edited: EditedFields };

/** Spec 5: the changed fields are validated by the contract's own schema, their messages on their fields. */
const resolverFor =
  (latest: RefObject<Latest>): Resolver<MonitoringFormValues> =>
  (values) => {
    const errors = patchErrors(changedFields(values, latest.current.record, latest.current.edited));
    const entries = Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]);
    return entries.length > 0 ? { values: {}, errors: Object.fromEntries(entries) } : { values, errors: {} };
  };

/**
 * The monitoring info operation records (spec 2.6, 5): only the edited fields that differ from the latest record
 * are sent, trimmed; the Save button shows only while there are some, and hides again once saved.
 */
export function MonitoringForm({ record, locked }: { record: Monitoring; locked: boolean }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const save = useSaveMonitoring(record.workOrderId);
  const [banner, setBanner] = useState<string | null>(null);
  // The record loads again after every tally, save and departure: the fields the user has not edited follow it,
  // the edited ones keep what is typed, and only those are compared with the latest record and sent.
  const latest = useRef<Latest>({ record, edited: {} });
  const [resolver] = useState(() => resolverFor(latest));
  const form = useForm<MonitoringFormValues>({ resolver, defaultValues: formValuesOf(record) });
  const { errors, dirtyFields } = form.formState;
  latest.current = { record, edited: dirtyFields };
  useEffect(() => {
    form.reset(formValuesOf(record), { keepDirtyValues: true, keepErrors: true });
  }, [form, record]);
  const values = useWatch({ control: form.control }) as MonitoringFormValues;
  const changed = Object.keys(changedFields(values, record, dirtyFields)).length > 0;
  const label = (field: keyof MonitoringFormValues) => t(`operations.monitoring.form.${field}`);
  const errorOf = (field: keyof MonitoringFormValues) => translate(errors[field]?.message);

  const submit = form.handleSubmit((submitted) => {
    const patch = changedFields(submitted, record, dirtyFields);
    if (Object.keys(patch).length === 0) return;
    setBanner(null);
    save.mutate(
      { id: record.id, patch },
      {
        onSuccess: (saved) => {
          form.reset(formValuesOf(saved));
          notifications.show({ color: 'green', message: t('operations.monitoring.form.saved') });
        },
        onError: (error) =>
          setBanner(applyServerError(error, form.setError, monitoringFields, t('operations.monitoring.form.failed'))),
      },
    );
  });

  const dateField = (field: 'actualTimeOfArrival' | 'timeOfBerth' | 'timeOfDeparture') => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <DateTimeInput
          label={label(field)}
          value={input.value}
          onChange={input.onChange}
          error={errorOf(field)}
          clearable
        />
      )}
    />
  );
  const numberField = (field: 'targetMovesPerHour' | 'noGang' | 'breakDurationHours', decimals: boolean) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <NumberInput
          label={label(field)}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          allowDecimal={decimals}
          inputMode={decimals ? 'decimal' : 'numeric'}
          error={errorOf(field)}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={3} size="h4">
          {t('operations.monitoring.form.heading')}
        </Title>
        <FormErrorBanner message={banner} />
        {/* A completed visit's figures are read, not edited, until a supervisor reopens it. */}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {dateField('actualTimeOfArrival')}
            {dateField('timeOfBerth')}
            {dateField('timeOfDeparture')}
            <TextInput
              label={label('berthLocation')}
              {...form.register('berthLocation')}
              error={errorOf('berthLocation')}
            />
            <TextInput label={label('pier')} {...form.register('pier')} error={errorOf('pier')} />
            {numberField('targetMovesPerHour', true)}
            {numberField('noGang', false)}
            {numberField('breakDurationHours', true)}
          </SimpleGrid>
        </fieldset>
        {changed && !locked && (
          <Group>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('operations.monitoring.form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
