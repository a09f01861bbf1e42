import type {
  EndedSessions,
  ManagedUser,
  PasswordSet,
  SetPasswordBody,
  UpdateUserBody,
} from '@portside/contracts/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { userKeys } from '../../../lib/users/keys';
import { auditLogKeys } from '../../audit-log/api/keys';

export const userFailed = 'Failed to fetch user.';

/** An id taken from the address is asked for only when it can name a user. */
export const validUserId = (id: number) => Number.isInteger(id) && id >= 1 && id < 2 ** 31;

export function getUser(id: number, signal?: AbortSignal) {
  return apiRequest<ManagedUser>(`/users/${id}`, { signal });
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

/**
 * Every change to a user refreshes the list, the user's page and the audit log that records it; a refused one too, so
 * that the page shows what another admin changed.
 */
function useUserChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => invalidate(queryClient, [userKeys.all, auditLogKeys.all]),
  });
}

/** A change made from the user as the page shows it (`version`): refused (409) once another admin changed the user. */
export const useUpdateUser = () =>
  useUserChange(({ id, version, ...body }: UpdateUserBody & { id: number; version: string }) =>
    apiRequest<ManagedUser>(`/users/${id}`, { method: 'PATCH', body, ifMatch: version }),
  );

export const useSetUserPassword = () =>
  useUserChange(({ id, ...body }: SetPasswordBody & { id: number }) =>
    apiRequest<PasswordSet>(`/users/${id}/set-password`, { method: 'POST', body }),
  );

export const useEndUserSessions = () =>
  useUserChange((id: number) => apiRequest<EndedSessions>(`/users/${id}/end-sessions`, { method: 'POST' }));
