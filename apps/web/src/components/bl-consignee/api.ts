import type { CompanyName } from '@portside/contracts/company-lookups';
import type {
  BlConsignee,
  CompanyTinBodyInput,
  Consignee,
  ConsigneeCompanyBodyInput,
  RegisterConsigneeBodyInput,
  RegisteredConsignee,
} from '@portside/contracts/consignees';
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

/** PUT /consignees/{id}/company and PUT /companies/{id}/tin: what the tied BL's buyer lacks, completed. */
export function useCompleteBuyer(itemId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: blConsigneeKeys.bl(itemId) });
    onDone();
  };
  const company = useMutation({
    mutationFn: ({ consigneeId, body }: { consigneeId: number; body: ConsigneeCompanyBodyInput }) =>
      apiRequest<null>(`/consignees/${consigneeId}/company`, { method: 'PUT', body }),
    onSuccess: done,
  });
  const tin = useMutation({
    mutationFn: ({ companyId, body }: { companyId: number; body: CompanyTinBodyInput }) =>
      apiRequest<null>(`/companies/${companyId}/tin`, { method: 'PUT', body }),
    onSuccess: done,
  });
  return { company, tin };
}

/** Registry consignees by name, for tying a BL to one the suggestion did not find. */
export function useConsigneeOptions(q: string) {
  const query = useQuery({
    queryKey: blConsigneeKeys.picker('consignees', q),
    queryFn: ({ signal }) =>
      apiRequest<Page<Consignee>>('/consignees/', { query: { q: q || undefined, limit: 20 }, signal }),
  });
  return {
    isFetching: query.isFetching,
    data: query.data?.data.map((consignee) => ({
      value: String(consignee.id),
      label: consignee.companyName ? `${consignee.name} (${consignee.companyName})` : consignee.name,
    })),
  };
}

export function useKindsOfCompany() {
  return useQuery({
    queryKey: blConsigneeKeys.picker('kinds'),
    queryFn: ({ signal }) => apiRequest<Page<KindOfCompany>>('/kinds-of-company/', { query: { limit: 100 }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Client companies by name for the picker of an existing company (the server searches). */
export function useCompanyOptions(q: string) {
  const query = useQuery({
    queryKey: blConsigneeKeys.picker('companies', q),
    queryFn: ({ signal }) =>
      apiRequest<{ data: CompanyName[] }>('/companies/company-names', {
        query: { q: q || undefined, clients: 'true' },
        signal,
      }),
  });
  return {
    isFetching: query.isFetching,
    data: query.data?.data.map((company) => ({ value: String(company.companiesId), label: company.name })),
  };
}
