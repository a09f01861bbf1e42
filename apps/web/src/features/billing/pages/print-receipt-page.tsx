import { officialReceiptMessages } from '@portside/contracts/official-receipts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReceiptPrintScreen } from '../../../components/printed-documents/print-screen';
import { useOfficialReceipt } from '../api/get-official-receipt';
import { billingPaths } from '../paths';

/** The printable official receipt, back to the list of receipts. */
export function PrintReceiptPage() {
  const { t } = useTranslation('billing');
  const receipt = useOfficialReceipt(Number(useParams().receiptId));
  return (
    <ReceiptPrintScreen
      receipt={receipt}
      back={{ to: billingPaths.receipts(), label: t('receiptPrint.back') }}
      failure={officialReceiptMessages.failedToFetch}
    />
  );
}
