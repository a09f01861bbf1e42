import type { User } from '@portside/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from '../../admin/api/keys';
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

/** The users a change can be filtered by (GET /users/). */
export function getAuditUsers(signal?: AbortSignal) {
  return apiRequest<User[]>('/users/', { signal });
}

export function useAuditUsers() {
  return useQuery(
    queryOptions({ queryKey: userKeys.picker('audit-filter'), queryFn: ({ signal }) => getAuditUsers(signal) }),
  );
}
