import { type TrendQuery, type TrendSummary, trendResponseSchema } from '@portside/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys } from './keys';

/**
 * The server answered without a trend summary: `message` is its sentence when it said why (status other than
 * success), null for an answer of the wrong shape.
 */
export class TrendAnswerError extends Error {
  constructor(readonly said: string | null) {
    super(said ?? 'Invalid trend summary');
    this.name = 'TrendAnswerError';
  }
}

function saidWhy(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, message } = answer as { status?: unknown; message?: unknown };
  return status !== 'success' && typeof message === 'string' && message.trim() ? message : null;
}

/** GET /analytics/trend/summary (spec 7): success requires status "success". */
export async function getTrend(query: TrendQuery, signal?: AbortSignal): Promise<TrendSummary> {
  const answer = await apiRequest<unknown>('/analytics/trend/summary', { query, signal });
  const parsed = trendResponseSchema.safeParse(answer);
  if (!parsed.success) throw new TrendAnswerError(saidWhy(answer));
  return parsed.data.data;
}

/** The trend of the chosen period; a changed control leaves the call in flight, which is then cancelled. */
export function useTrend(query: TrendQuery) {
  return useQuery({
    queryKey: analyticsKeys.trend(query),
    queryFn: ({ signal }) => getTrend(query, signal),
  });
}
