import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { workOrderKeys } from '../../../lib/work-orders/keys';
import { operationKeys } from './keys';

/** The vessel left: the work order becomes completed, so its lists and details load again too. */
export function useRecordDeparture(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOfDeparture: string) =>
      apiRequest<unknown>(`/work-orders/${workOrderId}/departure`, { method: 'POST', body: { timeOfDeparture } }),
    onSuccess: () => invalidate(queryClient, [operationKeys.all, workOrderKeys.all]),
  });
}
