import { queryKeys } from '../../../lib/query-keys';

const invoiceKeys = queryKeys('billing-invoices');

/** Billing invoices: their lists, the receipt form's picker of invoices without a receipt, one invoice. */
export const billingInvoiceKeys = {
  ...invoiceKeys,
  /** One invoice as its printed page shows it (GET /billing-invoices/{id}). */
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  /** What billing a BL on a date would issue (GET /billing-invoices/preview). */
  preview: (of: object) => [...invoiceKeys.all, 'preview', of] as const,
};

const receipts = queryKeys('official-receipts');
export const officialReceiptKeys = {
  ...receipts,
  detail: (id: number) => [...receipts.all, 'detail', id] as const,
  /** The withholding rate the receipt form proposes (GET /official-receipts/withholding). */
  withholding: () => [...receipts.all, 'withholding'] as const,
};

const memos = queryKeys('credit-memos');
/** Credit memos: their list and one memo as its printed page shows it. */
export const creditMemoKeys = {
  ...memos,
  detail: (id: number) => [...memos.all, 'detail', id] as const,
};
