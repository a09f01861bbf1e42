import type { ChangeLoginBody } from '@portside/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export function changeLogin(body: ChangeLoginBody) {
  return apiRequest<{ detail: string }>('/users/users/me/change-login', { method: 'POST', body });
}

/** After a login change the current user is loaded again. */
export function useChangeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLogin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
