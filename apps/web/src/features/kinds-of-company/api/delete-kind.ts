import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kindsQueryKey } from './get-kinds';

export function deleteKind(id: number) {
  return apiRequest<null>(`/kinds-of-company/${id}`, { method: 'DELETE' });
}

export function useDeleteKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKind,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kindsQueryKey }),
  });
}
