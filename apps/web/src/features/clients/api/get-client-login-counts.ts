import type { Page } from '@portside/contracts/lists';
import type { ClientLoginCount, ClientLoginCountItem, ClientLoginCountQuery } from '@portside/contracts/login-logs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loginLogKeys } from './keys';

type Query = Partial<ClientLoginCountQuery>;

export function getClientLoginCounts(query: Query, signal?: AbortSignal) {
  return apiRequest<ClientLoginCount>('/analytics/login-logs/clients/count', { query, signal });
}

export function getClientLoginCountsQueryOptions(query: Query) {
  return queryOptions({
    queryKey: loginLogKeys.list(query),
    queryFn: ({ signal }) => getClientLoginCounts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the list: the client users numbered from the page's offset, and the sign-ins of all of them. */
export type LoginCountsPage = Page<ClientLoginCountItem & { number: number }> & { logins: number };

const toPage =
  ({ limit = 0, offset = 0 }: Query) =>
  (counts: ClientLoginCount): LoginCountsPage => ({
    data: counts.items.map((item, index) => ({ ...item, number: offset + index + 1 })),
    total: counts.clients,
    limit,
    offset,
    logins: counts.total,
  });

export function useClientLoginCounts(query: Query) {
  return useQuery({ ...getClientLoginCountsQueryOptions(query), select: toPage(query) });
}
