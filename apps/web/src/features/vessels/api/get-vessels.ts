import type { Page } from '@portside/contracts/lists';
import type { ListVesselsQuery, Vessel } from '@portside/contracts/vessels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vesselKeys } from './keys';

export type VesselsQuery = Partial<ListVesselsQuery>;

export function getVessels(query: VesselsQuery, signal?: AbortSignal) {
  return apiRequest<Page<Vessel>>('/vessels/', { query, signal });
}

export function getVesselsQueryOptions(query: VesselsQuery) {
  return queryOptions({
    queryKey: vesselKeys.list(query),
    queryFn: ({ signal }) => getVessels(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVessels(query: VesselsQuery) {
  return useQuery(getVesselsQueryOptions(query));
}
