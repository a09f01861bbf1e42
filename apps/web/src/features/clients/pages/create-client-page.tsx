import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientForm } from '../components/client-form';

export function CreateClientPage() {
  const { t } = useTranslation('commercial');
  return (
    <Stack maw={960}>
      <Title order={2}>{t('clientForm.title')}</Title>
      <ClientForm />
    </Stack>
  );
}
