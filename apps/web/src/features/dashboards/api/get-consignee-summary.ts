import { consigneeSummaryResponseSchema, type ReportPeriodQuery } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /reports/arrastre-summary: volume and net by consignee, largest first (the category picks the side). */
export const getConsigneeSummary = (query: ReportPeriodQuery, signal?: AbortSignal) =>
  getChecked('/reports/arrastre-summary', consigneeSummaryResponseSchema, query, signal);

export const consigneeSummaryOptions = (query: ReportPeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('arrastre-summary', query),
    queryFn: ({ signal }) => getConsigneeSummary(query, signal),
  });

export const useConsigneeSummary = (query: ReportPeriodQuery) =>
  useQuery({ ...consigneeSummaryOptions(query), placeholderData: keepPreviousData });
