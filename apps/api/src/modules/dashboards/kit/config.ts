import { roleGroups } from '@portside/contracts/roles';

/** Checkers and supervisors read the dashboards (spec 2.8). */
export const dashboardConfig = { roles: roleGroups.analytics };
