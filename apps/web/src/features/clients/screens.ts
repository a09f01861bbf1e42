import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { clientPaths } from './paths';

export const clientScreens: Screen[] = [
  {
    path: clientPaths.new,
    roles: roleGroups.commercial,
    title: 'menu.newClient',
    page: lazyPage(() => import('./pages/create-client-page'), 'CreateClientPage'),
    menu: { section: 'commercial', group: 'clientManagement', label: 'newClient', order: 20 },
  },
  {
    path: clientPaths.list,
    roles: roleGroups.commercial,
    title: 'menu.clients',
    page: lazyPage(() => import('./pages/clients-page'), 'ClientsPage'),
    menu: { section: 'commercial', group: 'clientManagement', label: 'clients', order: 21 },
  },
  {
    path: clientPaths.loginCount,
    roles: roleGroups.commercial,
    title: 'menu.clientLoginCount',
    page: lazyPage(() => import('./pages/client-login-count-page'), 'ClientLoginCountPage'),
    menu: { section: 'commercial', group: 'clientManagement', label: 'clientLoginCount', order: 22 },
  },
];
