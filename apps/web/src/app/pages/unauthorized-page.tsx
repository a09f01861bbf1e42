import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('unauthorized.title')} message={t('unauthorized.message')} action={t('unauthorized.action')} />
  );
}
