import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Query } from './api-client';
import { invalidate, type queryKeys } from './query-keys';

type AreaKeys = Pick<ReturnType<typeof queryKeys>, 'all' | 'list'>;

/**
 * The calls of a registry at `path` (e.g. '/cargo-handlers'): one page of the list, save (POST without id, PUT with
 * one and the version the form started from) and delete. Saving and deleting refresh every list and picker of the
 * registry's area, and `shownIn`: the keys of the other areas whose rows show this registry's (a company's name in
 * the client list ...); so does a refusal, which may mean that another clerk changed or removed the record.
 */
export function registryApi<Row, Body, ListQuery extends Query>(
  path: string,
  keys: AreaKeys,
  shownIn: readonly QueryKey[] = [],
) {
  const written = [keys.all, ...shownIn];

  function useList(query: Partial<ListQuery>) {
    return useQuery({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => apiRequest<Page<Row>>(`${path}/`, { query, signal }),
      placeholderData: keepPreviousData,
    });
  }

  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, version, body }: { id?: number; version?: string; body: Body }) =>
        id
          ? apiRequest<Row>(`${path}/${id}`, { method: 'PUT', body, ifMatch: version })
          : apiRequest<Row>(`${path}/`, { method: 'POST', body }),
      onSettled: () => invalidate(queryClient, written),
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => apiRequest<null>(`${path}/${id}`, { method: 'DELETE' }),
      onSuccess: () => invalidate(queryClient, written),
    });
  }

  return { useList, useSave, useDelete };
}
