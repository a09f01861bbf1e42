import type { KindOfCompany, ListKindsOfCompanyQuery } from '@portside/contracts/kinds-of-company';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const kindsQueryKey = ['kinds-of-company'] as const;
export type KindsQuery = Partial<ListKindsOfCompanyQuery>;

export function getKinds(query: KindsQuery, signal?: AbortSignal) {
  return apiRequest<Page<KindOfCompany>>('/kinds-of-company/', { query, signal });
}

export function getKindsQueryOptions(query: KindsQuery) {
  return queryOptions({
    queryKey: [...kindsQueryKey, query],
    queryFn: ({ signal }) => getKinds(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useKinds(query: KindsQuery) {
  return useQuery(getKindsQueryOptions(query));
}
