import { type ReportPeriodQuery, targetSummaryResponseSchema } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /reports/target-summary: each month's CBM beside its target. */
export const getTargetSummary = (query: ReportPeriodQuery, signal?: AbortSignal) =>
  getChecked('/reports/target-summary', targetSummaryResponseSchema, query, signal);

export const targetSummaryOptions = (query: ReportPeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('target-summary', query),
    queryFn: ({ signal }) => getTargetSummary(query, signal),
  });

export const useTargetSummary = (query: ReportPeriodQuery) =>
  useQuery({ ...targetSummaryOptions(query), placeholderData: keepPreviousData });
