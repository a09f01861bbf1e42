import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Query } from './api-client';

/**
 * The calls of a registry at `path` (e.g. '/cargo-handlers'): one page of the list, save (POST without id, PUT with
 * one) and delete. Saving and deleting refresh every list of the registry.
 */
export function registryApi<Row, Body, ListQuery extends Query>(path: string) {
  const queryKey = [path] as const;

  function useList(query: Partial<ListQuery>) {
    return useQuery({
      queryKey: [...queryKey, query],
      queryFn: ({ signal }) => apiRequest<Page<Row>>(`${path}/`, { query, signal }),
      placeholderData: keepPreviousData,
    });
  }

  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body }: { id?: number; body: Body }) =>
        id
          ? apiRequest<Row>(`${path}/${id}`, { method: 'PUT', body })
          : apiRequest<Row>(`${path}/`, { method: 'POST', body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => apiRequest<null>(`${path}/${id}`, { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    });
  }

  return { queryKey, useList, useSave, useDelete };
}
