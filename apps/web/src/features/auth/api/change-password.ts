import type { ChangePasswordBody, CredentialsChanged } from '@portside/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

export function changePassword(body: ChangePasswordBody) {
  return apiRequest<CredentialsChanged>('/users/users/me/change-password', { method: 'POST', body });
}

/** The change ends every session of the user, this one too: the answer's new token keeps the user signed in. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (answer) => setToken(answer.accessToken) });
}
