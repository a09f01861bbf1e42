import type { GateItem } from '@portside/contracts/tracking';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gateKeys } from './keys';

/** GET /gate/bl?bl_no=...: every BL of that number with what the guard checks before releasing it. */
export function findAtGate(blNo: string, signal?: AbortSignal) {
  return apiRequest<{ data: GateItem[] }>('/gate/bl', { query: { blNo }, signal });
}

export function useFindAtGate(blNo: string) {
  return useQuery({
    queryKey: gateKeys.bl(blNo),
    queryFn: ({ signal }) => findAtGate(blNo, signal),
    enabled: blNo !== '',
  });
}
