import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../../lib/screen';
import { clientPortalPaths } from './paths';

/** Spec 2.2's client route: the client dashboard (spec 2.9), the client role's landing page, and its printed documents. */
export const clientPortalScreens: Screen[] = [
  {
    path: clientPortalPaths.dashboard,
    roles: roleGroups.client,
    title: 'screens.clientDashboard',
    page: lazyPage(() => import('./client-dashboard-page'), 'ClientDashboardPage'),
    menu: { section: 'client', label: 'clientDashboard', order: 10 },
  },
  {
    path: clientPortalPaths.printInvoice,
    roles: roleGroups.client,
    title: 'menu.salesInvoice',
    page: lazyPage(() => import('./client-print-pages'), 'ClientInvoicePrintPage'),
    partOf: clientPortalPaths.dashboard,
  },
  {
    path: clientPortalPaths.printReceipt,
    roles: roleGroups.client,
    title: 'menu.printOrInvoice',
    page: lazyPage(() => import('./client-print-pages'), 'ClientReceiptPrintPage'),
    partOf: clientPortalPaths.dashboard,
  },
];
