import type { Monitoring, MonitoringPatch } from '@portside/contracts/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { operationKeys } from './keys';

/** The monitoring record of a visit with the figures the server computes (GET /monitoring/work-order/{id}). */
export function useMonitoring(workOrderId: number) {
  return useQuery({
    queryKey: operationKeys.monitoring(workOrderId),
    queryFn: ({ signal }) => apiRequest<Monitoring>(`/monitoring/work-order/${workOrderId}`, { signal }),
    enabled: validWorkOrderId(workOrderId),
  });
}

/** PATCH /monitoring/{id} with the changed fields only; the visit's other records load again. */
export function useSaveMonitoring(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MonitoringPatch }) =>
      apiRequest<Monitoring>(`/monitoring/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(operationKeys.monitoring(workOrderId), saved);
      return queryClient.invalidateQueries({ queryKey: operationKeys.visit(workOrderId) });
    },
  });
}
