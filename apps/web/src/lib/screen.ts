import type { Role } from '@portside/contracts/roles';
import type { ParseKeys } from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type translation from '../../public/locales/en/translation.json';

export type MenuLabel = keyof (typeof translation)['menu'];
export type MenuSectionLabel =
  | 'admin'
  | 'commercial'
  | 'analytics'
  | 'operation'
  | 'finance'
  | 'client'
  | 'processor'
  | 'gate';

/**
 * One screen of the signed-in app, declared once in its feature's screens.ts: the router, the guard, the menus,
 * the landing redirect and the tests all read this.
 */
export type Screen = {
  /** A path builder of the feature's paths.ts. */
  path: { readonly pattern: string };
  /** Who may open it (spec 2.2): one of `roleGroups`. */
  roles: readonly [Role, ...Role[]];
  /** A key of the translation namespace: the document title. */
  title: ParseKeys;
  /** Absent while the screen is not built: the route then shows not-found, and the menu hides it. */
  page?: LazyExoticComponent<ComponentType>;
  /** Its sidebar entry: entries are sorted by `order` within a section; a `group` collapses its entries. */
  menu?: { section: MenuSectionLabel; group?: MenuLabel; label: MenuLabel; order: number };
  /** A screen without an entry of its own (a detail, an edit): the screen whose entry the menu marks meanwhile. */
  partOf?: { readonly pattern: string };
};

/** A page component loaded on demand from its module (named exports, no default ones), with the components' styles. */
export function lazyPage<Module>(load: () => Promise<Module>, name: keyof Module): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), import('./component-styles')]);
    return { default: module[name] as ComponentType };
  });
}
