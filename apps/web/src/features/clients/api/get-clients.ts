import type { Client, ListClientsQuery } from '@portside/contracts/clients';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientKeys } from './keys';

export type ClientsQuery = Partial<ListClientsQuery>;

export function getClients(query: ClientsQuery, signal?: AbortSignal) {
  return apiRequest<Page<Client>>('/clients/', { query, signal });
}

export function getClientsQueryOptions(query: ClientsQuery) {
  return queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClients(query: ClientsQuery) {
  return useQuery(getClientsQueryOptions(query));
}
