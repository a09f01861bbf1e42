import { type TrendQuery, type TrendSummary, trendResponseSchema } from '@portside/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, ReportFormatError } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** The server said why it has no trend summary: an answer whose status is not "success", with its message. */
export class TrendRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TrendRefusedError';
  }
}

function refusal(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, message } = answer as { status?: unknown; message?: unknown };
  return status !== 'success' && typeof message === 'string' && message.trim() ? message : null;
}

/** GET /analytics/trend/summary (spec 7): success requires status "success", else its message is shown. */
export async function getTrend(query: TrendQuery, signal?: AbortSignal): Promise<TrendSummary> {
  const answer = await apiRequest<unknown>('/analytics/trend/summary', { query, signal });
  const parsed = trendResponseSchema.safeParse(answer);
  if (parsed.success) return parsed.data.data;
  const message = refusal(answer);
  throw message ? new TrendRefusedError(message) : new ReportFormatError();
}

/**
 * The trend of the chosen period. A changed control cancels the call in flight (TanStack Query aborts its signal);
 * the page then waits for the new period rather than showing the previous one's figures under the new controls.
 */
export function useTrend(query: TrendQuery) {
  return useQuery({
    queryKey: dashboardKeys.trend(query),
    queryFn: ({ signal }) => getTrend(query, signal),
  });
}
