import type { Role } from '@portside/contracts/roles';
import type translation from '../../../public/locales/en/translation.json';
import { canOpen } from './route-access';

export type MenuLabel = keyof (typeof translation)['menu'];
export type MenuLink = { label: MenuLabel; path: string };
export type MenuItem = MenuLink | { label: MenuLabel; children: MenuLink[] };
export type MenuSection = { label: MenuLabel; items: MenuItem[] };

const link = (label: MenuLabel, path: string): MenuLink => ({ label, path });

/** The full sidebar of spec 2.3, by area; who sees a section follows the route-access table. */
export const menu: readonly MenuSection[] = [
  {
    label: 'admin',
    items: [
      link('overview', '/admin'),
      { label: 'userManagement', children: [link('users', '/admin/users'), link('newUser', '/admin/users/new')] },
      {
        label: 'companyManagement',
        children: [link('companies', '/admin/companies'), link('newCompany', '/admin/companies/new')],
      },
      {
        label: 'registries',
        children: [
          link('kinds', '/admin/kinds'),
          link('cargoHandlers', '/admin/cargo-handlers'),
          link('descriptions', '/admin/descriptions'),
          link('consigneeRegistry', '/admin/consignees'),
        ],
      },
      link('settings', '/admin/settings'),
      link('auditLog', '/admin/audit-log'),
    ],
  },
  {
    label: 'commercial',
    items: [
      { label: 'workOrders', children: [link('workOrder', '/work-order'), link('orders', '/orders')] },
      {
        label: 'clientManagement',
        children: [
          link('newClient', '/commercial/clients/new'),
          link('clients', '/commercial/clients'),
          link('clientLoginCount', '/commercial/clients/login-count'),
        ],
      },
      {
        label: 'vesselManagement',
        children: [link('newVessel', '/commercial/vessels/new'), link('vessels', '/commercial/vessels')],
      },
      {
        label: 'shippingManagement',
        children: [
          link('newShippingLine', '/commercial/shipping-lines/new'),
          link('shippingLines', '/commercial/shipping-lines'),
          link('shippingAgents', '/commercial/shipping-agents'),
        ],
      },
      {
        label: 'clearanceManagement',
        children: [link('newClearance', '/commercial/clearances/new'), link('clearances', '/commercial/clearances')],
      },
    ],
  },
  {
    label: 'analytics',
    items: [
      link('dashboard', '/dashboard'),
      link('revenue', '/dashboard/reports/revenue'),
      link('reportGenerator', '/dashboard/reports/generator'),
      link('competitors', '/dashboard/competitors'),
      link('consignees', '/dashboard/consignees'),
      link('paidAr', '/dashboard/reports/paid-ar'),
      link('trendCalculator', '/dashboard/trends/calculate'),
    ],
  },
  { label: 'operation', items: [link('vesselVisits', '/operations/work-orders')] },
  {
    label: 'finance',
    items: [
      {
        label: 'billingInvoices',
        children: [
          link('newBillingInvoice', '/billing/billing-invoices/new'),
          link('billingInvoiceList', '/billing/billing-invoices'),
        ],
      },
      {
        label: 'officialReceipts',
        children: [link('newOrInvoice', '/billing/or-invoice'), link('orInvoiceList', '/billing/or-invoice/list')],
      },
    ],
  },
];

/**
 * The menu a role sees: links it may open whose page is built (no entry may lead to a placeholder), and only the
 * links whose label passes the filter; empty groups and sections disappear.
 */
export function visibleMenu(
  role: Role | null,
  built: ReadonlySet<string>,
  keep: (link: MenuLink) => boolean = () => true,
) {
  const shown = (entry: MenuLink) => built.has(entry.path) && canOpen(role, entry.path) && keep(entry);
  return menu.flatMap((section) => {
    const items = section.items.flatMap((item): MenuItem[] => {
      if ('path' in item) return shown(item) ? [item] : [];
      const children = item.children.filter(shown);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

export function menuLinks(sections: readonly MenuSection[]): MenuLink[] {
  return sections.flatMap((section) => section.items.flatMap((item) => ('path' in item ? [item] : item.children)));
}
