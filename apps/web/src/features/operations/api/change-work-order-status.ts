import type { RequestUpdateBody } from '@portside/contracts/operations';
import type { WorkOrder } from '@portside/contracts/work-orders';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { workOrderKeys } from '../../../lib/work-orders/keys';
import { operationKeys } from './keys';

/** The work order's status (and its update request) changed: its page, the lists and its visit load again. */
const refreshWorkOrder = (queryClient: QueryClient, id: number) =>
  invalidate(queryClient, [workOrderKeys.detail(id), workOrderKeys.lists(), operationKeys.visit(id)]);

/** POST /work-orders/{id}/confirm: operation accepts a draft, which becomes final (409 notADraft otherwise). */
export function confirmWorkOrder(id: number) {
  return apiRequest<WorkOrder>(`/work-orders/${id}/confirm`, { method: 'POST' });
}

export function useConfirmWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWorkOrder,
    onSuccess: (_order, id) => refreshWorkOrder(queryClient, id),
  });
}

/** POST /work-orders/{id}/request-update: the draft goes back to commercial with a note (409 notEditable). */
export function requestUpdate({ id, ...body }: RequestUpdateBody & { id: number }) {
  return apiRequest<WorkOrder>(`/work-orders/${id}/request-update`, { method: 'POST', body });
}

export function useRequestUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestUpdate,
    onSuccess: (_order, { id }) => refreshWorkOrder(queryClient, id),
  });
}
