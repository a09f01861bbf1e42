import { agingResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /analytics/items/receivable/aging: the year's receivable by age. */
export const getAging = (year: number, signal?: AbortSignal) =>
  getChecked('/analytics/items/receivable/aging', agingResponseSchema, { year }, signal);

export const agingOptions = (year: number) =>
  queryOptions({ queryKey: dashboardKeys.report('aging', { year }), queryFn: ({ signal }) => getAging(year, signal) });

export const useAging = (year: number) => useQuery({ ...agingOptions(year), placeholderData: keepPreviousData });
