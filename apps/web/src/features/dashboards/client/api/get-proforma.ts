import { proformaSchema } from '@portside/contracts/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/items/{id}/proforma: what one of the company's BLs costs to take out on a day (today when none). */
export const getProforma = (itemId: number, toDay: string | null, signal?: AbortSignal) =>
  getChecked(`/client/items/${itemId}/proforma`, proformaSchema, toDay ? { toDay } : {}, signal);

export const proformaOptions = (itemId: number, toDay: string | null) =>
  queryOptions({
    queryKey: clientPortalKeys.call('proforma', { itemId, toDay }),
    queryFn: ({ signal }) => getProforma(itemId, toDay, signal),
  });

export const useProforma = (itemId: number, toDay: string | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...proformaOptions(itemId, toDay), placeholderData: keepPreviousData, enabled });
