import type { ProductivityLog, TallyBody } from '@portside/contracts/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { operationKeys } from './keys';

/** The moves per hour and gang of a visit (GET /work-orders/{id}/productivity-logs). */
export function useProductivityLog(workOrderId: number) {
  return useQuery({
    queryKey: operationKeys.productivity(workOrderId),
    queryFn: ({ signal }) => apiRequest<ProductivityLog>(`/work-orders/${workOrderId}/productivity-logs`, { signal }),
    enabled: validWorkOrderId(workOrderId),
  });
}

/** Records (or corrects) the moves of one gang in one hour; every figure of the visit moves. */
export function useRecordTally(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tally: TallyBody) =>
      apiRequest<unknown>(`/work-orders/${workOrderId}/productivity-logs`, { method: 'POST', body: tally }),
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
