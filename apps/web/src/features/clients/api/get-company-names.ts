import type { CompanyName, LookupQuery } from '@portside/contracts/company-lookups';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/companies/keys';

export function getCompanyNames(query: Partial<LookupQuery>, signal?: AbortSignal) {
  return apiRequest<{ data: CompanyName[] }>('/companies/company-names', { query, signal });
}

export function getCompanyNamesQueryOptions(q: string) {
  return queryOptions({
    queryKey: companyKeys.picker('company-names', q),
    queryFn: ({ signal }) => getCompanyNames({ q: q || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The company picker's options: companies whose name contains what was typed. */
export function useCompanyNameOptions(q: string) {
  return useQuery({
    ...getCompanyNamesQueryOptions(q),
    select: (page) => page.data.map((company) => ({ value: String(company.companiesId), label: company.name })),
  });
}
