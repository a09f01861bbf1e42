import type { ChangeLoginBody } from '@portside/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { userKeys } from '../../admin/api/keys';
import { authKeys } from './keys';

export function changeLogin(body: ChangeLoginBody) {
  return apiRequest<{ detail: string }>('/users/users/me/change-login', { method: 'POST', body });
}

/** After a login change the current user is loaded again, and so are the lists of users that show it. */
export function useChangeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLogin,
    onSuccess: () => invalidate(queryClient, [authKeys.me(), userKeys.all]),
  });
}
