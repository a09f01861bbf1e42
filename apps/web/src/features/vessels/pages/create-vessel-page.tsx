import { useTranslation } from 'react-i18next';
import { CreatePage } from '../../../components/create-page';
import { VesselForm } from '../components/vessel-form';

export function CreateVesselPage() {
  const { t } = useTranslation('commercial');
  return (
    <CreatePage title={t('vesselForm.title')}>
      <VesselForm />
    </CreatePage>
  );
}
