import { type WorkOrderDetail, workOrderMessages } from '@portside/contracts/work-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api-client';
import { errorMessage } from '../api-error';
import { workOrderKeys } from './keys';

export const workOrderFailed = 'Failed to fetch work order.';

export function getWorkOrder(id: number, signal?: AbortSignal) {
  return apiRequest<WorkOrderDetail>(`/work-orders/${id}`, { signal });
}

/** An id taken from the address is asked for only when it can name a work order. */
export const validWorkOrderId = (id: number) => Number.isInteger(id) && id >= 1;

/** Why the address names no work order (an id that cannot be one, or the server's 404), or null when it may. */
export function missingWorkOrder(id: number, error: unknown): string | null {
  if (!validWorkOrderId(id)) return workOrderMessages.notFound;
  if (error instanceof ApiError && error.status === 404) return errorMessage(error, workOrderMessages.notFound);
  return null;
}

export function getWorkOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: workOrderKeys.detail(id),
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    enabled: validWorkOrderId(id),
  });
}

/** One work order with its vessel, totals and stored manifest (spec 7 GET /work-orders/{id}). */
export function useWorkOrder(id: number) {
  return useQuery(getWorkOrderQueryOptions(id));
}
