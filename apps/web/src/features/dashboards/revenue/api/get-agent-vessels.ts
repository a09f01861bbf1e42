import { agentVesselsResponseSchema, type ReportPeriodQuery } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /reports/shipping-agents/{id}/vessels: one agent's visits of the period, largest first (stevedoring). */
export const getAgentVessels = (agentId: number, query: ReportPeriodQuery, signal?: AbortSignal) =>
  getChecked(
    `/reports/shipping-agents/${agentId}/vessels`,
    agentVesselsResponseSchema,
    { ...query, category: 'stevedoring' },
    signal,
  );

export const agentVesselsOptions = (agentId: number, query: ReportPeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('agent-vessels', { agentId, ...query }),
    queryFn: ({ signal }) => getAgentVessels(agentId, query, signal),
  });

export const useAgentVessels = (agentId: number, query: ReportPeriodQuery) =>
  useQuery({ ...agentVesselsOptions(agentId, query), placeholderData: keepPreviousData });
