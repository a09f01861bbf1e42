import { Alert, Text } from '@mantine/core';
import type { UpdateRequest } from '@portside/contracts/work-orders';
import { IconMessageExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../lib/format-date';

/** Operation sent the draft back for an update: its note, who sent it and when (nothing when no request is open). */
export function UpdateRequestAlert({ request }: { request: UpdateRequest | null }) {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  if (!request) return null;
  const when = formatDateTime(request.requestedAt);
  return (
    <Alert color="orange" role="status" icon={<IconMessageExclamation size={18} />} title={t('updateRequest.title')}>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {request.note}
      </Text>
      <Text size="xs" c="dimmed" mt="xs">
        {request.requestedBy
          ? t('updateRequest.requestedBy', { name: request.requestedBy, when })
          : t('updateRequest.requestedAt', { when })}
      </Text>
    </Alert>
  );
}
