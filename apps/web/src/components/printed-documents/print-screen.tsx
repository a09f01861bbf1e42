import { Button, Group, Stack } from '@mantine/core';
import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import type { CreditMemoDetail } from '@portside/contracts/credit-memos';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { IconPrinter } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, retryable } from '../../lib/api-error';
import { BackButton } from '../back-button';
import { PageLoader } from '../page-loader';
import { RetryAlert } from '../retry-alert';
import { PrintedCreditMemo } from './credit-memo';
import { PrintedReceipt } from './printed-receipt';
import { SalesInvoice } from './sales-invoice';

/** Where the page's way back leads, and its words. */
export type PrintBack = { to: string; label: string };

type PrintScreenProps<T> = {
  /** The document as read for this page (finance's call or the client's: the same answer). */
  query: UseQueryResult<T>;
  back: PrintBack;
  /** What a failure says when the server gives no sentence of its own. */
  failure: string;
  /** Beside Print, not printed: what the reader may do with the document (finance's Cancel). */
  actions?: (document: T) => ReactNode;
  /** Below the sheet, not printed: what else the reader should know of it (an invoice's credit memos). */
  aside?: (document: T) => ReactNode;
  children: (document: T) => ReactNode;
};

/**
 * A printed document's page (one A4 sheet: the browser's print or Save as PDF), finance's and the client's alike:
 * above the sheet, not printed, the way back and Print. A document the server refuses (not found) says so; a failure
 * to load offers Retry.
 */
export function PrintScreen<T>({ query, back, failure, actions, aside, children }: PrintScreenProps<T>) {
  const { t } = useTranslation('billing');
  return (
    <Stack>
      <Group className="print-hidden" justify="space-between">
        <BackButton to={back.to}>{back.label}</BackButton>
        <Group gap="sm">
          {query.data && actions?.(query.data)}
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!query.data}>
            {t('print.print')}
          </Button>
        </Group>
      </Group>
      {query.isError ? (
        <RetryAlert
          message={errorMessage(query.error, failure)}
          retrying={query.isFetching}
          onRetry={() => query.refetch()}
          canRetry={retryable(query.error)}
        />
      ) : query.data ? (
        <>
          {children(query.data)}
          {aside && <div className="print-hidden">{aside(query.data)}</div>}
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

/** The printed sales invoice's page. */
export function InvoicePrintScreen({
  invoice,
  back,
  failure,
  actions,
  aside,
}: {
  invoice: UseQueryResult<BillingInvoiceDetail>;
  back: PrintBack;
  failure: string;
  actions?: (invoice: BillingInvoiceDetail) => ReactNode;
  aside?: (invoice: BillingInvoiceDetail) => ReactNode;
}) {
  return (
    <PrintScreen query={invoice} back={back} failure={failure} actions={actions} aside={aside}>
      {(document) => <SalesInvoice invoice={document} />}
    </PrintScreen>
  );
}

/** The printed official receipt's page. */
export function ReceiptPrintScreen({
  receipt,
  back,
  failure,
  actions,
  aside,
}: {
  receipt: UseQueryResult<OfficialReceiptDetail>;
  back: PrintBack;
  failure: string;
  actions?: (receipt: OfficialReceiptDetail) => ReactNode;
  aside?: (receipt: OfficialReceiptDetail) => ReactNode;
}) {
  return (
    <PrintScreen query={receipt} back={back} failure={failure} actions={actions} aside={aside}>
      {(document) => <PrintedReceipt receipt={document} />}
    </PrintScreen>
  );
}

/** The printed credit memo's page. */
export function CreditMemoPrintScreen({
  memo,
  back,
  failure,
}: {
  memo: UseQueryResult<CreditMemoDetail>;
  back: PrintBack;
  failure: string;
}) {
  return (
    <PrintScreen query={memo} back={back} failure={failure}>
      {(document) => <PrintedCreditMemo memo={document} />}
    </PrintScreen>
  );
}
