import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { clearancePaths } from './paths';

export const clearanceScreens: Screen[] = [
  {
    path: clearancePaths.new,
    roles: roleGroups.commercial,
    title: 'menu.newClearance',
    page: lazyPage(() => import('./pages/create-clearance-page'), 'CreateClearancePage'),
    menu: { section: 'commercial', group: 'clearanceManagement', label: 'newClearance', order: 50 },
  },
  {
    path: clearancePaths.list,
    roles: roleGroups.commercial,
    title: 'menu.clearances',
    page: lazyPage(() => import('./pages/clearances-page'), 'ClearancesPage'),
    menu: { section: 'commercial', group: 'clearanceManagement', label: 'clearances', order: 51 },
  },
];
