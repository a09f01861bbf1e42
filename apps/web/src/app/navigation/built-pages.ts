import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The signed-in pages that exist, by route pattern of the access table, each loaded on demand. A route of the table
 * without a page here shows the not-found page, and its menu entry stays hidden.
 */
export const builtPages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/home': lazy(() => import('../pages/home-page').then((module) => ({ default: module.HomePage }))),
  '/admin': lazy(() =>
    import('../../features/admin/pages/admin-overview-page').then((module) => ({ default: module.AdminOverviewPage })),
  ),
  '/admin/users': lazy(() =>
    import('../../features/admin/pages/users-page').then((module) => ({ default: module.UsersPage })),
  ),
  '/admin/users/new': lazy(() =>
    import('../../features/admin/pages/create-user-page').then((module) => ({ default: module.CreateUserPage })),
  ),
};

export const builtPaths: ReadonlySet<string> = new Set(Object.keys(builtPages));
