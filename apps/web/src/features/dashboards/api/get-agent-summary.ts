import { agentSummaryResponseSchema, type ReportPeriodQuery } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /reports/stevedoring-summary: volume and net by shipping agent, largest first (the category picks the side). */
export const getAgentSummary = (query: ReportPeriodQuery, signal?: AbortSignal) =>
  getChecked('/reports/stevedoring-summary', agentSummaryResponseSchema, query, signal);

export const agentSummaryOptions = (query: ReportPeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('stevedoring-summary', query),
    queryFn: ({ signal }) => getAgentSummary(query, signal),
  });

export const useAgentSummary = (query: ReportPeriodQuery) =>
  useQuery({ ...agentSummaryOptions(query), placeholderData: keepPreviousData });
