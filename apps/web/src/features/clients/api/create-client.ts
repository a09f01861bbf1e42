import type { Client, ClientBody } from '@portside/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientKeys } from './keys';

export function createClient(body: ClientBody) {
  return apiRequest<Client>('/clients/', { method: 'POST', body });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
