import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { kindPaths } from './paths';

export const kindScreens: Screen[] = [
  {
    path: kindPaths.list,
    roles: roleGroups.admin,
    title: 'menu.kinds',
    page: lazyPage(() => import('./pages/kinds-page'), 'KindsPage'),
    menu: { section: 'admin', group: 'registries', label: 'kinds', order: 40 },
  },
];
