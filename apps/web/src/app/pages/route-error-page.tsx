import { Alert, Center } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The error boundary of every route (spec 2.3). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" px="md">
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {t('messages.somethingWentWrong')}
      </Alert>
    </Center>
  );
}
