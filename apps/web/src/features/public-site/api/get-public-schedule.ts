import type { PublicScheduleRow } from '@portside/contracts/operations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicSiteKeys } from './keys';

/** The public schedule asks again this often while it is open and the tab is visible (issue 11 point 7). */
export const publicScheduleRefreshMs = 30_000;

type PublicSchedule = { data: PublicScheduleRow[]; generatedAt: string };

/** Spec 2.9: the ongoing visits with cargo left, without a session (no token is sent). */
export function usePublicSchedule() {
  return useQuery({
    queryKey: publicSiteKeys.vesselSchedule(),
    queryFn: ({ signal }) => apiRequest<PublicSchedule>('/vessel-schedule/', { signal, auth: false }),
    refetchInterval: publicScheduleRefreshMs,
  });
}
