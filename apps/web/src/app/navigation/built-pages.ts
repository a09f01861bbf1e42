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
};

export const builtPaths: ReadonlySet<string> = new Set(Object.keys(builtPages));
