import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { analyticsPaths } from './paths';

/** Spec 2.2 analytics screens; those without a page are not built yet (guarded, hidden, shown as not found). */
export const analyticsScreens: Screen[] = [
  {
    path: analyticsPaths.dashboard,
    roles: roleGroups.analytics,
    title: 'menu.dashboard',
    page: lazyPage(() => import('./pages/overview-page'), 'OverviewPage'),
    menu: { section: 'analytics', label: 'dashboard', order: 10 },
  },
  {
    path: analyticsPaths.overview,
    roles: roleGroups.analytics,
    title: 'screens.overviewDashboard',
    page: lazyPage(() => import('./pages/overview-report-page'), 'OverviewReportPage'),
    partOf: analyticsPaths.dashboard,
  },
  {
    path: analyticsPaths.revenue,
    roles: roleGroups.analytics,
    title: 'menu.revenue',
    page: lazyPage(() => import('./pages/revenue-page'), 'RevenuePage'),
    menu: { section: 'analytics', label: 'revenue', order: 20 },
  },
  {
    path: analyticsPaths.reportGenerator,
    roles: roleGroups.analytics,
    title: 'menu.reportGenerator',
    page: lazyPage(() => import('./pages/vessel-schedule-page'), 'VesselSchedulePage'),
    menu: { section: 'analytics', label: 'reportGenerator', order: 30 },
  },
  {
    path: analyticsPaths.competitors,
    roles: roleGroups.analytics,
    title: 'menu.competitors',
    page: lazyPage(() => import('./pages/competitors-page'), 'CompetitorsPage'),
    menu: { section: 'analytics', label: 'competitors', order: 40 },
  },
  {
    path: analyticsPaths.consignees,
    roles: roleGroups.analytics,
    title: 'menu.consignees',
    page: lazyPage(() => import('./pages/consignees-page'), 'ConsigneesPage'),
    menu: { section: 'analytics', label: 'consignees', order: 50 },
  },
  {
    path: analyticsPaths.paidAr,
    roles: roleGroups.paidAr,
    title: 'menu.paidAr',
    page: lazyPage(() => import('./pages/paid-ar-page'), 'PaidArPage'),
    menu: { section: 'analytics', label: 'paidAr', order: 60 },
  },
  {
    path: analyticsPaths.trendCalculator,
    roles: roleGroups.analytics,
    title: 'menu.trendCalculator',
    page: lazyPage(() => import('./pages/trend-page'), 'TrendPage'),
    menu: { section: 'analytics', label: 'trendCalculator', order: 70 },
  },
];
