import type { Page } from '@portside/contracts/lists';
import type { Vessel } from '@portside/contracts/vessels';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { vesselKeys } from '../../../lib/vessels/keys';

export function getVesselOptions(q: string, signal?: AbortSignal) {
  return apiRequest<Page<Vessel>>('/vessels/', { query: { q: q || undefined, limit: 20 }, signal });
}

export function getVesselOptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: vesselKeys.picker('work-order', q),
    queryFn: ({ signal }) => getVesselOptions(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** The vessel picker's options: vessels whose name or voyage contains what was typed, each with its voyage. */
export function useVesselOptions(q: string) {
  const { t } = useTranslation('commercial');
  return useQuery({
    ...getVesselOptionsQueryOptions(q),
    select: (page) =>
      page.data.map((vessel) => ({
        value: String(vessel.id),
        label: t('workOrder.vesselOption', { name: vessel.name, voyage: vessel.voyageNumber }),
      })),
  });
}

/** The picked vessel with its voyage and agent: it was among the options the picker loaded. */
export function usePickedVessel(id: number | null): Vessel | null {
  const queryClient = useQueryClient();
  if (id === null) return null;
  const pages = queryClient.getQueriesData<Page<Vessel>>({ queryKey: vesselKeys.pickers() });
  for (const [, page] of pages) {
    const vessel = page?.data.find((candidate) => candidate.id === id);
    if (vessel) return vessel;
  }
  return null;
}
