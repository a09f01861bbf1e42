import type { KindOfCompany } from '@portside/contracts/kinds-of-company';
import type { Page } from '@portside/contracts/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kindKeys } from '../../kinds-of-company/api/keys';

/** The kinds a company can be given (GET /kinds-of-company/): a short list, read whole. */
export function getKindOptions(signal?: AbortSignal) {
  return apiRequest<Page<KindOfCompany>>('/kinds-of-company/', { query: { sort: 'name', limit: 100 }, signal });
}

export function getKindOptionsQueryOptions() {
  return queryOptions({
    queryKey: kindKeys.picker('options'),
    queryFn: ({ signal }) => getKindOptions(signal),
  });
}

export function useKindOptions() {
  return useQuery(getKindOptionsQueryOptions());
}
