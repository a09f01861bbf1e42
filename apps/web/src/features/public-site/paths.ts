import { pathTo } from '../../lib/paths';

/** Public pages besides the home (/) and the sign-in: spec 2.9's vessel schedule, under both of spec 2.2's paths. */
export const publicSitePaths = {
  vessel: pathTo('/vessel'),
  vesselSchedule: pathTo('/vessel-schedule'),
};
