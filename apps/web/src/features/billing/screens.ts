import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { billingPaths } from './paths';

/** Spec 2.2 finance routes (a screen without a page is not built yet: guarded, hidden, shown as not found). */
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
    menu: { section: 'finance', group: 'officialReceipts', label: 'newOrInvoice', order: 20 },
  },
  {
    path: billingPaths.receipts,
    roles: roleGroups.finance,
    title: 'menu.orInvoiceList',
    menu: { section: 'finance', group: 'officialReceipts', label: 'orInvoiceList', order: 21 },
  },
];
