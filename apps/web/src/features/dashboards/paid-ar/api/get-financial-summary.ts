import { financialsResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /analytics/financials/summary: the year's billed, paid and receivable. */
export const getFinancialSummary = (year: number, signal?: AbortSignal) =>
  getChecked('/analytics/financials/summary', financialsResponseSchema, { year }, signal);

export const financialSummaryOptions = (year: number) =>
  queryOptions({
    queryKey: dashboardKeys.report('financials', { year }),
    queryFn: ({ signal }) => getFinancialSummary(year, signal),
  });

export const useFinancialSummary = (year: number) =>
  useQuery({ ...financialSummaryOptions(year), placeholderData: keepPreviousData });
