import type { CompletedVessel } from '@portside/contracts/clearances';
import type { Page } from '@portside/contracts/lists';
import type { Vessel } from '@portside/contracts/vessels';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { vesselKeys } from './keys';

type VesselLike = { id: number; name: string; voyageNumber: string };
/** How a page names a vessel in its picker ("MV PACIFIC STAR (025N)", "MV PACIFIC STAR V.025N"). */
export type VesselLabel = (vessel: VesselLike) => string;
/**
 * Which vessels a picker offers: `any` vessel the server finds by name or voyage (GET /vessels/), those of the latest
 * `completed` visits (GET /vessels/completed: at most 200, newest first) whose name or voyage contains what was
 * typed, or `completedFirst`: those, then any other the server finds.
 */
export type VesselScope = 'any' | 'completed' | 'completedFirst';

const contains = (typed: string) => (vessel: VesselLike) =>
  `${vessel.name} ${vessel.voyageNumber}`.toLocaleLowerCase().includes(typed.toLocaleLowerCase());

/** The vessel pickers' options, for what was typed (SearchSelect's `useOptions`). */
export function useVesselOptions(q: string, scope: VesselScope, label: VesselLabel) {
  const completed = useQuery({
    queryKey: vesselKeys.picker('completed'),
    queryFn: ({ signal }) => apiRequest<{ data: CompletedVessel[] }>('/vessels/completed', { signal }),
    enabled: scope !== 'any',
  });
  const searched = useQuery({
    queryKey: vesselKeys.search(q),
    queryFn: ({ signal }) => apiRequest<Page<Vessel>>('/vessels/', { query: { q: q || undefined, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
    enabled: scope !== 'completed',
  });
  const fromCompleted = scope === 'any' ? [] : (completed.data?.data ?? []).filter(contains(q));
  const shown = new Set(fromCompleted.map((vessel) => vessel.id));
  const others = scope === 'completed' ? [] : (searched.data?.data ?? []).filter((vessel) => !shown.has(vessel.id));
  return {
    data: [...fromCompleted, ...others].map((vessel) => ({ value: String(vessel.id), label: label(vessel) })),
    isFetching: completed.isFetching || searched.isFetching,
  };
}

/** The picked vessel with its voyage and agent: it was among the options a picker loaded from the server's search. */
export function usePickedVessel(id: number | null): Vessel | null {
  const queryClient = useQueryClient();
  if (id === null) return null;
  const pages = queryClient.getQueriesData<Page<Vessel>>({ queryKey: vesselKeys.searches() });
  for (const [, page] of pages) {
    const vessel = page?.data.find((candidate) => candidate.id === id);
    if (vessel) return vessel;
  }
  return null;
}
