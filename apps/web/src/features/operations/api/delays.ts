import type { DelayBody, delaysResponseSchema } from '@portside/contracts/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useSessionUserId } from '../../../lib/session';
import { validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { submitEntry } from '../offline/send-entries';
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
 * Adds a delay (kept on the device first and sent with its key, as a tally: 'waiting' when the connection is away),
 * or corrects `corrected` from the version its dialog started from (online only); the visit's figures load again,
 * after a refusal too (another clerk may have corrected or removed it).
 */
export function useSaveDelay(workOrderId: number, corrected?: { id: number; version: string }) {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  return useMutation({
    // Without a connection too: the entry is kept on the device (TanStack's default would pause it, unsaved).
    networkMode: 'always',
    mutationFn: async (delay: DelayBody): Promise<'recorded' | 'waiting'> => {
      if (corrected) {
        await apiRequest<unknown>(`/work-orders/${workOrderId}/delays/${corrected.id}`, {
          method: 'PUT',
          body: delay,
          ifMatch: corrected.version,
        });
        return 'recorded';
      }
      if (userId === null) throw new Error('no session');
      const sent = await submitEntry({ kind: 'delay', userId, workOrderId, body: delay });
      if (sent.state === 'refused') throw sent.error;
      return sent.state;
    },
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
