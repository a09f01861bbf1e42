import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const workOrderQueryKey = (id: number) => ['work-orders', id] as const;

export function getWorkOrder(id: number, signal?: AbortSignal) {
  return apiRequest<WorkOrderDetail>(`/work-orders/${id}`, { signal });
}

/** An id taken from the address is asked for only when it can name a work order. */
export const validWorkOrderId = (id: number) => Number.isInteger(id) && id >= 1;

export function getWorkOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: workOrderQueryKey(id),
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    enabled: validWorkOrderId(id),
  });
}

/** One work order with its vessel, totals and stored manifest (spec 7 GET /work-orders/{id}). */
export function useWorkOrder(id: number) {
  return useQuery(getWorkOrderQueryOptions(id));
}
