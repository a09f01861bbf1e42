import { useTranslation } from 'react-i18next';
import { CreatePage } from '../../../components/create-page';
import { ClearanceForm } from '../components/clearance-form';

export function CreateClearancePage() {
  const { t } = useTranslation('clearance');
  return (
    <CreatePage title={t('form.title')} wide>
      <ClearanceForm />
    </CreatePage>
  );
}
