import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('notFound.title')} message={t('notFound.message')} action={t('notFound.action')} />;
}
