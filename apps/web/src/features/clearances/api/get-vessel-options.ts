import type { CompletedVessel } from '@portside/contracts/clearances';
import type { Page } from '@portside/contracts/lists';
import type { Vessel } from '@portside/contracts/vessels';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { vesselKeys } from '../../../lib/vessels/keys';

type VesselLike = { id: number; name: string; voyageNumber: string };

function useVesselOption() {
  const { t } = useTranslation('clearance');
  return (vessel: VesselLike) => ({
    value: String(vessel.id),
    label: t('form.vesselOption', { name: vessel.name, voyage: vessel.voyageNumber }),
  });
}

/** Every vessel whose name or voyage contains what was typed (GET /vessels/, searched by the server). */
export function useAnyVesselOptions(q: string) {
  const toOption = useVesselOption();
  return useQuery({
    queryKey: vesselKeys.picker('clearance', q),
    queryFn: ({ signal }) => apiRequest<Page<Vessel>>('/vessels/', { query: { q: q || undefined, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
    select: (page) => page.data.map(toOption),
  });
}

/**
 * The vessels of the latest completed visits (GET /vessels/completed: at most 200, newest first), narrowed here to
 * those whose name or voyage contains what was typed.
 */
export function useCompletedVesselOptions(q: string) {
  const toOption = useVesselOption();
  const typed = q.toLocaleLowerCase();
  return useQuery({
    queryKey: vesselKeys.picker('completed'),
    queryFn: ({ signal }) => apiRequest<{ data: CompletedVessel[] }>('/vessels/completed', { signal }),
    select: (response) =>
      response.data
        .filter((vessel) => `${vessel.name} ${vessel.voyageNumber}`.toLocaleLowerCase().includes(typed))
        .map(toOption),
  });
}
