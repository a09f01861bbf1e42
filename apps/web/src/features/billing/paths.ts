import { pathTo } from '../../lib/paths';

export const billingPaths = {
  newInvoice: pathTo('/billing/billing-invoices/new'),
  invoices: pathTo('/billing/billing-invoices'),
  newReceipt: pathTo('/billing/or-invoice'),
  receipts: pathTo('/billing/or-invoice/list'),
  printReceipt: pathTo('/billing/or-invoice/:id/print'),
};
