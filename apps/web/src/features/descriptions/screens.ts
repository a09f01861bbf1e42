import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { descriptionPaths } from './paths';

export const descriptionScreens: Screen[] = [
  {
    path: descriptionPaths.list,
    roles: roleGroups.admin,
    title: 'menu.descriptions',
    page: lazyPage(() => import('./pages/descriptions-page'), 'DescriptionsPage'),
    menu: { section: 'admin', group: 'registries', label: 'descriptions', order: 42 },
  },
];
