import { pathTo } from '../../lib/paths';

export const billingPaths = {
  newInvoice: pathTo('/billing/billing-invoices/new'),
  invoices: pathTo('/billing/billing-invoices'),
  printInvoice: pathTo('/billing/billing-invoices/:invoiceId/print'),
  newReceipt: pathTo('/billing/or-invoice'),
  receipts: pathTo('/billing/or-invoice/list'),
  printReceipt: pathTo('/billing/or-invoice/:receiptId/print'),
  creditMemos: pathTo('/billing/credit-memos'),
  printCreditMemo: pathTo('/billing/credit-memos/:memoId/print'),
};
