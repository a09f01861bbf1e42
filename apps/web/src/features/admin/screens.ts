import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { adminPaths } from './paths';

export const adminScreens: Screen[] = [
  {
    path: adminPaths.overview,
    roles: roleGroups.admin,
    title: 'menu.overview',
    page: lazyPage(() => import('./pages/admin-overview-page'), 'AdminOverviewPage'),
    menu: { section: 'admin', label: 'overview', order: 10 },
  },
  {
    path: adminPaths.users,
    roles: roleGroups.admin,
    title: 'menu.users',
    page: lazyPage(() => import('./pages/users-page'), 'UsersPage'),
    menu: { section: 'admin', group: 'userManagement', label: 'users', order: 20 },
  },
  {
    path: adminPaths.newUser,
    roles: roleGroups.admin,
    title: 'menu.newUser',
    page: lazyPage(() => import('./pages/create-user-page'), 'CreateUserPage'),
    menu: { section: 'admin', group: 'userManagement', label: 'newUser', order: 21 },
  },
  {
    path: adminPaths.user,
    roles: roleGroups.admin,
    title: 'screens.manageUser',
    page: lazyPage(() => import('./pages/manage-user-page'), 'ManageUserPage'),
    partOf: adminPaths.users,
  },
];
