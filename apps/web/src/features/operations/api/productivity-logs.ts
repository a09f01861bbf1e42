import type { ProductivityLog, TallyBody } from '@portside/contracts/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionUserId } from '../../../lib/session';
import { validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { submitEntry } from '../offline/send-entries';
import { operationKeys } from './keys';

/** The moves per hour and gang of a visit (GET /work-orders/{id}/productivity-logs). */
export function useProductivityLog(workOrderId: number) {
  return useQuery({
    queryKey: operationKeys.productivity(workOrderId),
    queryFn: ({ signal }) => apiRequest<ProductivityLog>(`/work-orders/${workOrderId}/productivity-logs`, { signal }),
    enabled: validWorkOrderId(workOrderId),
  });
}

/**
 * Records (or corrects) the moves of one gang in one hour, kept on the device first and sent with its key
 * (offline/send-entries.ts): 'recorded', or 'waiting' to be sent when the connection returns; a refusal throws the
 * server's answer. Every figure of the visit moves.
 */
export function useRecordTally(workOrderId: number) {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  return useMutation({
    // Without a connection too: the entry is kept on the device (TanStack's default would pause it, unsaved).
    networkMode: 'always',
    mutationFn: async (tally: TallyBody) => {
      if (userId === null) throw new Error('no session');
      const sent = await submitEntry({ kind: 'tally', userId, workOrderId, body: tally });
      if (sent.state === 'refused') throw sent.error;
      return sent.state;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) }),
  });
}

/** Removes the tally of one gang in one hour, typed by mistake (not left as 0 on the statement of facts). */
export function useRemoveTally(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: { hourStart: string; gang: number }) =>
      apiRequest<unknown>(`/work-orders/${workOrderId}/productivity-logs`, { method: 'DELETE', query: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) }),
  });
}
