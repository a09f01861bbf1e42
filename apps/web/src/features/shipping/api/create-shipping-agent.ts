import type { ShippingAgent, ShippingAgentBody } from '@portside/contracts/shipping-agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shippingAgentsQueryKey } from './get-shipping-agents';

/** Sent as sl_id and name (spec 7). */
export function createShippingAgent(body: ShippingAgentBody) {
  return apiRequest<ShippingAgent>('/shipping-agents/', { method: 'POST', body });
}

export function useCreateShippingAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAgentsQueryKey }),
  });
}
