import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { billingPaths } from './paths';

/** Spec 2.2 finance routes; a screen without `page` is guarded, hidden from the menus and shown as not found. */
export const billingScreens: Screen[] = [
  {
    path: billingPaths.newInvoice,
    roles: roleGroups.finance,
    title: 'menu.newBillingInvoice',
    page: lazyPage(() => import('./pages/create-billing-invoice-page'), 'CreateBillingInvoicePage'),
    menu: { section: 'finance', group: 'billingInvoices', label: 'newBillingInvoice', order: 10 },
  },
  {
    path: billingPaths.invoices,
    roles: roleGroups.finance,
    title: 'menu.billingInvoiceList',
    page: lazyPage(() => import('./pages/billing-invoices-page'), 'BillingInvoicesPage'),
    menu: { section: 'finance', group: 'billingInvoices', label: 'billingInvoiceList', order: 11 },
  },
  {
    path: billingPaths.printInvoice,
    roles: roleGroups.finance,
    title: 'menu.salesInvoice',
    page: lazyPage(() => import('./pages/print-billing-invoice-page'), 'PrintBillingInvoicePage'),
    partOf: billingPaths.invoices,
  },
  {
    path: billingPaths.newReceipt,
    roles: roleGroups.finance,
    title: 'menu.newOrInvoice',
    page: lazyPage(() => import('./pages/create-receipt-page'), 'CreateReceiptPage'),
    menu: { section: 'finance', group: 'officialReceipts', label: 'newOrInvoice', order: 20 },
  },
  {
    path: billingPaths.receipts,
    roles: roleGroups.finance,
    title: 'menu.orInvoiceList',
    page: lazyPage(() => import('./pages/receipts-page'), 'ReceiptsPage'),
    menu: { section: 'finance', group: 'officialReceipts', label: 'orInvoiceList', order: 21 },
  },
  {
    path: billingPaths.printReceipt,
    roles: roleGroups.finance,
    title: 'menu.printOrInvoice',
    page: lazyPage(() => import('./pages/print-receipt-page'), 'PrintReceiptPage'),
    partOf: billingPaths.receipts,
  },
  {
    path: billingPaths.creditMemos,
    roles: roleGroups.finance,
    title: 'menu.creditMemos',
    page: lazyPage(() => import('./pages/credit-memos-page'), 'CreditMemosPage'),
    menu: { section: 'finance', group: 'billingInvoices', label: 'creditMemos', order: 12 },
  },
  {
    path: billingPaths.printCreditMemo,
    roles: roleGroups.finance,
    title: 'menu.creditMemo',
    page: lazyPage(() => import('./pages/print-credit-memo-page'), 'PrintCreditMemoPage'),
    partOf: billingPaths.creditMemos,
  },
];
