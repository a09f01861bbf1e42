import type { Page } from '@portside/contracts/lists';
import type { ListShippingAgentsQuery, ShippingAgent } from '@portside/contracts/shipping-agents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shippingAgentKeys } from './keys';

export type ShippingAgentsQuery = Partial<ListShippingAgentsQuery>;

export function getShippingAgents(query: ShippingAgentsQuery, signal?: AbortSignal) {
  return apiRequest<Page<ShippingAgent>>('/shipping-agents/', { query, signal });
}

export function getShippingAgentsQueryOptions(query: ShippingAgentsQuery) {
  return queryOptions({
    queryKey: shippingAgentKeys.list(query),
    queryFn: ({ signal }) => getShippingAgents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShippingAgents(query: ShippingAgentsQuery) {
  return useQuery(getShippingAgentsQueryOptions(query));
}
