import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoicePrintScreen, ReceiptPrintScreen } from '../../../components/printed-documents/print-screen';
import { useClientInvoice, useClientReceipt } from './api/documents';
import { clientPortalPaths } from './paths';

/** The way back from a printed document (the dashboard it was opened from), and what a failure to load it says. */
function usePrintFrame() {
  const { t } = useTranslation();
  const { t: client } = useTranslation('client');
  return {
    back: { to: clientPortalPaths.dashboard(), label: t('screens.clientDashboard') },
    failure: client('failures.document'),
  };
}

/** The client's sales invoice as finance prints it (the same page). */
export function ClientInvoicePrintPage() {
  const invoice = useClientInvoice(Number(useParams().invoiceId));
  return <InvoicePrintScreen invoice={invoice} {...usePrintFrame()} />;
}

/** The client's official receipt as finance prints it (the same page). */
export function ClientReceiptPrintPage() {
  const receipt = useClientReceipt(Number(useParams().receiptId));
  return <ReceiptPrintScreen receipt={receipt} {...usePrintFrame()} />;
}
