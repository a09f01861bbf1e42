import type { User } from '@portside/contracts/auth';
import type { PortalAccessBody } from '@portside/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { userKeys } from '../../../lib/users/keys';
import { clientKeys, loginLogKeys } from './keys';

export function givePortalAccess(clientId: number, body: PortalAccessBody) {
  return apiRequest<User>(`/clients/${clientId}/portal-access`, { method: 'POST', body });
}

/** The new sign-in shows in the clients list, admin's users and the client login counts. */
export function useGivePortalAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: number; body: PortalAccessBody }) => givePortalAccess(clientId, body),
    onSuccess: () => invalidate(queryClient, [clientKeys.all, userKeys.all, loginLogKeys.all]),
  });
}
