import { landingPageFor, type Role, roleGroups, roles } from '@portside/contracts/roles';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { screens } from './screens';

/** Spec 2.2, as written there, and the guard's gate: every signed-in route and the group that may open it. */
const spec: Record<keyof typeof roleGroups, string[]> = {
  signedIn: ['/home'],
  analytics: [
    '/dashboard',
    '/dashboard/reports/OverViewDashboard',
    '/dashboard/reports/revenue',
    '/dashboard/reports/generator',
    '/dashboard/competitors',
    '/dashboard/consignees',
    '/dashboard/trends/calculate',
  ],
  // Spec point 1 gives finance the paid and accounts-receivable dashboard too (issue 25).
  paidAr: ['/dashboard/reports/paid-ar'],
  commercial: [
    '/work-order',
    '/work-orders/:id',
    '/work-orders/:id/edit',
    '/work-order/layouts',
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
  ],
  operation: [
    '/operations/drafts/:id',
    '/operations/work-orders',
    '/operations/work-orders/:id/view',
    '/operations/work-orders/:id/monitoring',
  ],
  // The spec's gated list omits /admin/settings, which its menu lists; /admin/consignees, the audit log and the public
  // site's editor (issue 15) came later.
  admin: [
    '/admin',
    '/admin/users',
    '/admin/users/new',
    '/admin/users/:userId',
    '/admin/companies',
    '/admin/companies/new',
    '/admin/kinds',
    '/admin/cargo-handlers',
    '/admin/descriptions',
    '/admin/consignees',
    '/admin/settings',
    '/admin/audit-log',
    '/admin/site',
  ],
  // The client's printed invoice and receipt (issue 15) came later.
  client: ['/client/dashboard', '/client/invoices/:invoiceId/print', '/client/receipts/:receiptId/print'],
  processor: ['/processor/track'],
  // Not in spec 2.2: the release at the gate of DOMAIN.md, the guard's landing page.
  guard: [],
  // The dashboards' readers open a visit's report from the vessel schedule; a supervisor reopens it there (issue 25).
  visitReport: ['/reports/operations/:id'],
  // The supervisor reverses a release made by mistake there (issue 25); each truck's gate pass (issue 28).
  gate: ['/gate', '/gate/passes/:releaseId'],
  supervisor: [],
  // The printed sales invoice of issue 12 (RR 7-2024) comes after the spec.
  finance: [
    '/billing/billing-invoices/new',
    '/billing/billing-invoices',
    '/billing/billing-invoices/:invoiceId/print',
    '/billing/or-invoice',
    '/billing/or-invoice/list',
    // The printable receipt (issue 12) came later.
    '/billing/or-invoice/:receiptId/print',
    // Credit memos, their list and print (issue 25).
    '/billing/credit-memos',
    '/billing/credit-memos/:memoId/print',
  ],
};

const declared = (path: string) => screens.find((screen) => screen.path.pattern === path);

describe('screen declarations', () => {
  it('declare every route of spec 2.2 with its group of roles, and no other', () => {
    const expected = Object.entries(spec).flatMap(([group, paths]) =>
      paths.map((path) => [path, roleGroups[group as keyof typeof roleGroups]]),
    );
    expect(screens.map((screen) => [screen.path.pattern, screen.roles])).toEqual(expect.arrayContaining(expected));
    expect(screens).toHaveLength(expected.length);
  });

  it('have unique paths, each with roles and a title that exists in English', () => {
    const paths = screens.map((screen) => screen.path.pattern);
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of screens) {
      expect(screen.roles.length, screen.path.pattern).toBeGreaterThan(0);
      expect(i18n.exists(screen.title, { lng: 'en' }), screen.title).toBe(true);
    }
  });

  it('give menu entries only to paths without parameters, each at its own place in its section', () => {
    const entries = screens.flatMap((screen) => (screen.menu ? [{ ...screen.menu, path: screen.path.pattern }] : []));
    expect(entries.filter((entry) => entry.path.includes(':'))).toEqual([]);
    const places = entries.map((entry) => `${entry.section} ${entry.order}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('mark in the menu, for a built screen without an entry (a detail, an edit), the entry of a screen it is part of', () => {
    for (const screen of screens.filter((each) => each.page && !each.menu && each.path.pattern !== '/home')) {
      const parent = screen.partOf && declared(screen.partOf.pattern);
      expect(parent?.menu, screen.path.pattern).toBeDefined();
      // Every role of the parent opens the screen; a screen opened from elsewhere too (a visit's report from the
      // dashboards' vessel schedule) marks no entry for those roles.
      expect(screen.roles, screen.path.pattern).toEqual(expect.arrayContaining([...(parent?.roles ?? [])]));
    }
  });

  it.each(roles)('let %s open its landing page', (role: Role) => {
    const landing = declared(landingPageFor(role));
    expect(landing?.roles).toContain(role);
  });
});
