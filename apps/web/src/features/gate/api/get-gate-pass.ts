import type { GatePass } from '@portside/contracts/tracking';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gateKeys } from './keys';

/** GET /gate/releases/{id}: the gate pass of one truck's release. */
export function getGatePass(releaseId: number, signal?: AbortSignal) {
  return apiRequest<GatePass>(`/gate/releases/${releaseId}`, { signal });
}

export function useGatePass(releaseId: number) {
  return useQuery({ queryKey: gateKeys.pass(releaseId), queryFn: ({ signal }) => getGatePass(releaseId, signal) });
}
