import type { LoginBody } from '@portside/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { getMe } from './get-me';
import { authKeys } from './keys';

export const noAccessTokenMessage = 'No access token in response.';

export class MissingTokenError extends Error {
  constructor() {
    super(noAccessTokenMessage);
    this.name = 'MissingTokenError';
  }
}

/** Spec 4: sign in, load the current user with the new token, then keep both. */
export async function login(body: LoginBody) {
  const { accessToken } = await apiRequest<{ accessToken?: string }>('/auth/login', {
    method: 'POST',
    body,
    auth: false,
  });
  if (!accessToken) throw new MissingTokenError();
  const user = await getMe({ token: accessToken });
  return { accessToken, user };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken, user }) => {
      queryClient.setQueryData(authKeys.me(), user);
      setToken(accessToken);
    },
  });
}
