import type { ItemsResponse } from '@portside/contracts/work-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { validWorkOrderId } from './get-work-order';
import { workOrderKeys } from './keys';

export const workOrderItemsFailed = 'Failed to fetch work order items.';

export function getWorkOrderItems(id: number, signal?: AbortSignal) {
  return apiRequest<ItemsResponse>(`/work-orders/${id}/items`, { signal });
}

export function getWorkOrderItemsQueryOptions(id: number) {
  return queryOptions({
    queryKey: workOrderKeys.items(id),
    queryFn: ({ signal }) => getWorkOrderItems(id, signal),
    enabled: validWorkOrderId(id),
  });
}

/** Every item of a work order with its sub-items (spec 7 GET /work-orders/{id}/items), as a list. */
export function useWorkOrderItems(id: number) {
  return useQuery({ ...getWorkOrderItemsQueryOptions(id), select: (answer) => answer.data });
}

/** The items of a draft and the version they were read at, which its edit sends back (If-Match). */
export function useDraftItems(id: number) {
  return useQuery(getWorkOrderItemsQueryOptions(id));
}
