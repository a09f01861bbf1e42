import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { dashboardPaths } from './paths';

/** Spec 2.2 analytics screens; those without a page are not built yet (guarded, hidden, shown as not found). */
export const dashboardScreens: Screen[] = [
  {
    path: dashboardPaths.dashboard,
    roles: roleGroups.analytics,
    title: 'menu.dashboard',
    page: lazyPage(() => import('./overview/overview-page'), 'OverviewPage'),
    menu: { section: 'analytics', label: 'dashboard', order: 10 },
  },
  {
    path: dashboardPaths.overview,
    roles: roleGroups.analytics,
    title: 'screens.overviewDashboard',
    page: lazyPage(() => import('./overview/overview-report-page'), 'OverviewReportPage'),
    partOf: dashboardPaths.dashboard,
  },
  {
    path: dashboardPaths.revenue,
    roles: roleGroups.analytics,
    title: 'menu.revenue',
    page: lazyPage(() => import('./revenue/revenue-page'), 'RevenuePage'),
    menu: { section: 'analytics', label: 'revenue', order: 20 },
  },
  {
    path: dashboardPaths.reportGenerator,
    roles: roleGroups.analytics,
    title: 'menu.reportGenerator',
    page: lazyPage(() => import('./schedule/vessel-schedule-page'), 'VesselSchedulePage'),
    menu: { section: 'analytics', label: 'reportGenerator', order: 30 },
  },
  {
    path: dashboardPaths.competitors,
    roles: roleGroups.analytics,
    title: 'menu.competitors',
    page: lazyPage(() => import('./competitors/competitors-page'), 'CompetitorsPage'),
    menu: { section: 'analytics', label: 'competitors', order: 40 },
  },
  {
    path: dashboardPaths.consignees,
    roles: roleGroups.analytics,
    title: 'menu.consignees',
    page: lazyPage(() => import('./consignees/consignees-page'), 'ConsigneesPage'),
    menu: { section: 'analytics', label: 'consignees', order: 50 },
  },
  {
    path: dashboardPaths.paidAr,
    roles: roleGroups.paidAr,
    title: 'menu.paidAr',
    page: lazyPage(() => import('./paid-ar/paid-ar-page'), 'PaidArPage'),
    menu: { section: 'analytics', label: 'paidAr', order: 60 },
  },
  {
    path: dashboardPaths.trendCalculator,
    roles: roleGroups.analytics,
    title: 'menu.trendCalculator',
    page: lazyPage(() => import('./trend/trend-page'), 'TrendPage'),
    menu: { section: 'analytics', label: 'trendCalculator', order: 70 },
  },
];
