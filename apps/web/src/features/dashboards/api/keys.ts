import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('dashboards');
const reports = [...keys.all, 'reports'] as const;

/** Every report of the dashboards sits under `reports` (a write elsewhere that changes figures invalidates it). */
export const dashboardKeys = {
  ...keys,
  reports: () => reports,
  overview: (year: number) => [...reports, 'overview', year] as const,
  report: (name: string, query: object = {}) => [...reports, name, query] as const,
  trend: (query: object) => [...reports, 'trend', query] as const,
};
