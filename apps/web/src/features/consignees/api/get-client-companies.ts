import type { Company } from '@portside/contracts/companies';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../companies/api/keys';

/** The client companies whose name contains the search: the choices of a consignee's company. */
export function getClientCompanies(q: string, signal?: AbortSignal) {
  return apiRequest<Page<Company>>('/companies/', { query: { q: q || undefined, isClient: true, limit: 20 }, signal });
}

export function useClientCompanies(q: string) {
  return useQuery({
    queryKey: companyKeys.picker('clients', q),
    queryFn: ({ signal }) => getClientCompanies(q, signal),
    placeholderData: keepPreviousData,
  });
}
