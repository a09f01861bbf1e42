import { performanceResponseSchema } from '@portside/contracts/analytics';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /analytics/performance: every operator's totals of one category over the period. */
export const getPerformance = (
  query: { groupBy: CargoHandlerType; start: string; end: string },
  signal?: AbortSignal,
) => getChecked('/analytics/performance', performanceResponseSchema, query, signal);

export const performanceOptions = (query: { groupBy: CargoHandlerType; start: string; end: string }) =>
  queryOptions({
    queryKey: dashboardKeys.report('performance', query),
    queryFn: ({ signal }) => getPerformance(query, signal),
  });

export const usePerformance = (query: { groupBy: CargoHandlerType; start: string; end: string }) =>
  useQuery({ ...performanceOptions(query), placeholderData: keepPreviousData });
