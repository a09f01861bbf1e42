import { queryKeys } from '../../../lib/query-keys';

/** Billing invoices: their lists and the receipt form's picker of invoices without a receipt. */
export const billingInvoiceKeys = queryKeys('billing-invoices');

const receipts = queryKeys('official-receipts');
export const officialReceiptKeys = {
  ...receipts,
  detail: (id: number) => [...receipts.all, 'detail', id] as const,
};
