import { useTranslation } from 'react-i18next';
import { CreatePage } from '../../../components/create-page';
import { ShippingLineForm } from '../components/shipping-line-form';

export function CreateShippingLinePage() {
  const { t } = useTranslation('commercial');
  return (
    <CreatePage title={t('shippingLineForm.title')}>
      <ShippingLineForm />
    </CreatePage>
  );
}
