import type { Company } from '@portside/contracts/companies';
import type { Page } from '@portside/contracts/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/companies/keys';

/** How many companies there are: the total of a one-row page of GET /companies/ (capped: `totalCapped`). */
export async function getCompaniesTotal(signal?: AbortSignal): Promise<Pick<Page<Company>, 'total' | 'totalCapped'>> {
  const { total, totalCapped } = await apiRequest<Page<Company>>('/companies/', { query: { limit: 1 }, signal });
  return { total, totalCapped };
}

export function getCompaniesTotalQueryOptions() {
  return queryOptions({ queryKey: companyKeys.total(), queryFn: ({ signal }) => getCompaniesTotal(signal) });
}

export function useCompaniesTotal() {
  return useQuery(getCompaniesTotalQueryOptions());
}
