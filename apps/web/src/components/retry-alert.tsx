import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../lib/messages';

type RetryAlertProps = { message: string; retrying: boolean; onRetry: () => void };

/** A failed load: the message (translated when known) and a Retry button. */
export function RetryAlert({ message, retrying, onRetry }: RetryAlertProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between">
        <Text size="sm">{translate(message)}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
