import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMessage } from '../lib/messages';

/** The one way to show an error: a red banner, one line per message, known messages translated. */
export function FormErrorBanner({ message }: { message: string | null | undefined }) {
  const translate = useMessage();
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" style={{ whiteSpace: 'pre-line' }}>
      {translate(message)}
    </Alert>
  );
}
