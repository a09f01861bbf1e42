import { roleGroups } from '@portside/contracts/roles';
import type { Screen } from '../../lib/screen';
import { billingPaths } from './paths';

/** Spec 2.2 routes whose pages are not built yet: guarded, hidden from the menus, shown as not found. */
export const billingScreens: Screen[] = [
  {
    path: billingPaths.newInvoice,
    roles: roleGroups.finance,
    title: 'menu.newBillingInvoice',
    menu: { section: 'finance', group: 'billingInvoices', label: 'newBillingInvoice', order: 10 },
  },
  {
    path: billingPaths.invoices,
    roles: roleGroups.finance,
    title: 'menu.billingInvoiceList',
    menu: { section: 'finance', group: 'billingInvoices', label: 'billingInvoiceList', order: 11 },
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
