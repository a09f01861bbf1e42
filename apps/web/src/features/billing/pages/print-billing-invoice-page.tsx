import { billingMessages } from '@portside/contracts/billing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CancelDocument } from '../../../components/cancel-document';
import { InvoicePrintScreen } from '../../../components/printed-documents/print-screen';
import { useCancelBillingInvoice } from '../api/cancel-documents';
import { useBillingInvoice } from '../api/get-billing-invoice';
import { InvoiceCreditMemos } from '../components/invoice-credit-memos';
import { IssueCreditMemo } from '../components/issue-credit-memo';
import { billingPaths } from '../paths';

/**
 * The printable sales invoice of one billing invoice, back to the list it was opened from; an invoice no receipt pays
 * can be cancelled here, with a reason, and a paid one credited by a credit memo (listed below the sheet).
 */
export function PrintBillingInvoicePage() {
  const { t } = useTranslation('billing');
  const invoice = useBillingInvoice(Number(useParams().invoiceId));
  const cancel = useCancelBillingInvoice();
  return (
    <InvoicePrintScreen
      invoice={invoice}
      back={{ to: billingPaths.invoices(), label: t('print.back') }}
      failure={billingMessages.invoiceNotFound}
      aside={(shown) => <InvoiceCreditMemos invoice={shown} />}
      actions={(shown) =>
        shown.cancellation ? null : shown.orNumber ? (
          // A storage invoice takes no memo (docs/domain.md "Storage invoices").
          shown.remainingAmount !== '0.00' && shown.kind === 'handling' && <IssueCreditMemo invoice={shown} />
        ) : (
          <CancelDocument
            id={shown.id}
            cancel={cancel}
            failureMessage={billingMessages.cancelFailed}
            texts={{
              button: t('cancellation.cancelInvoice'),
              title: t('cancellation.invoiceTitle', { number: shown.invoiceNumber }),
              message: t('cancellation.invoiceMessage', { number: shown.invoiceNumber, blNo: shown.blNo }),
              confirm: t('cancellation.cancelInvoice'),
              done: t('cancellation.invoiceDone', { number: shown.invoiceNumber }),
            }}
          />
        )
      }
    />
  );
}
