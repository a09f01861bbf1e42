import type { ShippingAgent, ShippingAgentBody } from '@portside/contracts/shipping-agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { companyKeys } from '../../companies/api/keys';
import { shippingAgentKeys } from './keys';

/** Sent as sl_id and name (spec 7). */
export function createShippingAgent(body: ShippingAgentBody) {
  return apiRequest<ShippingAgent>('/shipping-agents/', { method: 'POST', body });
}

export function useCreateShippingAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingAgent,
    // An agent is a company: the company list, its total and the company pickers show it too.
    onSuccess: () => invalidate(queryClient, [shippingAgentKeys.all, companyKeys.all]),
  });
}
