import { type Role, roleGroups } from '@portside/contracts/roles';
import { matchPath } from 'react-router';

export type RouteAccess = { path: string; roles: readonly Role[] };

const group = (roles: readonly Role[], paths: string[]): RouteAccess[] => paths.map((path) => ({ path, roles }));

/**
 * Every signed-in route of spec 2.2 and who may open it; the guard reads only this table.
 * /admin/settings is gated with the admin group (the menu lists it; deny by default).
 */
export const routeAccess: readonly RouteAccess[] = [
  ...group(roleGroups.signedIn, ['/home']),
  ...group(roleGroups.analytics, [
    '/dashboard',
    '/dashboard/reports/OverViewDashboard',
    '/dashboard/reports/revenue',
    '/dashboard/reports/generator',
    '/dashboard/competitors',
    '/dashboard/consignees',
    '/dashboard/reports/paid-ar',
    '/dashboard/trends/calculate',
  ]),
  ...group(roleGroups.commercial, [
    '/work-order',
    '/work-orders/:id',
    '/work-orders/:id/edit',
    '/orders',
    '/commercial/clients/new',
    '/commercial/clients',
    '/commercial/clients/login-count',
    '/commercial/clearances/new',
    '/commercial/clearances',
    '/commercial/shipping-lines/new',
    '/commercial/shipping-lines',
    '/commercial/shipping-agents/new',
    '/commercial/shipping-agents',
    '/commercial/vessels/new',
    '/commercial/vessels',
  ]),
  ...group(roleGroups.operation, [
    '/operations/drafts/:id',
    '/operations/work-orders',
    '/operations/work-orders/:id/view',
    '/operations/work-orders/:id/monitoring',
    '/reports/operations/:id',
  ]),
  ...group(roleGroups.admin, [
    '/admin',
    '/admin/users',
    '/admin/users/new',
    '/admin/companies',
    '/admin/companies/new',
    '/admin/kinds',
    '/admin/cargo-handlers',
    '/admin/descriptions',
    '/admin/consignees',
    '/admin/settings',
    '/admin/audit-log',
  ]),
  ...group(roleGroups.client, ['/client/dashboard']),
  ...group(roleGroups.processor, ['/processor/track']),
  ...group(roleGroups.finance, [
    '/billing/billing-invoices/new',
    '/billing/billing-invoices',
    '/billing/or-invoice',
    '/billing/or-invoice/list',
  ]),
];

/** The roles allowed on a path, or null when the path is not a signed-in route. */
export function allowedRolesFor(pathname: string): readonly Role[] | null {
  return routeAccess.find((route) => matchPath(route.path, pathname))?.roles ?? null;
}

export function canOpen(role: Role | null, pathname: string): boolean {
  return role !== null && (allowedRolesFor(pathname)?.includes(role) ?? false);
}
