import { proformaSchema } from '@portside/contracts/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/items/{id}/proforma: what one of the company's BLs will be billed. */
export const getProforma = (itemId: number, signal?: AbortSignal) =>
  getChecked(`/client/items/${itemId}/proforma`, proformaSchema, {}, signal);

export const proformaOptions = (itemId: number) =>
  queryOptions({
    queryKey: clientPortalKeys.call('proforma', { itemId }),
    queryFn: ({ signal }) => getProforma(itemId, signal),
  });

export const useProforma = (itemId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...proformaOptions(itemId), placeholderData: keepPreviousData, enabled });
