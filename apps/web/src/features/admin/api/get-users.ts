import type { ListUsersQuery, User } from '@portside/contracts/auth';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from '../../../lib/users/keys';

export type UsersQuery = Partial<ListUsersQuery>;

/** Spec 8: the fallback when the user list cannot be loaded. */
export const usersFetchFailedMessage = 'Failed to fetch users.';

/** One page of users, searched and sorted by the server (by id unless asked otherwise). */
export function getUsers(query: UsersQuery, signal?: AbortSignal) {
  return apiRequest<Page<User>>('/users/', { query, signal });
}

export function getUsersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}
