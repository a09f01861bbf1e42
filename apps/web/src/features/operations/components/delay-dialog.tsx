import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type DelayBody, delayBodySchema } from '@portside/contracts/operations';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/date-time-input';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { nowToTheMinute } from '../../../lib/zoned-time';
import { useAddDelay } from '../api/delays';
import { minutesBetween } from '../model/duration';
import { useDuration } from '../model/use-duration';

type DelayValues = { reason: string; notes: string; fromTime: string | null; toTime: string | null };
const fields = ['reason', 'notes', 'fromTime', 'toTime'] as const;
const resolver = zodResolver(delayBodySchema) as unknown as Resolver<DelayValues>;

/** Spec 5: from now to an hour from now unless changed. */
function defaults(): DelayValues {
  const now = nowToTheMinute();
  return {
    reason: '',
    notes: '',
    fromTime: now.toISOString(),
    toTime: new Date(now.getTime() + 3_600_000).toISOString(),
  };
}

function DelayForm({ workOrderId, onClose }: { workOrderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const duration = useDuration();
  const add = useAddDelay(workOrderId);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<DelayValues>({ resolver, defaultValues: defaults() });
  const [fromTime, toTime] = useWatch({ control: form.control, name: ['fromTime', 'toTime'] });
  const total = minutesBetween(fromTime, toTime);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setBanner(null);
    add.mutate(values as DelayBody, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('operations.monitoring.delays.added') });
        onClose();
      },
      onError: (error) =>
        setBanner(applyServerError(error, form.setError, fields, t('operations.monitoring.delays.failed'))),
    });
  });

  const timeField = (name: 'fromTime' | 'toTime') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateTimeInput
          label={t(`operations.monitoring.delays.${name}`)}
          value={field.value}
          onChange={field.onChange}
          error={translate(errors[name]?.message)}
          required
          clearable
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorBanner message={banner} />
        <TextInput
          label={t('operations.monitoring.delays.reason')}
          required
          {...form.register('reason')}
          error={translate(errors.reason?.message)}
        />
        <Textarea
          label={t('operations.monitoring.delays.notes')}
          rows={3}
          {...form.register('notes')}
          error={translate(errors.notes?.message)}
        />
        {timeField('fromTime')}
        {timeField('toTime')}
        <TextInput
          label={t('operations.monitoring.delays.totalDelay')}
          value={total === null ? '' : duration(total)}
          readOnly
          variant="filled"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('operations.monitoring.delays.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Add dialog of the delays log; its form starts afresh (now, now + 1 h) each time it opens. */
export function DelayDialog({
  workOrderId,
  opened,
  onClose,
}: {
  workOrderId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('operations.monitoring.delays.dialogTitle')} centered>
      <DelayForm workOrderId={workOrderId} onClose={onClose} />
    </Modal>
  );
}
