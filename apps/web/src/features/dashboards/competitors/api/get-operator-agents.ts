import { operatorAgentsResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';
import { type OperatorPageQuery, operatorPath } from './operator-paths';

/** GET /analytics/competitors/{operator}/shipping-agents: an operator's shipping agents over the range. */
export const getOperatorAgents = (operator: string, query: OperatorPageQuery, signal?: AbortSignal) =>
  getChecked(`${operatorPath(operator)}/shipping-agents`, operatorAgentsResponseSchema, query, signal);

export const operatorAgentsOptions = (operator: string, query: OperatorPageQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('operator-agents', { operator, ...query }),
    queryFn: ({ signal }) => getOperatorAgents(operator, query, signal),
  });

export const useOperatorAgents = (
  operator: string,
  query: OperatorPageQuery,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...operatorAgentsOptions(operator, query), placeholderData: keepPreviousData, enabled });
