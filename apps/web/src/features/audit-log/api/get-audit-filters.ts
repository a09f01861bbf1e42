import type { User } from '@portside/contracts/auth';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from '../../../lib/users/keys';
import { auditLogKeys } from './keys';

/** The entities that have entries (GET /audit-log/entities). */
export function getAuditEntities(signal?: AbortSignal) {
  return apiRequest<{ data: string[] }>('/audit-log/entities', { signal });
}

export function useAuditEntities() {
  return useQuery(
    queryOptions({ queryKey: auditLogKeys.picker('entities'), queryFn: ({ signal }) => getAuditEntities(signal) }),
  );
}

/** The first users whose name or username contains `q`, by username, to filter changes by (GET /users/). */
export function getAuditUsers(q: string, signal?: AbortSignal) {
  return apiRequest<Page<User>>('/users/', { query: { q: q || undefined, sort: 'username', limit: 20 }, signal });
}

/** The user picker's options: value the id, label the username. */
export function useAuditUserOptions(q: string) {
  return useQuery(
    queryOptions({
      queryKey: userKeys.picker('audit-filter', q),
      queryFn: ({ signal }) => getAuditUsers(q, signal),
      select: (page) => page.data.map((user) => ({ value: String(user.id), label: user.username })),
      placeholderData: keepPreviousData,
    }),
  );
}
