import type { Clearance, ListClearancesQuery } from '@portside/contracts/clearances';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearanceKeys } from './keys';

export type ClearancesQuery = Partial<ListClearancesQuery>;

export function getClearances(query: ClearancesQuery, signal?: AbortSignal) {
  return apiRequest<Page<Clearance>>('/clearances/', { query, signal });
}

export function getClearancesQueryOptions(query: ClearancesQuery) {
  return queryOptions({
    queryKey: clearanceKeys.list(query),
    queryFn: ({ signal }) => getClearances(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClearances(query: ClearancesQuery) {
  return useQuery(getClearancesQueryOptions(query));
}
