import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { cargoHandlerPaths } from './paths';

export const cargoHandlerScreens: Screen[] = [
  {
    path: cargoHandlerPaths.list,
    roles: roleGroups.admin,
    title: 'menu.cargoHandlers',
    page: lazyPage(() => import('./pages/cargo-handlers-page'), 'CargoHandlersPage'),
    menu: { section: 'admin', group: 'registries', label: 'cargoHandlers', order: 41 },
  },
];
