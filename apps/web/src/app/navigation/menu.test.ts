import { describe, expect, it } from 'vitest';
import { type MenuSection, menuLinks, visibleMenu } from './menu';

const paths = (sections: readonly MenuSection[]) => menuLinks(sections).map((link) => link.path);
const everyPage = new Set(['/admin', '/admin/users', '/admin/users/new', '/admin/kinds', '/dashboard', '/work-order']);

describe('visibleMenu', () => {
  it("shows a role only the built pages of its own routes, in the menu's order", () => {
    const sections = visibleMenu('admin', everyPage);
    expect(sections.map((section) => section.label)).toEqual(['admin']);
    expect(paths(sections)).toEqual(['/admin', '/admin/users', '/admin/users/new', '/admin/kinds']);
  });

  it('hides the entries of pages not built yet, and the groups and sections they empty', () => {
    const sections = visibleMenu('admin', new Set(['/admin', '/admin/kinds']));
    expect(paths(sections)).toEqual(['/admin', '/admin/kinds']);
    const [admin] = sections;
    expect(admin?.items.map((item) => item.label)).toEqual(['overview', 'registries']);
    expect(visibleMenu('commercial', new Set(['/admin']))).toEqual([]);
  });

  it('gives no role outside a group its entries, and nothing without a role', () => {
    expect(paths(visibleMenu('checker', everyPage))).toEqual(['/dashboard']);
    expect(paths(visibleMenu('commercial', everyPage))).toEqual(['/work-order']);
    expect(visibleMenu('client', everyPage)).toEqual([]);
    expect(visibleMenu(null, everyPage)).toEqual([]);
  });

  it('keeps only the links that pass the filter (the sidebar search) and drops what it empties', () => {
    const sections = visibleMenu('admin', everyPage, (link) => link.label === 'newUser');
    expect(paths(sections)).toEqual(['/admin/users/new']);
    const [admin] = sections;
    expect(admin?.items).toEqual([
      { label: 'userManagement', children: [{ label: 'newUser', path: '/admin/users/new' }] },
    ]);
  });
});
