import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from '../../work-orders/api/keys';

/** An id taken from the address is asked for only when it can name a work order. */
export const validWorkOrderId = (id: number) => Number.isInteger(id) && id >= 1;

/** The work order of a visit (GET /work-orders/{id}): its vessel, voyage and shipping agent. */
export function useWorkOrder(id: number) {
  return useQuery({
    queryKey: workOrderKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<WorkOrderDetail>(`/work-orders/${id}`, { signal }),
    enabled: validWorkOrderId(id),
  });
}
