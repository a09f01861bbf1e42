import {
  type ManifestLayout,
  manifestLayoutListSchema,
  type SaveManifestLayout,
} from '@portside/contracts/manifest-layouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { manifestLayoutKeys } from './keys';

/** GET /manifest-layouts/: the layouts taught to the manifest reader. */
export function useManifestLayouts() {
  return useQuery({
    queryKey: manifestLayoutKeys.lists(),
    queryFn: async ({ signal }) =>
      manifestLayoutListSchema.parse(await apiRequest<unknown>('/manifest-layouts/', { signal })).data,
  });
}

/** PUT /manifest-layouts/: how the columns of a manifest's layout are read, for the vessel's shipping line. */
export function useSaveManifestLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: SaveManifestLayout) =>
      apiRequest<ManifestLayout>('/manifest-layouts/', { method: 'PUT', body: layout }),
    onSuccess: () => invalidate(queryClient, [manifestLayoutKeys.all]),
  });
}

/** DELETE /manifest-layouts/{id}: the layout is read by the vocabulary again. */
export function useRemoveManifestLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/manifest-layouts/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(queryClient, [manifestLayoutKeys.all]),
  });
}
