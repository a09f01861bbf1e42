import { apiRequest } from '../../../lib/api-client';

/** Ends the session of `token` on the server: the token is refused from then on, wherever a copy of it is. */
export function logout(token: string) {
  return apiRequest<null>('/auth/logout', { method: 'POST', token });
}
