import { roleGroups } from '@portside/contracts/roles';
import type { Screen } from '../../lib/screen';
import { clearancePaths } from './paths';

/** Spec 2.2 routes whose pages are not built yet: guarded, hidden from the menus, shown as not found. */
export const clearanceScreens: Screen[] = [
  {
    path: clearancePaths.new,
    roles: roleGroups.commercial,
    title: 'menu.newClearance',
    menu: { section: 'commercial', group: 'clearanceManagement', label: 'newClearance', order: 50 },
  },
  {
    path: clearancePaths.list,
    roles: roleGroups.commercial,
    title: 'menu.clearances',
    menu: { section: 'commercial', group: 'clearanceManagement', label: 'clearances', order: 51 },
  },
];
