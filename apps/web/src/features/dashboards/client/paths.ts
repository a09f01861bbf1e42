import { pathTo } from '../../../lib/paths';

export const clientPortalPaths = {
  dashboard: pathTo('/client/dashboard'),
  printInvoice: pathTo('/client/invoices/:invoiceId/print'),
  printReceipt: pathTo('/client/receipts/:receiptId/print'),
};
