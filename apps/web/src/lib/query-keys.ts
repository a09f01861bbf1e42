import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The one scheme of query keys (TkDodo's "effective React Query keys"): every key of an area starts with the area,
 * lists and pickers below it, so invalidating `all` refreshes every list and picker of the area at once.
 * Each feature's api/keys.ts builds its area's keys here and adds its own (a detail, a total ...).
 */
export function queryKeys<const Area extends string>(area: Area) {
  const all = [area] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: object = {}) => [...all, 'list', query] as const,
    pickers: () => [...all, 'picker'] as const,
    /** The options of one picker of the area, for what the user typed. */
    picker: (name: string, search = '') => [...all, 'picker', name, search] as const,
  };
}

/** After a write: everything under these keys is stale; what is on screen loads again at once. */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
