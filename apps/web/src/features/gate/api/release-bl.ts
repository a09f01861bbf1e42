import type { CancelBody } from '@portside/contracts/cancellations';
import type { GateItem, GateRelease, GateReleaseBody } from '@portside/contracts/tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { dashboardKeys } from '../../dashboards/api/keys';
import { trackingKeys } from '../../processor/api/keys';
import { gateKeys } from './keys';

/** POST /gate/releases: packages of one BL leave now on one truck, with its withdrawal slip. */
export function releaseBl(body: GateReleaseBody) {
  return apiRequest<GateRelease>('/gate/releases', { method: 'POST', body });
}

/** A release (or a refusal: someone may have released it meanwhile) changes what the gate and track show. */
export function useReleaseBl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseBl,
    onSettled: () => invalidate(queryClient, [gateKeys.all, trackingKeys.all]),
  });
}

/** POST /gate/releases/{id}/reverse: a supervisor puts a truck's release made by mistake back, with a reason. */
export function useReverseRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelBody }) =>
      apiRequest<GateItem>(`/gate/releases/${id}/reverse`, { method: 'POST', body }),
    onSuccess: () => invalidate(queryClient, [gateKeys.all, trackingKeys.all, dashboardKeys.reports()]),
  });
}
