import { scheduleDashboardSchema } from '@portside/contracts/operations';
import { useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { vesselKeys } from '../../../../lib/vessels/keys';

/** The dashboard asks again this often while it is open and the tab is visible (issue 11 point 7). */
export const scheduleRefreshMs = 30_000;

export function getVesselSchedule(signal?: AbortSignal) {
  return getChecked('/vessel-schedule/dashboard', scheduleDashboardSchema, {}, signal);
}

/** Spec 2.8: the arriving, ongoing and completed visits, polled every 30 s (not while the tab is hidden). */
export function useVesselSchedule() {
  return useQuery({
    queryKey: vesselKeys.schedule(),
    queryFn: ({ signal }) => getVesselSchedule(signal),
    refetchInterval: scheduleRefreshMs,
  });
}
