import { type ClientItemsQuery, clientItemsPageSchema } from '@portside/contracts/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/items: the company's BLs, a page at a time; an empty search is left out of the query. */
export const getClientItems = ({ q, ...query }: Partial<ClientItemsQuery>, signal?: AbortSignal) =>
  getChecked('/client/items', clientItemsPageSchema, { ...query, q: q || undefined }, signal);

export const clientItemsOptions = (query: Partial<ClientItemsQuery>) =>
  queryOptions({
    queryKey: clientPortalKeys.call('items', query),
    queryFn: ({ signal }) => getClientItems(query, signal),
  });

export const useClientItems = (query: Partial<ClientItemsQuery>) =>
  useQuery({ ...clientItemsOptions(query), placeholderData: keepPreviousData });
