import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  operationMessages,
  type ProductivityLog,
  type TallyBody,
  tallyBodySchema,
} from '@portside/contracts/operations';
import { IconInfoCircle, IconPencil, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { ApiError } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { recentHours } from '../../../lib/zoned-time';
import { useRecordTally, useRemoveTally } from '../api/productivity-logs';
import { useHourLabel } from '../model/hour-label';

/** How far back the hour picker reaches: a shift and its night. */
const pickableHours = 24;
const fields = ['hourStart', 'gang', 'moves'] as const;
type TallyValues = { hourStart: string; gang: number | ''; moves: number | '' };
const resolver = zodResolver(tallyBodySchema) as unknown as Resolver<TallyValues>;

const isExcessMoves = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body?.detail === operationMessages.excessMoves;

/** Big enough for a thumb on the pier (44 px at least). */
const touch = { size: 'lg' } as const;

/**
 * The hourly tally of one gang, as a tally clerk enters it on a phone: the hour (the current one by default), the
 * gang and the moves with a numeric keyboard. For an hour and gang already counted the clerk adds the moves of the
 * last lifts (the server adds them under its lock) or corrects the total. A count that would
 * make the moves exceed the manifested packages asks first (409), then goes again with `confirmExcess`. A tally
 * typed for the wrong hour or gang is removed (asked first).
 */
export function TallyForm({
  workOrderId,
  log,
  draft,
}: {
  workOrderId: number;
  log: ProductivityLog | undefined;
  /** A tally kept on the device that the server refused, back in the form for the clerk to fix. */
  draft?: TallyBody;
}) {
  const { t } = useTranslation();
  const translate = useMessage();
  const timeZone = useTimeZone();
  const hourLabel = useHourLabel();
  const record = useRecordTally(workOrderId);
  const remove = useRemoveTally(workOrderId);
  const [removing, setRemoving] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [excess, setExcess] = useState<TallyBody | null>(null);
  const hours = recentHours(new Date(), timeZone, pickableHours);
  const form = useForm<TallyValues>({ resolver, defaultValues: { hourStart: hours[0], gang: 1, moves: '' } });
  useEffect(() => {
    if (!draft) return;
    // Its hour, when the picker still offers it (the last 24 hours); else the clerk picks it again.
    const offered = recentHours(new Date(), timeZone, pickableHours);
    const hour = offered.find((start) => Date.parse(start) === Date.parse(draft.hourStart));
    form.reset({ hourStart: hour ?? offered[0], gang: draft.gang, moves: draft.moves });
  }, [draft, form, timeZone]);
  const [hourStart, gang] = useWatch({ control: form.control, name: ['hourStart', 'gang'] });
  const { errors } = form.formState;
  const recorded = log?.data.find((row) => Date.parse(row.hourStart) === Date.parse(hourStart))?.gang[String(gang)];

  const send = (tally: TallyBody) => {
    setBanner(null);
    // Added to a count the page showed: "Moves added."; a first count or a correction: "Tally recorded.".
    const done = tally.add && recorded !== undefined ? 'added' : 'recorded';
    record.mutate(tally, {
      onSuccess: (state) => {
        setExcess(null);
        form.setValue('moves', '');
        const message =
          state === 'waiting' ? t('operations.monitoring.queue.kept') : t(`operations.monitoring.tally.${done}`);
        notifications.show({ color: state === 'waiting' ? 'yellow' : 'green', message });
      },
      onError: (error) => {
        if (isExcessMoves(error)) return setExcess(tally);
        setExcess(null);
        setBanner(applyServerError(error, form.setError, fields, t('operations.monitoring.tally.failed')));
      },
    });
  };
  /**
   * Adds the moves to the hour's count (the last lifts; for an hour the page shows empty, it starts the count without
   * overwriting one another clerk recorded meanwhile), or replaces the count (Correct total, an explicit tap).
   */
  const submit = (add: boolean) => form.handleSubmit((values) => send({ ...(values as TallyBody), add }));

  return (
    <>
      {/* The keyboard's Enter (Go on a phone) adds: it never replaces a count. */}
      <form onSubmit={submit(true)} noValidate>
        <Stack>
          <FormErrorBanner message={banner} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NativeSelect
              {...touch}
              label={t('operations.monitoring.tally.hour')}
              data={hours.map((start) => ({ value: start, label: hourLabel(start) }))}
              {...form.register('hourStart')}
              error={translate(errors.hourStart?.message)}
            />
            {(['gang', 'moves'] as const).map((field) => (
              <Controller
                key={field}
                control={form.control}
                name={field}
                render={({ field: input }) => (
                  <WholeNumberInput
                    {...touch}
                    label={t(`operations.monitoring.tally.${field}`)}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    error={translate(errors[field]?.message)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          {recorded === undefined ? (
            <Text size="sm" c="dimmed">
              {t('operations.monitoring.tally.correctionHint')}
            </Text>
          ) : (
            <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
              <Stack gap="xs" align="flex-start">
                {t('operations.monitoring.tally.replaces', { gang, moves: recorded })}
                <Button variant="light" color="red" size="sm" onClick={() => setRemoving(true)}>
                  {t('operations.monitoring.tally.remove')}
                </Button>
              </Stack>
            </Alert>
          )}
          {recorded === undefined ? (
            <Button {...touch} type="submit" loading={record.isPending} leftSection={<IconPlus size={18} />}>
              {t('operations.monitoring.tally.record')}
            </Button>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Button
                {...touch}
                type="submit"
                loading={record.isPending && record.variables?.add === true}
                disabled={record.isPending}
                leftSection={<IconPlus size={18} />}
              >
                {t('operations.monitoring.tally.add')}
              </Button>
              <Button
                {...touch}
                variant="default"
                onClick={submit(false)}
                loading={record.isPending && record.variables?.add !== true}
                disabled={record.isPending}
                leftSection={<IconPencil size={18} />}
              >
                {t('operations.monitoring.tally.correct')}
              </Button>
            </SimpleGrid>
          )}
        </Stack>
      </form>
      <ConfirmDialog
        opened={removing}
        title={t('operations.monitoring.tally.removeTitle')}
        message={t('operations.monitoring.tally.removeMessage', {
          gang,
          moves: recorded ?? 0,
          hour: hourLabel(hourStart),
        })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('operations.monitoring.tally.remove')}
        deletes
        loading={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(
            { hourStart, gang: Number(gang) },
            {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('operations.monitoring.tally.removed') }),
              onError: (error) =>
                setBanner(applyServerError(error, form.setError, fields, t('operations.monitoring.tally.failed'))),
              onSettled: () => setRemoving(false),
            },
          )
        }
      />
      <ConfirmDialog
        opened={excess !== null}
        title={t('operations.monitoring.tally.excessTitle')}
        message={translate(operationMessages.excessMoves)}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('operations.monitoring.tally.recordAnyway')}
        loading={record.isPending}
        onCancel={() => setExcess(null)}
        onConfirm={() => excess && send({ ...excess, confirmExcess: true })}
      />
    </>
  );
}
