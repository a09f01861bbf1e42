import type { VesselItem } from '@portside/contracts/clearances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { vesselKeys } from './keys';

export function getVesselItems(vesselId: number, signal?: AbortSignal) {
  return apiRequest<{ data: VesselItem[] }>(`/vessels/${vesselId}/items`, { signal });
}

/**
 * The BLs of a vessel with their clearance and invoice, kept for the session once read (spec 7: cached per vessel);
 * a clearance or an invoice created through this app marks them stale.
 */
export function getVesselItemsQueryOptions(vesselId: number) {
  return queryOptions({
    queryKey: vesselKeys.items(vesselId),
    queryFn: ({ signal }) => getVesselItems(vesselId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    select: (response) => response.data,
  });
}

export function useVesselItems(vesselId: number | null) {
  return useQuery({ ...getVesselItemsQueryOptions(vesselId ?? 0), enabled: vesselId !== null });
}
