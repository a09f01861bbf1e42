import type { User } from '@portside/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './keys';

/** Spec 8: the fallback when the user list cannot be loaded. */
export const usersFetchFailedMessage = 'Failed to fetch users.';

export async function getUsers(signal?: AbortSignal): Promise<User[]> {
  const users = await apiRequest<User[]>('/users/', { signal });
  return [...users].sort((a, b) => a.id - b.id);
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
