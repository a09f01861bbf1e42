import type { CancelBody } from '@portside/contracts/cancellations';
import type { Clearance, ClearanceBody } from '@portside/contracts/clearances';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { vesselKeys } from '../../../lib/vessels/keys';
import { clearanceKeys } from './keys';

/** Sent as clearance_number, item_id, vessel_id and clearance_date (spec 7). */
export function createClearance(body: ClearanceBody) {
  return apiRequest<Clearance>('/clearances/', { method: 'POST', body });
}

/** A new clearance changes the list and the cleared mark of its vessel's BLs (kept for the session otherwise). */
export function useCreateClearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClearance,
    onSuccess: (_clearance, body) =>
      invalidate(queryClient, [clearanceKeys.all, ...(body.vesselId ? [vesselKeys.items(body.vesselId)] : [])]),
  });
}

/** POST /clearances/{id}/cancel: the list and the BLs' cleared marks (every vessel's: the list names none) change. */
export function useCancelClearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelBody }) =>
      apiRequest<Clearance>(`/clearances/${id}/cancel`, { method: 'POST', body }),
    onSuccess: () => invalidate(queryClient, [clearanceKeys.all, vesselKeys.all]),
  });
}
