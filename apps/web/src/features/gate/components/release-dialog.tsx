import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type GateItem, gateReleaseBodySchema } from '@portside/contracts/tracking';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormatDecimal } from '../../../components/printed-documents/amount';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';

const truckSchema = gateReleaseBodySchema.omit({ itemId: true });
type Truck = z.input<typeof truckSchema>;
type TruckForm = Omit<Truck, 'packages' | 'holdReason'> & { packages: number | ''; holdReason: string };
const resolvers = {
  free: zodResolver(truckSchema.omit({ holdReason: true })) as unknown as Resolver<TruckForm>,
  // Cargo held for the storage it owes leaves only with the supervisor's reason.
  held: zodResolver(truckSchema.required({ holdReason: true })) as unknown as Resolver<TruckForm>,
};

type ReleaseDialogProps = {
  /** The BL to release; null: the dialog is closed. */
  item: GateItem | null;
  onCancel: () => void;
  onRelease: (truck: z.output<typeof truckSchema>) => void;
  releasing: boolean;
  /** The server's refusal of the last try: the dialog stays open with what was typed. */
  error: string | null;
};

/**
 * What leaves on one truck: how many of the packages that remain (counted by the guard, as the withdrawal slip says:
 * never proposed, so that a quick tap does not let the whole BL out), the truck's plate, its driver and the slip's
 * number. A refusal is shown in the dialog, which keeps what was typed. Buttons large enough for a finger.
 */
export function ReleaseDialog({ item, onCancel, onRelease, releasing, error }: ReleaseDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={item !== null}
      onClose={onCancel}
      title={t('gate.confirmTitle', { blNo: item?.blNo ?? '' })}
      centered
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item && (
        <TruckFields
          key={item.id}
          item={item}
          onCancel={onCancel}
          onRelease={onRelease}
          releasing={releasing}
          error={error}
        />
      )}
    </Modal>
  );
}

function TruckFields({ item, onCancel, onRelease, releasing, error }: ReleaseDialogProps & { item: GateItem }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const format = useFormatNumber();
  const { amount } = useFormatDecimal();
  const held = item.refusals.includes('storageOwed');
  const { control, register, handleSubmit, formState } = useForm<TruckForm>({
    resolver: resolvers[held ? 'held' : 'free'],
    defaultValues: { packages: '', plateNumber: '', driverName: '', slipNumber: '', holdReason: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit((truck) => onRelease(truck as unknown as z.output<typeof truckSchema>));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          {t('gate.remainingOf', { count: item.remainingPackages, remaining: format.count(item.remainingPackages) })}
        </Text>
        <Controller
          control={control}
          name="packages"
          render={({ field }) => (
            <WholeNumberInput
              label={t('gate.truck.packages')}
              required
              size="md"
              value={field.value}
              onChange={field.onChange}
              error={translate(errors.packages?.message)}
            />
          )}
        />
        <TextInput
          label={t('gate.truck.plateNumber')}
          required
          size="md"
          autoComplete="off"
          error={translate(errors.plateNumber?.message)}
          {...register('plateNumber')}
        />
        <TextInput
          label={t('gate.truck.driverName')}
          required
          size="md"
          autoComplete="off"
          error={translate(errors.driverName?.message)}
          {...register('driverName')}
        />
        <TextInput
          label={t('gate.truck.slipNumber')}
          required
          size="md"
          autoComplete="off"
          error={translate(errors.slipNumber?.message)}
          {...register('slipNumber')}
        />
        {held && (
          <Textarea
            label={t('gate.truck.holdReason')}
            description={t('gate.truck.holdReasonHint', { amount: amount(item.storageBilling?.owedAmount ?? '0.00') })}
            required
            rows={2}
            maxLength={500}
            error={translate(errors.holdReason?.message)}
            {...register('holdReason')}
          />
        )}
        <Text size="sm" c="dimmed">
          {t('gate.confirmText')}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {translate(error)}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" size="lg" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="lg" loading={releasing}>
          {t('gate.release')}
        </Button>
      </Group>
    </form>
  );
}
