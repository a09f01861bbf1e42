import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useSettings } from '../api/settings-api';
import { SettingsForm } from '../components/settings-form';

const fetchFailedMessage = 'Failed to load the settings.';

/** /admin/settings: admin only. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Stack>
      <Title order={2}>{t('settings.title')}</Title>
      {settings.isPending && <PageLoader />}
      <FormErrorBanner message={settings.isError ? errorMessage(settings.error, fetchFailedMessage) : null} />
      {settings.data && <SettingsForm settings={settings.data} />}
    </Stack>
  );
}
