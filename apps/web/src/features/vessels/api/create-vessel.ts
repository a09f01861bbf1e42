import type { Vessel, VesselBody } from '@portside/contracts/vessels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vesselKeys } from '../../../lib/vessels/keys';

/** Sent as name, voyage_number and company_id (spec 7). */
export function createVessel(body: VesselBody) {
  return apiRequest<Vessel>('/vessels/', { method: 'POST', body });
}

export function useCreateVessel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVessel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vesselKeys.all }),
  });
}
