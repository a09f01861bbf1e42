import type { Account } from '@portside/contracts/auth';
import { parseRole, type Role } from '@portside/contracts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** The signed-in user; the role is lower-cased and an unknown role becomes null (spec 2.1). */
export type CurrentUser = Omit<Account, 'role'> & { role: Role | null };

export async function getMe(options: { signal?: AbortSignal; token?: string } = {}): Promise<CurrentUser> {
  const user = await apiRequest<Omit<Account, 'role'> & { role: unknown }>('/auth/me', options);
  return { ...user, role: parseRole(user.role) };
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: authKeys.me(), queryFn: ({ signal }) => getMe({ signal }), staleTime: 5 * 60_000 });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
