import { describe, expect, it } from 'vitest';
import { filterMenu, type MenuSection, menuFor, menuLinks } from './menu';
import { screens } from './screens';

const labels = (sections: readonly MenuSection[]) => menuLinks(sections).map((link) => link.label);

describe('menuFor', () => {
  it("gives admin the built admin screens in spec 2.3's order, grouped", () => {
    const sections = menuFor(screens, 'admin');
    expect(sections.map((section) => section.label)).toEqual(['admin']);
    expect(sections[0]?.items.map((item) => item.label)).toEqual([
      'overview',
      'userManagement',
      'companyManagement',
      'registries',
      'settings',
      'publicSite',
      'auditLog',
    ]);
    expect(labels(sections)).toEqual([
      'overview',
      'users',
      'newUser',
      'companies',
      'newCompany',
      'kinds',
      'cargoHandlers',
      'descriptions',
      'consigneeRegistry',
      'settings',
      'publicSite',
      'auditLog',
    ]);
    expect(menuLinks(sections)[1]).toEqual({ label: 'users', path: '/admin/users' });
  });

  it('hides the entries of screens not built yet, and the groups and sections they empty', () => {
    expect(labels(menuFor(screens, 'commercial'))).toEqual([
      'workOrder',
      'orders',
      'manifestLayouts',
      'newClient',
      'clients',
      'clientLoginCount',
      'newVessel',
      'vessels',
      'newShippingLine',
      'shippingLines',
      'shippingAgents',
      'newClearance',
      'clearances',
    ]);
    expect(labels(menuFor(screens, 'checker'))).toEqual([
      'dashboard',
      'revenue',
      'reportGenerator',
      'competitors',
      'consignees',
      'paidAr',
      'trendCalculator',
    ]);
    // The dashboards' section comes before billing in spec 2.3's order; finance has Paid and AR in it (spec point 1).
    expect(labels(menuFor(screens, 'finance'))).toEqual([
      'paidAr',
      'newBillingInvoice',
      'billingInvoiceList',
      'creditMemos',
      'newOrInvoice',
      'orInvoiceList',
    ]);
  });

  it('gives the client its dashboard in a section of its own', () => {
    expect(menuFor(screens, 'client')).toEqual([
      { label: 'client', items: [{ label: 'clientDashboard', path: '/client/dashboard' }] },
    ]);
  });

  it('gives the processor its track and the guard its gate, each in a section of its own', () => {
    expect(menuFor(screens, 'processor')).toEqual([
      { label: 'processor', items: [{ label: 'track', path: '/processor/track' }] },
    ]);
    expect(menuFor(screens, 'guard')).toEqual([{ label: 'gate', items: [{ label: 'gateRelease', path: '/gate' }] }]);
  });

  it('gives no entries without a role', () => {
    expect(menuFor(screens, null)).toEqual([]);
  });
});

describe('filterMenu', () => {
  it('keeps only the links that pass the filter (the sidebar search) and drops what it empties', () => {
    const sections = filterMenu(menuFor(screens, 'admin'), (link) => link.label === 'newUser');
    expect(sections).toEqual([
      {
        label: 'admin',
        items: [{ label: 'userManagement', children: [{ label: 'newUser', path: '/admin/users/new' }] }],
      },
    ]);
  });
});
