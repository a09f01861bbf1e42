import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClearanceForm } from '../components/clearance-form';

/** The whole width, as the Work Order page: the vessel's items table has twelve columns. */
export function CreateClearancePage() {
  const { t } = useTranslation('clearance');
  return (
    <Stack>
      <Title order={2}>{t('form.title')}</Title>
      <ClearanceForm />
    </Stack>
  );
}
