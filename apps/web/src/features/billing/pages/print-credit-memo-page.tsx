import { creditMemoMessages } from '@portside/contracts/credit-memos';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CreditMemoPrintScreen } from '../../../components/printed-documents/print-screen';
import { useCreditMemo } from '../api/credit-memos';
import { billingPaths } from '../paths';

/** The printable credit memo, back to the list of memos. */
export function PrintCreditMemoPage() {
  const { t } = useTranslation('billing');
  const memo = useCreditMemo(Number(useParams().memoId));
  return (
    <CreditMemoPrintScreen
      memo={memo}
      back={{ to: billingPaths.creditMemos(), label: t('memoPrint.back') }}
      failure={creditMemoMessages.memoNotFound}
    />
  );
}
