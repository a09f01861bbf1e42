import type { Role } from '@portside/contracts/roles';
import type { MenuLabel, MenuSectionLabel, Screen } from '../../lib/screen';

export type MenuLink = { label: MenuLabel; path: string };
export type MenuGroup = { label: MenuLabel; children: MenuLink[] };
export type MenuItem = MenuLink | MenuGroup;
export type MenuSection = { label: MenuSectionLabel; items: MenuItem[] };

/**
 * The sidebar's sections in spec 2.3's order, then the client's, the processor's and the guard's (spec 2.3 lists no
 * menu for them); within a section, entries follow their screens' `menu.order`.
 */
const sectionOrder: readonly MenuSectionLabel[] = [
  'admin',
  'commercial',
  'analytics',
  'operation',
  'finance',
  'client',
  'processor',
  'gate',
];

/** The menu a role sees: the entries of the built screens it may open (no entry may lead to a placeholder). */
export function menuFor(screens: readonly Screen[], role: Role | null): MenuSection[] {
  const entries = screens
    .flatMap((screen) =>
      screen.menu && screen.page && role && screen.roles.includes(role)
        ? [{ ...screen.menu, path: screen.path.pattern }]
        : [],
    )
    .sort((a, b) => a.order - b.order);
  return sectionOrder.flatMap((section) => {
    const items: MenuItem[] = [];
    for (const { label, path, group } of entries.filter((entry) => entry.section === section)) {
      const link = { label, path };
      if (!group) {
        items.push(link);
        continue;
      }
      const parent = items.find((item): item is MenuGroup => 'children' in item && item.label === group);
      if (parent) parent.children.push(link);
      else items.push({ label: group, children: [link] });
    }
    return items.length > 0 ? [{ label: section, items }] : [];
  });
}

/** The path of the menu entry marked while this screen is open: its own, or that of the screen it is part of. */
export function markedMenuPath(screen: Screen | undefined): string | undefined {
  return screen?.menu ? screen.path.pattern : screen?.partOf?.pattern;
}

/** Only the links that pass the filter (the sidebar search); the groups and sections it empties disappear. */
export function filterMenu(sections: readonly MenuSection[], keep: (link: MenuLink) => boolean): MenuSection[] {
  return sections.flatMap((section) => {
    const items = section.items.flatMap((item): MenuItem[] => {
      if ('path' in item) return keep(item) ? [item] : [];
      const children = item.children.filter(keep);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

export function menuLinks(sections: readonly MenuSection[]): MenuLink[] {
  return sections.flatMap((section) => section.items.flatMap((item) => ('path' in item ? [item] : item.children)));
}
