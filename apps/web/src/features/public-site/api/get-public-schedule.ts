import type { PublicScheduleRow } from '@portside/contracts/operations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, askFresh } from '../../../lib/api-client';
import { openLiveStream } from '../../../lib/live-stream';
import { publicSiteKeys } from './keys';

/** The public schedule asks again this often while it is open and the tab is visible (issue 11 point 7). */
export const publicScheduleRefreshMs = 30_000;

type PublicSchedule = { data: PublicScheduleRow[]; generatedAt: string };

/**
 * Spec 2.9: the ongoing visits with cargo left, without a session (no token is sent); loaded again within a second or
 * two of a change anywhere (GET /api/live/schedule), and every 30 s besides.
 */
export function usePublicSchedule() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openLiveStream('/live/schedule', ['schedule', 'reset'], () => {
        askFresh();
        void queryClient.invalidateQueries({ queryKey: publicSiteKeys.vesselSchedule() });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: publicSiteKeys.vesselSchedule(),
    queryFn: ({ signal }) => apiRequest<PublicSchedule>('/vessel-schedule/', { signal, auth: false }),
    refetchInterval: publicScheduleRefreshMs,
  });
}
