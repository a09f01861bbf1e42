import type { CancelBody } from '@portside/contracts/cancellations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { vesselKeys } from '../../../lib/vessels/keys';
import { workOrderKeys } from '../../../lib/work-orders/keys';
import { operationKeys } from './keys';

/** POST /work-orders/{id}/reopen: a supervisor reopens a completed visit, with a reason; its pages and lists reload. */
export function useReopenVisit(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelBody) => apiRequest<null>(`/work-orders/${workOrderId}/reopen`, { method: 'POST', body }),
    onSuccess: () =>
      invalidate(queryClient, [operationKeys.visit(workOrderId), workOrderKeys.all, vesselKeys.schedule()]),
  });
}
