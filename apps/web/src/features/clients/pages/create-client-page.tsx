import { useTranslation } from 'react-i18next';
import { CreatePage } from '../../../components/create-page';
import { ClientForm } from '../components/client-form';

export function CreateClientPage() {
  const { t } = useTranslation('commercial');
  return (
    <CreatePage title={t('clientForm.title')} wide>
      <ClientForm />
    </CreatePage>
  );
}
