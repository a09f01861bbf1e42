import type { Company } from '@portside/contracts/companies';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { companyKeys } from './keys';

/**
 * The client companies whose name contains the search (admin's company list, searched on the server): the choices of
 * a consignee's company and of a client user's.
 */
export function getClientCompanies(q: string, signal?: AbortSignal) {
  return apiRequest<Page<Company>>('/companies/', { query: { q: q || undefined, isClient: true, limit: 20 }, signal });
}

const clientCompaniesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: companyKeys.picker('clients', q),
    queryFn: ({ signal }) => getClientCompanies(q, signal),
    placeholderData: keepPreviousData,
  });

export function useClientCompanies(q: string) {
  return useQuery(clientCompaniesQueryOptions(q));
}

/** The same companies as a SearchSelect's options. */
export function useClientCompanyOptions(q: string) {
  return useQuery({
    ...clientCompaniesQueryOptions(q),
    select: (page) => page.data.map((company) => ({ value: String(company.id), label: company.name })),
  });
}
