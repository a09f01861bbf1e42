import { queryKeys } from '../../../lib/query-keys';

const invoiceKeys = queryKeys('billing-invoices');

export const billingInvoiceKeys = {
  ...invoiceKeys,
  /** One invoice as its printed page shows it (GET /billing-invoices/{id}). */
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};
