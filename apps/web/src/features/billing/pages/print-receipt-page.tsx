import { officialReceiptMessages } from '@portside/contracts/official-receipts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CancelDocument } from '../../../components/cancel-document';
import { ReceiptPrintScreen } from '../../../components/printed-documents/print-screen';
import { useCancelOfficialReceipt } from '../api/cancel-documents';
import { useOfficialReceipt } from '../api/get-official-receipt';
import { PendingCertificates } from '../components/pending-certificates';
import { billingPaths } from '../paths';

/**
 * The printable official receipt, back to the list of receipts; a standing receipt can be cancelled with a reason, and
 * the 2307 certificates it still waits for are recorded under it.
 */
export function PrintReceiptPage() {
  const { t } = useTranslation('billing');
  const receipt = useOfficialReceipt(Number(useParams().receiptId));
  const cancel = useCancelOfficialReceipt();
  return (
    <ReceiptPrintScreen
      receipt={receipt}
      back={{ to: billingPaths.receipts(), label: t('receiptPrint.back') }}
      failure={officialReceiptMessages.failedToFetch}
      aside={(shown) => <PendingCertificates receipt={shown} />}
      actions={(shown) =>
        !shown.cancellation &&
        !shown.credited && (
          <CancelDocument
            id={shown.id}
            cancel={cancel}
            failureMessage={officialReceiptMessages.cancelFailed}
            texts={{
              button: t('cancellation.cancelReceipt'),
              title: t('cancellation.receiptTitle', { number: shown.orNumber }),
              message: t('cancellation.receiptMessage', { number: shown.orNumber, count: shown.invoices.length }),
              confirm: t('cancellation.cancelReceipt'),
              done: t('cancellation.receiptDone', { number: shown.orNumber }),
            }}
          />
        )
      }
    />
  );
}
