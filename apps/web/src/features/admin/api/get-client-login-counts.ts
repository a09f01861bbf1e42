import type { ClientLoginCount, ClientLoginCountQuery } from '@portside/contracts/login-logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loginLogKeys } from '../../clients/api/keys';

type Query = Partial<ClientLoginCountQuery>;

export function getClientLoginCounts(query: Query, signal?: AbortSignal) {
  return apiRequest<ClientLoginCount>('/analytics/login-logs/clients/count', { query, signal });
}

export function getClientLoginCountsQueryOptions(query: Query) {
  return queryOptions({
    queryKey: loginLogKeys.list(query),
    queryFn: ({ signal }) => getClientLoginCounts(query, signal),
  });
}

export function useClientLoginCounts(query: Query) {
  return useQuery(getClientLoginCountsQueryOptions(query));
}
