import { Alert, Group, Loader, Text } from '@mantine/core';
import { billingMessages } from '@portside/contracts/billing';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';

/** A preview not to show yet: the server's refusal, named as the preview, or a loader while it is asked. */
export function PreviewWaiting({ preview, title }: { preview: UseQueryResult<unknown>; title: string }) {
  const { t } = useTranslation('billing');
  const translate = useMessage();
  if (preview.isError) {
    return (
      <Alert color="yellow" role="status" aria-label={title}>
        {translate(errorMessage(preview.error, billingMessages.previewFailed))}
      </Alert>
    );
  }
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">{t('form.preview.loading')}</Text>
    </Group>
  );
}
