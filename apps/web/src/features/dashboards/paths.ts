import { pathTo, scheduleDashboardPath } from '../../lib/paths';

export const dashboardPaths = {
  dashboard: pathTo('/dashboard'),
  overview: pathTo('/dashboard/reports/OverViewDashboard'),
  revenue: pathTo('/dashboard/reports/revenue'),
  reportGenerator: scheduleDashboardPath,
  competitors: pathTo('/dashboard/competitors'),
  consignees: pathTo('/dashboard/consignees'),
  paidAr: pathTo('/dashboard/reports/paid-ar'),
  trendCalculator: pathTo('/dashboard/trends/calculate'),
};
