import { type TrackingResult, trackingMessages, trackingResponseSchema } from '@portside/contracts/tracking';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { trackingKeys } from './keys';

/** The server answered, but not with tracking results. */
class UnreadableAnswer extends Error {}

/** GET /items/search-bl?bl_no=... (spec 7): every BL of that number, on any vessel. */
export async function trackBl(blNo: string, signal?: AbortSignal): Promise<TrackingResult[]> {
  const answer = await apiRequest<unknown>('/items/search-bl', { query: { blNo }, signal });
  const parsed = trackingResponseSchema.safeParse(answer);
  if (!parsed.success) throw new UnreadableAnswer(trackingMessages.failedToRetrieve);
  return parsed.data.data;
}

/** The results of the BL number last tracked; nothing is asked before one is. */
export function useTrackBl(blNo: string) {
  return useQuery({
    queryKey: trackingKeys.bl(blNo),
    queryFn: ({ signal }) => trackBl(blNo, signal),
    enabled: blNo !== '',
  });
}

/** Spec 8: the server's sentence, "Failed to retrieve tracking results" for an answer of the wrong shape, else "Failed to track". */
export function trackFailureMessage(error: unknown): string {
  if (error instanceof UnreadableAnswer) return trackingMessages.failedToRetrieve;
  if (error instanceof ApiError) return errorMessage(error, trackingMessages.failedToTrack);
  return trackingMessages.failedToTrack;
}
