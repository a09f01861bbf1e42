import { contributorsResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';
import type { AnalyticsRange } from './operator-paths';

/** GET /analytics/competitor-contributors: the largest operators of the range. */
export const getCompetitorContributors = (query: AnalyticsRange & { limit: number }, signal?: AbortSignal) =>
  getChecked('/analytics/competitor-contributors', contributorsResponseSchema, query, signal);

export const competitorContributorsOptions = (query: AnalyticsRange & { limit: number }) =>
  queryOptions({
    queryKey: dashboardKeys.report('competitor-contributors', query),
    queryFn: ({ signal }) => getCompetitorContributors(query, signal),
  });

export const useCompetitorContributors = (query: AnalyticsRange & { limit: number }) =>
  useQuery({ ...competitorContributorsOptions(query), placeholderData: keepPreviousData });
