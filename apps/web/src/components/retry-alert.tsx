import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../lib/messages';

type RetryAlertProps = {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  /** False when asking again cannot help (lib/api-error.ts retryable): the message alone is shown. */
  canRetry?: boolean;
  /** The button's words when the view's own are not Retry (spec 8: "Try again"). */
  retryLabel?: string;
};

/** A failed load: the message (translated when known) and, unless it cannot help, a Retry button. */
export function RetryAlert({ message, retrying, onRetry, canRetry = true, retryLabel }: RetryAlertProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between">
        <Text size="sm">{translate(message)}</Text>
        {canRetry && (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            loading={retrying}
            onClick={onRetry}
          >
            {retryLabel ?? t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
