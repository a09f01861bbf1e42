import { type BlSuggestion, blPrefixMin } from '@portside/contracts/tracking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The BLs a number's start finds (GET /items/bl-numbers), shared by tracking, the gate and the clearance page. */
export const blNumberKeys = queryKeys('bl-numbers');

/**
 * The BLs whose number starts with `start` once it is `blPrefixMin` characters or more (only those customs has not
 * cleared when `uncleared`); nothing before.
 */
export function useBlSuggestions(start: string, { uncleared = false } = {}) {
  const prefix = start.trim();
  const enabled = prefix.length >= blPrefixMin;
  const query = useQuery({
    queryKey: blNumberKeys.picker(uncleared ? 'uncleared' : 'prefix', prefix),
    queryFn: ({ signal }) =>
      apiRequest<{ data: BlSuggestion[] }>('/items/bl-numbers', {
        query: { prefix, uncleared: uncleared ? 'true' : undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { suggestions: enabled ? (query.data?.data ?? []) : [], isFetching: enabled && query.isFetching };
}
