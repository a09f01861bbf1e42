import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { operationPaths } from './paths';

/** Spec 2.2 routes whose pages are not built yet: guarded, hidden from the menus, shown as not found. */
export const operationScreens: Screen[] = [
  {
    path: operationPaths.draft,
    roles: roleGroups.operation,
    title: 'screens.draft',
  },
  {
    path: operationPaths.vesselVisits,
    roles: roleGroups.operation,
    title: 'menu.vesselVisits',
    menu: { section: 'operation', label: 'vesselVisits', order: 10 },
  },
  {
    path: operationPaths.draftDetails,
    roles: roleGroups.operation,
    title: 'screens.draftDetails',
  },
  {
    path: operationPaths.monitoring,
    roles: roleGroups.operation,
    title: 'screens.monitoring',
    page: lazyPage(() => import('./pages/monitoring-page'), 'MonitoringPage'),
    partOf: operationPaths.vesselVisits,
  },
  {
    path: operationPaths.report,
    roles: roleGroups.operation,
    title: 'screens.operationsReport',
  },
];
