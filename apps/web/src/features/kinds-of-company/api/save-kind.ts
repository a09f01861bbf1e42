import type { KindOfCompany, KindOfCompanyBody } from '@portside/contracts/kinds-of-company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kindsQueryKey } from './get-kinds';

/** Creates a kind, or renames the one with this id. */
export function saveKind({ id, ...body }: KindOfCompanyBody & { id?: number }) {
  return id
    ? apiRequest<KindOfCompany>(`/kinds-of-company/${id}`, { method: 'PUT', body })
    : apiRequest<KindOfCompany>('/kinds-of-company/', { method: 'POST', body });
}

export function useSaveKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKind,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kindsQueryKey }),
  });
}
