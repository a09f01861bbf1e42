import type { AuditEntry, ListAuditLogQuery } from '@portside/contracts/audit-log';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditLogKeys } from './keys';

export type AuditLogQuery = Partial<ListAuditLogQuery>;

export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return apiRequest<Page<AuditEntry>>('/audit-log', { query, signal });
}

export function getAuditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(getAuditLogQueryOptions(query));
}
