import type { Page } from '@portside/contracts/lists';
import type { ListWorkOrdersQuery, WorkOrder } from '@portside/contracts/work-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { workOrderKeys } from './keys';

export type WorkOrdersQuery = Partial<ListWorkOrdersQuery>;

export function getWorkOrders(query: WorkOrdersQuery, signal?: AbortSignal) {
  return apiRequest<Page<WorkOrder>>('/work-orders', { query, signal });
}

export function getWorkOrdersQueryOptions(query: WorkOrdersQuery) {
  return queryOptions({
    queryKey: workOrderKeys.list(query),
    queryFn: ({ signal }) => getWorkOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of work orders, searched and sorted on the server (spec 7 GET /work-orders). */
export function useWorkOrders(query: WorkOrdersQuery) {
  return useQuery(getWorkOrdersQueryOptions(query));
}
