import { billingMessages } from '@portside/contracts/billing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoicePrintScreen } from '../../../components/printed-documents/print-screen';
import { useBillingInvoice } from '../api/get-billing-invoice';
import { billingPaths } from '../paths';

/** The printable sales invoice of one billing invoice, back to the list it was opened from. */
export function PrintBillingInvoicePage() {
  const { t } = useTranslation('billing');
  const invoice = useBillingInvoice(Number(useParams().invoiceId));
  return (
    <InvoicePrintScreen
      invoice={invoice}
      back={{ to: billingPaths.invoices(), label: t('print.back') }}
      failure={billingMessages.invoiceNotFound}
    />
  );
}
