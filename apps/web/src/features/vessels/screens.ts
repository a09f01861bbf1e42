import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { vesselPaths } from './paths';

export const vesselScreens: Screen[] = [
  {
    path: vesselPaths.new,
    roles: roleGroups.commercial,
    title: 'menu.newVessel',
    page: lazyPage(() => import('./pages/create-vessel-page'), 'CreateVesselPage'),
    menu: { section: 'commercial', group: 'vesselManagement', label: 'newVessel', order: 30 },
  },
  {
    path: vesselPaths.list,
    roles: roleGroups.commercial,
    title: 'menu.vessels',
    page: lazyPage(() => import('./pages/vessels-page'), 'VesselsPage'),
    menu: { section: 'commercial', group: 'vesselManagement', label: 'vessels', order: 31 },
  },
];
