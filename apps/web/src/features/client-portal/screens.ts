import { roleGroups } from '@portside/contracts/roles';
import type { Screen } from '../../lib/screen';
import { clientPortalPaths } from './paths';

/** Spec 2.2 routes whose pages are not built yet: guarded, hidden from the menus, shown as not found. */
export const clientPortalScreens: Screen[] = [
  {
    path: clientPortalPaths.dashboard,
    roles: roleGroups.client,
    title: 'screens.clientDashboard',
  },
];
