import { roleGroups } from '@portside/contracts/roles';
import type { Screen } from '../../lib/screen';
import { processorPaths } from './paths';

/** Spec 2.2 routes whose pages are not built yet: guarded, hidden from the menus, shown as not found. */
export const processorScreens: Screen[] = [
  {
    path: processorPaths.track,
    roles: roleGroups.processor,
    title: 'screens.processorTrack',
  },
];
