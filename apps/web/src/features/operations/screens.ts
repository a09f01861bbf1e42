import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { operationPaths } from './paths';

/** Spec 2.2 gives Draft Details two addresses: one page serves both. */
const draftDetailsPage = lazyPage(() => import('./pages/draft-details-page'), 'DraftDetailsPage');

/** Operation's screens (spec 2.2, 2.6): the vessel visits, a visit's details, monitoring and report. */
export const operationScreens: Screen[] = [
  {
    path: operationPaths.draft,
    roles: roleGroups.operation,
    title: 'screens.draft',
    page: draftDetailsPage,
    partOf: operationPaths.vesselVisits,
  },
  {
    path: operationPaths.vesselVisits,
    roles: roleGroups.operation,
    title: 'menu.vesselVisits',
    page: lazyPage(() => import('./pages/vessel-visits-page'), 'VesselVisitsPage'),
    menu: { section: 'operation', label: 'vesselVisits', order: 10 },
  },
  {
    path: operationPaths.draftDetails,
    roles: roleGroups.operation,
    title: 'screens.draftDetails',
    page: draftDetailsPage,
    partOf: operationPaths.vesselVisits,
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
    roles: roleGroups.visitReport,
    title: 'screens.operationsReport',
    page: lazyPage(() => import('./pages/visit-report-page'), 'VisitReportPage'),
    partOf: operationPaths.vesselVisits,
  },
];
