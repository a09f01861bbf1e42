import { yearComparisonSchema } from '@portside/contracts/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/year-comparison/{year1}/{year2}: the company's CBM by month of arrival in two years. */
export const getYearComparison = (year1: number, year2: number, signal?: AbortSignal) =>
  getChecked(`/client/year-comparison/${year1}/${year2}`, yearComparisonSchema, {}, signal);

export const yearComparisonOptions = (year1: number, year2: number) =>
  queryOptions({
    queryKey: clientPortalKeys.call('year-comparison', { year1, year2 }),
    queryFn: ({ signal }) => getYearComparison(year1, year2, signal),
  });

export const useYearComparison = (year1: number, year2: number) =>
  useQuery({ ...yearComparisonOptions(year1, year2), placeholderData: keepPreviousData });
