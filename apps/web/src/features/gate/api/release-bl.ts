import type { CancelBody } from '@portside/contracts/cancellations';
import type { GateItem, gateReleaseSchema } from '@portside/contracts/tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { dashboardKeys } from '../../dashboards/api/keys';
import { trackingKeys } from '../../processor/api/keys';
import { gateKeys } from './keys';

type GateRelease = z.infer<typeof gateReleaseSchema>;

/** POST /gate/releases: the gate-out of one BL, now. */
export function releaseBl(itemId: number) {
  return apiRequest<GateRelease>('/gate/releases', { method: 'POST', body: { itemId } });
}

/** A release (or a refusal: someone may have released it meanwhile) changes what the gate and track show. */
export function useReleaseBl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseBl,
    onSettled: () => invalidate(queryClient, [gateKeys.all, trackingKeys.all]),
  });
}

/** POST /gate/releases/{id}/reverse: a supervisor puts a BL released by mistake back in the terminal, with a reason. */
export function useReverseRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelBody }) =>
      apiRequest<GateItem>(`/gate/releases/${id}/reverse`, { method: 'POST', body }),
    onSuccess: () => invalidate(queryClient, [gateKeys.all, trackingKeys.all, dashboardKeys.reports()]),
  });
}
