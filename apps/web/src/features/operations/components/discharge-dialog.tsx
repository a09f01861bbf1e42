import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type DischargeBody, dischargeBodySchema, type VisitItem } from '@portside/contracts/operations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/date-time-input';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { errorMessage, splitValidationErrors } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { nowToTheMinute } from '../../../lib/zoned-time';
import { useMarkDischarged } from '../api/visit-items';

/** What is being marked: one BL (its packages may be counted), the chosen ones, or every one not yet discharged. */
export type DischargeTarget =
  | { kind: 'one'; item: VisitItem }
  | { kind: 'selection'; itemIds: number[] }
  | { kind: 'all'; remaining: number };

function bodyOf(target: DischargeTarget, handledAt: string | null, packages: number | ''): DischargeBody {
  const at = handledAt ?? '';
  if (target.kind === 'all') return { handledAt: at, all: true };
  if (target.kind === 'selection') return { handledAt: at, items: target.itemIds.map((itemId) => ({ itemId })) };
  return {
    handledAt: at,
    items: [{ itemId: target.item.itemId, packages: packages === '' ? undefined : packages }],
  };
}

type DischargeFormProps = { workOrderId: number; target: DischargeTarget; onCancel: () => void; onDone: () => void };

function DischargeForm({ workOrderId, target, onCancel, onDone }: DischargeFormProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const mark = useMarkDischarged(workOrderId);
  const [handledAt, setHandledAt] = useState<string | null>(() => nowToTheMinute().toISOString());
  const [packages, setPackages] = useState<number | ''>(target.kind === 'one' ? target.item.noPackages : '');
  const [errors, setErrors] = useState<{ handledAt?: string; packages?: string; banner?: string | null }>({});

  const question =
    target.kind === 'one'
      ? t('operations.monitoring.discharge.oneMessage', { bl: target.item.blNo })
      : target.kind === 'selection'
        ? t('operations.monitoring.discharge.selectionMessage', { count: target.itemIds.length })
        : t('operations.monitoring.discharge.allMessage', { count: target.remaining });

  const submit = () => {
    const body = bodyOf(target, handledAt, packages);
    const parsed = dischargeBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((entry) => entry.path.at(-1) === field)?.message;
      return setErrors({ handledAt: issue('handledAt'), packages: issue('packages'), banner: issue('items') });
    }
    setErrors({});
    mark.mutate(body, {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          message: t('operations.monitoring.discharge.done', { count: result.discharged }),
        });
        onDone();
      },
      onError: (error) => {
        const split = splitValidationErrors(error, ['handledAt', 'packages'] as const);
        if (!split) return setErrors({ banner: errorMessage(error, t('operations.monitoring.discharge.failed')) });
        setErrors({ ...split.fieldErrors, banner: split.others.join('\n') || null });
      },
    });
  };

  return (
    <Stack>
      <Text>{question}</Text>
      <FormErrorBanner message={errors.banner} />
      <DateTimeInput
        size="lg"
        label={t('operations.monitoring.discharge.handledAt')}
        value={handledAt}
        onChange={setHandledAt}
        error={translate(errors.handledAt)}
        required
      />
      {target.kind === 'one' && (
        <WholeNumberInput
          size="lg"
          label={t('operations.monitoring.discharge.packages')}
          description={t('operations.monitoring.discharge.manifested', { count: target.item.noPackages })}
          value={packages}
          onChange={setPackages}
          error={translate(errors.packages)}
        />
      )}
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="lg" onClick={submit} loading={mark.isPending}>
          {t('operations.monitoring.discharge.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks for the time (now by default) before BLs are marked discharged: one, a selection, or all remaining. */
export function DischargeDialog({
  workOrderId,
  target,
  onClose,
  onDischarged,
}: {
  workOrderId: number;
  target: DischargeTarget | null;
  onClose: () => void;
  onDischarged: () => void;
}) {
  const { t } = useTranslation();
  const title =
    target?.kind === 'one'
      ? t('operations.monitoring.discharge.oneTitle', { bl: target.item.blNo })
      : target?.kind === 'all'
        ? t('operations.monitoring.discharge.allTitle')
        : t('operations.monitoring.discharge.selectionTitle');
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered>
      {target && <DischargeForm workOrderId={workOrderId} target={target} onCancel={onClose} onDone={onDischarged} />}
    </Modal>
  );
}
