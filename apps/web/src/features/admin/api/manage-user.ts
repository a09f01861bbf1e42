import type { EndedSessions, PasswordSet, SetPasswordBody, UpdateUserBody, User } from '@portside/contracts/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { auditLogKeys } from '../../audit-log/api/keys';
import { userKeys } from './keys';

export const userFailed = 'Failed to fetch user.';

/** An id taken from the address is asked for only when it can name a user. */
export const validUserId = (id: number) => Number.isInteger(id) && id >= 1 && id < 2 ** 31;

export function getUser(id: number, signal?: AbortSignal) {
  return apiRequest<User>(`/users/${id}`, { signal });
}

export function useUser(id: number) {
  return useQuery(
    queryOptions({
      queryKey: userKeys.detail(id),
      queryFn: ({ signal }) => getUser(id, signal),
      enabled: validUserId(id),
    }),
  );
}

/** Every change to a user refreshes the list, the user's page and the audit log that records it. */
function useUserChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidate(queryClient, [userKeys.all, auditLogKeys.all]),
  });
}

export const useUpdateUser = () =>
  useUserChange(({ id, ...body }: UpdateUserBody & { id: number }) =>
    apiRequest<User>(`/users/${id}`, { method: 'PATCH', body }),
  );

export const useSetUserPassword = () =>
  useUserChange(({ id, ...body }: SetPasswordBody & { id: number }) =>
    apiRequest<PasswordSet>(`/users/${id}/set-password`, { method: 'POST', body }),
  );

export const useEndUserSessions = () =>
  useUserChange((id: number) => apiRequest<EndedSessions>(`/users/${id}/end-sessions`, { method: 'POST' }));
