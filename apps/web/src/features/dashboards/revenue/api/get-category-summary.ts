import { categorySummaryResponseSchema, type ReportPeriodQuery } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /reports/category-summary: volume, net and VAT by category over the period. */
export const getCategorySummary = (query: ReportPeriodQuery, signal?: AbortSignal) =>
  getChecked('/reports/category-summary', categorySummaryResponseSchema, query, signal);

export const categorySummaryOptions = (query: ReportPeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('category-summary', query),
    queryFn: ({ signal }) => getCategorySummary(query, signal),
  });

export const useCategorySummary = (query: ReportPeriodQuery) =>
  useQuery({ ...categorySummaryOptions(query), placeholderData: keepPreviousData });
