import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page component loaded on demand from its module (named exports, no default ones). */
function lazyPage<Module>(load: () => Promise<Module>, name: keyof Module): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * The signed-in pages that exist, by route pattern of the access table, each loaded on demand. A route of the table
 * without a page here shows the not-found page, and its menu entry stays hidden.
 */
export const builtPages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/home': lazyPage(() => import('../pages/home-page'), 'HomePage'),
  '/admin': lazyPage(() => import('../../features/admin/pages/admin-overview-page'), 'AdminOverviewPage'),
  '/admin/users': lazyPage(() => import('../../features/admin/pages/users-page'), 'UsersPage'),
  '/admin/users/new': lazyPage(() => import('../../features/admin/pages/create-user-page'), 'CreateUserPage'),
  '/admin/kinds': lazyPage(() => import('../../features/kinds-of-company/pages/kinds-page'), 'KindsPage'),
  '/admin/companies': lazyPage(() => import('../../features/companies/pages/companies-page'), 'CompaniesPage'),
  '/admin/companies/new': lazyPage(
    () => import('../../features/companies/pages/create-company-page'),
    'CreateCompanyPage',
  ),
  '/admin/cargo-handlers': lazyPage(
    () => import('../../features/cargo-handlers/pages/cargo-handlers-page'),
    'CargoHandlersPage',
  ),
  '/admin/descriptions': lazyPage(
    () => import('../../features/descriptions/pages/descriptions-page'),
    'DescriptionsPage',
  ),
  '/admin/consignees': lazyPage(() => import('../../features/consignees/pages/consignees-page'), 'ConsigneesPage'),
  '/admin/settings': lazyPage(() => import('../../features/settings/pages/settings-page'), 'SettingsPage'),
  '/admin/audit-log': lazyPage(() => import('../../features/audit-log/pages/audit-log-page'), 'AuditLogPage'),
  '/commercial/clients': lazyPage(() => import('../../features/clients/pages/clients-page'), 'ClientsPage'),
  '/commercial/clients/new': lazyPage(
    () => import('../../features/clients/pages/create-client-page'),
    'CreateClientPage',
  ),
  '/commercial/clients/login-count': lazyPage(
    () => import('../../features/clients/pages/client-login-count-page'),
    'ClientLoginCountPage',
  ),
  '/commercial/shipping-lines': lazyPage(
    () => import('../../features/shipping/pages/shipping-lines-page'),
    'ShippingLinesPage',
  ),
  '/commercial/shipping-lines/new': lazyPage(
    () => import('../../features/shipping/pages/create-shipping-line-page'),
    'CreateShippingLinePage',
  ),
  // Spec 2.5: list and create of shipping agents show the same screen.
  '/commercial/shipping-agents': lazyPage(
    () => import('../../features/shipping/pages/shipping-agents-page'),
    'ShippingAgentsPage',
  ),
  '/commercial/shipping-agents/new': lazyPage(
    () => import('../../features/shipping/pages/shipping-agents-page'),
    'ShippingAgentsPage',
  ),
  '/work-order': lazyPage(() => import('../../features/work-orders/pages/work-order-page'), 'WorkOrderPage'),
  '/work-orders/:id/edit': lazyPage(
    () => import('../../features/work-orders/pages/edit-work-order-page'),
    'EditWorkOrderPage',
  ),
  '/orders': lazyPage(() => import('../../features/work-orders/pages/orders-page'), 'OrdersPage'),
  '/work-orders/:id': lazyPage(
    () => import('../../features/work-orders/pages/work-order-view-page'),
    'WorkOrderViewPage',
  ),
  '/commercial/vessels': lazyPage(() => import('../../features/vessels/pages/vessels-page'), 'VesselsPage'),
  '/commercial/vessels/new': lazyPage(
    () => import('../../features/vessels/pages/create-vessel-page'),
    'CreateVesselPage',
  ),
};

export const builtPaths: ReadonlySet<string> = new Set(Object.keys(builtPages));
