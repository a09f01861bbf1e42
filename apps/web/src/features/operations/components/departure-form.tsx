import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { departureBodySchema, type Monitoring } from '@portside/contracts/operations';
import { IconAnchorOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateTimeInput } from '../../../components/date-time-input';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage, splitValidationErrors } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { nowToTheMinute, terminalDateTime } from '../../../lib/zoned-time';
import { useRecordDeparture } from '../api/record-departure';

/**
 * The vessel left (now by default): asked once more, since the work order then becomes completed. A visit a supervisor
 * reopened shows its recorded departure, which recording again completes it anew; a completed visit (`locked`) shows
 * its departure, if any, and takes none until reopened.
 */
export function DepartureForm({ record, locked }: { record: Monitoring; locked: boolean }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const timeZone = useTimeZone();
  const depart = useRecordDeparture(record.workOrderId);
  const [time, setTime] = useState<string | null>(() => record.timeOfDeparture ?? nowToTheMinute().toISOString());
  const [confirming, setConfirming] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [banner, setBanner] = useState<string | null>(null);

  if (locked) {
    if (!record.timeOfDeparture) return null;
    return (
      <Text>
        {t('operations.monitoring.departure.departed', { time: terminalDateTime(record.timeOfDeparture, timeZone) })}
      </Text>
    );
  }

  const ask = () => {
    const parsed = departureBodySchema.safeParse({ timeOfDeparture: time });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setBanner(null);
    if (parsed.success) setConfirming(true);
  };
  const send = () => {
    if (!time) return;
    depart.mutate(time, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: t('operations.monitoring.departure.recorded') });
      },
      onError: (error) => {
        setConfirming(false);
        const split = splitValidationErrors(error, ['timeOfDeparture'] as const);
        setFieldError(split?.fieldErrors.timeOfDeparture);
        setBanner(
          split ? split.others.join('\n') || null : errorMessage(error, t('operations.monitoring.departure.failed')),
        );
      },
    });
  };

  return (
    <Stack>
      <Title order={3} size="h4">
        {t('operations.monitoring.departure.heading')}
      </Title>
      <FormErrorBanner message={banner} />
      <Group align="flex-end">
        <DateTimeInput
          label={t('operations.monitoring.departure.time')}
          value={time}
          onChange={setTime}
          error={translate(fieldError)}
          required
        />
        <Button leftSection={<IconAnchorOff size={16} />} onClick={ask}>
          {t('operations.monitoring.departure.record')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('operations.monitoring.departure.confirmTitle')}
        message={t('operations.monitoring.departure.confirmMessage', {
          time: time ? terminalDateTime(time, timeZone) : '',
        })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('operations.monitoring.departure.record')}
        loading={depart.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </Stack>
  );
}
