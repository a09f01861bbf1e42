import type { ChangeLoginBody, CredentialsChanged } from '@portside/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { setToken } from '../../../lib/session';
import { userKeys } from '../../../lib/users/keys';
import { authKeys } from './keys';

export function changeLogin(body: ChangeLoginBody) {
  return apiRequest<CredentialsChanged>('/users/users/me/change-login', { method: 'POST', body });
}

/**
 * The change ends every session of the user, this one too: the answer's new token keeps the user signed in. The
 * current user is loaded again, and so are the lists of users that show it.
 */
export function useChangeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLogin,
    onSuccess: (answer) => {
      setToken(answer.accessToken);
      return invalidate(queryClient, [authKeys.me(), userKeys.all]);
    },
  });
}
