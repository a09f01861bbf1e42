import type { CompletedVessel } from '@portside/contracts/clearances';
import type { Page } from '@portside/contracts/lists';
import type { Vessel } from '@portside/contracts/vessels';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { vesselKeys } from '../../../lib/vessels/keys';
import { voyageAfterV } from '../../../lib/voyage';

type VesselLike = { id: number; name: string; voyageNumber: string };

function useVesselOption() {
  const { t } = useTranslation('billing');
  return (vessel: VesselLike) => ({
    value: String(vessel.id),
    label: t('form.vesselOption', { name: vessel.name, voyage: voyageAfterV(vessel.voyageNumber) }),
  });
}

/**
 * The vessels to bill from: the latest completed visits (GET /vessels/completed) whose name or voyage contains what
 * was typed, then any other vessel the server finds by name or voyage (GET /vessels/), so a BL discharged from a
 * visit still in progress can be billed too.
 */
export function useVesselOptions(q: string) {
  const toOption = useVesselOption();
  const typed = q.toLocaleLowerCase();
  const completed = useQuery({
    queryKey: vesselKeys.picker('completed'),
    queryFn: ({ signal }) => apiRequest<{ data: CompletedVessel[] }>('/vessels/completed', { signal }),
  });
  const searched = useQuery({
    queryKey: vesselKeys.picker('billing', q),
    queryFn: ({ signal }) => apiRequest<Page<Vessel>>('/vessels/', { query: { q: q || undefined, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
  const fromCompleted = (completed.data?.data ?? []).filter((vessel) =>
    `${vessel.name} ${vessel.voyageNumber}`.toLocaleLowerCase().includes(typed),
  );
  const shown = new Set(fromCompleted.map((vessel) => vessel.id));
  const others = (searched.data?.data ?? []).filter((vessel) => !shown.has(vessel.id));
  return {
    data: [...fromCompleted, ...others].map(toOption),
    isFetching: completed.isFetching || searched.isFetching,
  };
}
