import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { processorPaths } from './paths';

export const processorScreens: Screen[] = [
  {
    path: processorPaths.track,
    roles: roleGroups.processor,
    title: 'screens.processorTrack',
    page: lazyPage(() => import('./pages/track-page'), 'TrackPage'),
    menu: { section: 'processor', label: 'track', order: 90 },
  },
];
