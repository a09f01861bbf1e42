import { yearlyResponseSchema } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /reports/yearly: each year's volume and net from one year to another. */
export const getYearly = (query: { fromYear: number; toYear: number }, signal?: AbortSignal) =>
  getChecked('/reports/yearly', yearlyResponseSchema, query, signal);

export const yearlyOptions = (query: { fromYear: number; toYear: number }) =>
  queryOptions({ queryKey: dashboardKeys.report('yearly', query), queryFn: ({ signal }) => getYearly(query, signal) });

export const useYearly = (query: { fromYear: number; toYear: number }) =>
  useQuery({ ...yearlyOptions(query), placeholderData: keepPreviousData });
