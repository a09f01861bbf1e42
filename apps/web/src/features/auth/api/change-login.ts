import type { ChangeLoginBody, CredentialsChanged } from '@portside/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { meQueryKey } from './get-me';

export function changeLogin(body: ChangeLoginBody) {
  return apiRequest<CredentialsChanged>('/users/users/me/change-login', { method: 'POST', body });
}

/**
 * The change ends every session of the user, this one too: the answer's new token keeps the user signed in, and
 * the current user is loaded again.
 */
export function useChangeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLogin,
    onSuccess: (answer) => {
      setToken(answer.accessToken);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
