import type { DelayBody, delaysResponseSchema } from '@portside/contracts/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { operationKeys } from './keys';

export type Delays = z.infer<typeof delaysResponseSchema>;

/** The delays of a visit and the time they lost (GET /work-orders/{id}/delays). */
export function useDelays(workOrderId: number) {
  return useQuery({
    queryKey: operationKeys.delays(workOrderId),
    queryFn: ({ signal }) => apiRequest<Delays>(`/work-orders/${workOrderId}/delays`, { signal }),
    enabled: validWorkOrderId(workOrderId),
  });
}

export function useAddDelay(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delay: DelayBody) =>
      apiRequest<unknown>(`/work-orders/${workOrderId}/delays`, { method: 'POST', body: delay }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) }),
  });
}
