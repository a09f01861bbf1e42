import { useTranslation } from 'react-i18next';
import { CreatePage } from '../../../components/create-page';
import { BillingInvoiceForm } from '../components/billing-invoice-form';

export function CreateBillingInvoicePage() {
  const { t } = useTranslation('billing');
  return (
    <CreatePage title={t('form.title')} wide>
      <BillingInvoiceForm />
    </CreatePage>
  );
}
