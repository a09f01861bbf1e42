import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { gatePaths } from './paths';

/**
 * The guard's one screen (not in spec 2.2: DOMAIN.md's release at the gate), its landing page; the supervisor's too,
 * who reverses a release made by mistake.
 */
export const gateScreens: Screen[] = [
  {
    path: gatePaths.release,
    roles: roleGroups.gate,
    title: 'screens.gate',
    page: lazyPage(() => import('./pages/gate-page'), 'GatePage'),
    menu: { section: 'gate', label: 'gateRelease', order: 95 },
  },
  {
    path: gatePaths.pass,
    roles: roleGroups.gate,
    title: 'screens.gatePass',
    page: lazyPage(() => import('./pages/gate-pass-page'), 'GatePassPage'),
    partOf: gatePaths.release,
  },
];
