import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { consigneePaths } from './paths';

export const consigneeScreens: Screen[] = [
  {
    path: consigneePaths.list,
    roles: roleGroups.admin,
    title: 'menu.consigneeRegistry',
    page: lazyPage(() => import('./pages/consignees-page'), 'ConsigneesPage'),
    menu: { section: 'admin', group: 'registries', label: 'consigneeRegistry', order: 43 },
  },
];
