import { Button, Group, Stack } from '@mantine/core';
import { officialReceiptMessages } from '@portside/contracts/official-receipts';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useOfficialReceipt } from '../api/get-official-receipt';
import { PrintedReceipt } from '../components/printed-receipt';
import { billingPaths } from '../paths';

/**
 * The printable official receipt: the sheet, and above it (not printed) the way back to the list and Print. A receipt
 * that does not exist says so; a failure to load offers Retry.
 */
export function PrintReceiptPage() {
  const { t } = useTranslation('billing');
  const receipt = useOfficialReceipt(Number(useParams().receiptId));
  const refused = receipt.error instanceof ApiError && receipt.error.status < 500;
  const failure = errorMessage(receipt.error, officialReceiptMessages.failedToFetch);
  return (
    <Stack>
      <Group className="print-hidden">
        <BackButton to={billingPaths.receipts()}>{t('receiptPrint.back')}</BackButton>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!receipt.data}>
          {t('receiptPrint.print')}
        </Button>
      </Group>
      {refused ? (
        <FormErrorBanner message={failure} />
      ) : receipt.isError ? (
        <RetryAlert message={failure} retrying={receipt.isFetching} onRetry={() => receipt.refetch()} />
      ) : receipt.data ? (
        <PrintedReceipt receipt={receipt.data} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
