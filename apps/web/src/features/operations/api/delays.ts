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

/**
 * Adds a delay, or corrects `corrected` from the version its dialog started from; the visit's figures load again,
 * after a refusal too (another clerk may have corrected or removed it).
 */
export function useSaveDelay(workOrderId: number, corrected?: { id: number; version: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delay: DelayBody) =>
      corrected
        ? apiRequest<unknown>(`/work-orders/${workOrderId}/delays/${corrected.id}`, {
            method: 'PUT',
            body: delay,
            ifMatch: corrected.version,
          })
        : apiRequest<unknown>(`/work-orders/${workOrderId}/delays`, { method: 'POST', body: delay }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) }),
  });
}

/** Removes a delay recorded by mistake (DELETE /work-orders/{id}/delays/{delayId}). */
export function useRemoveDelay(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delayId: number) =>
      apiRequest<null>(`/work-orders/${workOrderId}/delays/${delayId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) }),
  });
}
