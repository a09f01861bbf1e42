import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VesselForm } from '../components/vessel-form';

export function CreateVesselPage() {
  const { t } = useTranslation('commercial');
  return (
    <Stack maw={480}>
      <Title order={2}>{t('vesselForm.title')}</Title>
      <VesselForm />
    </Stack>
  );
}
