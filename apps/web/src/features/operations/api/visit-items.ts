import type { DischargeBody, VisitItem } from '@portside/contracts/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { operationKeys } from './keys';

/** The BLs of a visit with their manifested and discharged packages (GET /work-orders/{id}/visit-items). */
export function useVisitItems(workOrderId: number) {
  return useQuery({
    queryKey: operationKeys.visitItems(workOrderId),
    queryFn: ({ signal }) => apiRequest<{ data: VisitItem[] }>(`/work-orders/${workOrderId}/visit-items`, { signal }),
    enabled: validWorkOrderId(workOrderId),
  });
}

/** Marks BLs discharged (some, or all remaining); the figures and the list load again. */
export function useMarkDischarged(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DischargeBody) =>
      apiRequest<{ discharged: number }>(`/work-orders/${workOrderId}/discharges`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) }),
  });
}

/** A BL marked discharged by mistake is back on board (DELETE /work-orders/{id}/discharges/{itemId}). */
export function useUndoDischarge(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) =>
      apiRequest<{ data: VisitItem[] }>(`/work-orders/${workOrderId}/discharges/${itemId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) }),
  });
}
