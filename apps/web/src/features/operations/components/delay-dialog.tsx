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
import { type Delays, useSaveDelay } from '../api/delays';
import { minutesBetween } from '../model/duration';
import { useDuration } from '../model/use-duration';

type Delay = Delays['data'][number];
type Draft = Pick<Delay, 'reason' | 'fromTime' | 'toTime'> & { notes?: string | null };
type DelayValues = { reason: string; notes: string; fromTime: string | null; toTime: string | null };
const fields = ['reason', 'notes', 'fromTime', 'toTime'] as const;
const resolver = zodResolver(delayBodySchema) as unknown as Resolver<DelayValues>;

/**
 * Spec 5: from now to an hour from now unless changed; a delay corrected starts from what it was, as does one kept on
 * the device that the server refused (`delay` of a draft has no id).
 */
function defaults(delay?: Draft): DelayValues {
  if (delay) return { reason: delay.reason, notes: delay.notes ?? '', fromTime: delay.fromTime, toTime: delay.toTime };
  const now = nowToTheMinute();
  return {
    reason: '',
    notes: '',
    fromTime: now.toISOString(),
    toTime: new Date(now.getTime() + 3_600_000).toISOString(),
  };
}

function DelayForm({
  workOrderId,
  delay,
  draft,
  onClose,
}: {
  workOrderId: number;
  delay?: Delay;
  draft?: Draft;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = useMessage();
  const duration = useDuration();
  const add = useSaveDelay(workOrderId, delay);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<DelayValues>({ resolver, defaultValues: defaults(delay ?? draft) });
  const [fromTime, toTime] = useWatch({ control: form.control, name: ['fromTime', 'toTime'] });
  const total = minutesBetween(fromTime, toTime);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setBanner(null);
    add.mutate(values as DelayBody, {
      onSuccess: (state) => {
        if (state === 'waiting') {
          notifications.show({ color: 'yellow', message: t('operations.monitoring.queue.kept') });
        } else {
          const message = delay ? t('operations.monitoring.delays.corrected') : t('operations.monitoring.delays.added');
          notifications.show({ color: 'green', message });
        }
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

/**
 * The Add dialog of the delays log, its form afresh (now, now + 1 h) each time it opens, or from a `draft`; or the
 * Edit dialog of one delay (`delay`), its form starting from it.
 */
export function DelayDialog({
  workOrderId,
  delay,
  draft,
  opened,
  onClose,
}: {
  workOrderId: number;
  delay?: Delay;
  /** A new delay starting from these values (one kept on the device that the server refused). */
  draft?: Draft;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = delay ? t('operations.monitoring.delays.editTitle') : t('operations.monitoring.delays.dialogTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <DelayForm key={delay?.id ?? 'new'} workOrderId={workOrderId} delay={delay} draft={draft} onClose={onClose} />
    </Modal>
  );
}
