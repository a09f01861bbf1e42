import { monthlyPerformanceResponseSchema } from '@portside/contracts/analytics';
import type { DashboardCategory } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /analytics/competitors/performance/monthly: each operator's CBM by month of the year. */
export const getMonthlyPerformance = (query: { year: number; by: DashboardCategory }, signal?: AbortSignal) =>
  getChecked('/analytics/competitors/performance/monthly', monthlyPerformanceResponseSchema, query, signal);

export const monthlyPerformanceOptions = (query: { year: number; by: DashboardCategory }) =>
  queryOptions({
    queryKey: dashboardKeys.report('competitors-monthly', query),
    queryFn: ({ signal }) => getMonthlyPerformance(query, signal),
  });

export const useMonthlyPerformance = (query: { year: number; by: DashboardCategory }) =>
  useQuery({ ...monthlyPerformanceOptions(query), placeholderData: keepPreviousData });
