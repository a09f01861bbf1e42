import type { CompanyName } from '@portside/contracts/company-lookups';
import type { BlConsignee, RegisterConsigneeBodyInput, RegisteredConsignee } from '@portside/contracts/consignees';
import type { KindOfCompany } from '@portside/contracts/kinds-of-company';
import type { Page } from '@portside/contracts/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** A BL's consignee as billing and the review see it, and the pickers its registration uses. */
export const blConsigneeKeys = {
  ...queryKeys('bl-consignees'),
  bl: (itemId: number) => [...queryKeys('bl-consignees').all, 'bl', itemId] as const,
};

export function useBlConsignee(itemId: number) {
  return useQuery({
    queryKey: blConsigneeKeys.bl(itemId),
    queryFn: ({ signal }) => apiRequest<BlConsignee>(`/items/${itemId}/consignee`, { signal }),
  });
}

/** PUT /items/{id}/consignee, or POST /consignees/register: either answers the BL as now tied. */
export function useTieConsignee(itemId: number, onTied: () => void) {
  const queryClient = useQueryClient();
  const tied = (bl: BlConsignee | null) => {
    if (bl) queryClient.setQueryData(blConsigneeKeys.bl(itemId), bl);
    onTied();
  };
  const match = useMutation({
    mutationFn: (consigneeId: number) =>
      apiRequest<BlConsignee>(`/items/${itemId}/consignee`, { method: 'PUT', body: { consigneeId } }),
    onSuccess: tied,
  });
  const register = useMutation({
    mutationFn: (body: RegisterConsigneeBodyInput) => registerRequest({ ...body, itemId }),
    onSuccess: (registered) => tied(registered.bl),
  });
  return { match, register };
}

const registerRequest = (body: RegisterConsigneeBodyInput) =>
  apiRequest<RegisteredConsignee>('/consignees/register', { method: 'POST', body });

/** POST /consignees/register without a BL: the work order's review, whose rows are not BLs yet. */
export const useRegisterConsignee = () => useMutation({ mutationFn: registerRequest });

export function useKindsOfCompany() {
  return useQuery({
    queryKey: blConsigneeKeys.picker('kinds'),
    queryFn: ({ signal }) => apiRequest<Page<KindOfCompany>>('/kinds-of-company/', { query: { limit: 100 }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Companies by name for the picker of an existing company (the server searches). */
export function useCompanyOptions(q: string) {
  const query = useQuery({
    queryKey: blConsigneeKeys.picker('companies', q),
    queryFn: ({ signal }) =>
      apiRequest<{ data: CompanyName[] }>('/companies/company-names', { query: { q: q || undefined }, signal }),
  });
  return {
    isFetching: query.isFetching,
    data: query.data?.data.map((company) => ({ value: String(company.companiesId), label: company.name })),
  };
}
