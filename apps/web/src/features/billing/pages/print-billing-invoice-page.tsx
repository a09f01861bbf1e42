import { Anchor, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { billingMessages } from '@portside/contracts/billing';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { useBillingInvoice } from '../api/get-billing-invoice';
import { SalesInvoice } from '../components/sales-invoice';
import { billingPaths } from '../paths';

/** The printable sales invoice of one billing invoice (one A4 page; the browser's print or Save as PDF). */
export function PrintBillingInvoicePage() {
  const { t } = useTranslation('billing');
  const id = Number(useParams().invoiceId);
  const invoice = useBillingInvoice(id);

  return (
    <Stack>
      <Group className="print-hidden" justify="space-between">
        <Anchor component={Link} to={billingPaths.invoices()}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            {t('print.back')}
          </Group>
        </Anchor>
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!invoice.data}>
          {t('print.print')}
        </Button>
      </Group>
      {invoice.isError ? (
        <RetryAlert
          message={errorMessage(invoice.error, billingMessages.invoiceNotFound)}
          retrying={invoice.isFetching}
          onRetry={() => invoice.refetch()}
        />
      ) : invoice.data ? (
        <SalesInvoice invoice={invoice.data} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('print.loading')} />
        </Center>
      )}
    </Stack>
  );
}
