import { Stack, Text } from '@mantine/core';
import type { Cancellation } from '@portside/contracts/cancellations';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../lib/format-date';

/**
 * CANCELLED across a cancelled document, on screen and on paper (its copies are kept, marked so), with when, by whom
 * and why.
 */
export function CancelledStamp({ cancellation }: { cancellation: NonNullable<Cancellation> }) {
  const { t } = useTranslation('billing');
  const formatDateTime = useFormatDateTime();
  return (
    <Stack gap={2} className="cancelled-stamp" role="note">
      <Text className="cancelled-word">{t('cancellation.stamp')}</Text>
      <Text size="sm">
        {t('cancellation.by', {
          when: formatDateTime(cancellation.cancelledAt),
          name: cancellation.cancelledBy ?? '—',
        })}
      </Text>
      <Text size="sm">{t('cancellation.reason', { reason: cancellation.reason })}</Text>
    </Stack>
  );
}
