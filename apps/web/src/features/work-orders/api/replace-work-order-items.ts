import type { CargoClass } from '@portside/contracts/storage';
import type { ItemInput, ItemsResponse } from '@portside/contracts/work-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { workOrderKeys } from '../../../lib/work-orders/keys';

export type ReplaceWorkOrderItems = {
  id: number;
  version: string;
  arrivalDate: string;
  cargoClass: CargoClass;
  items: ItemInput[];
};

/**
 * The whole item list of a draft: rows with itemId are updated, new ones added, missing ones removed; refused (409)
 * when the draft was saved by someone else since `version`.
 */
export function replaceWorkOrderItems({ id, version, arrivalDate, cargoClass, items }: ReplaceWorkOrderItems) {
  return apiRequest<ItemsResponse>(`/work-orders/${id}/items`, {
    method: 'PUT',
    ifMatch: version,
    body: { arrivalDate, cargoClass, items },
  });
}

export function useReplaceWorkOrderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceWorkOrderItems,
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData(workOrderKeys.items(id), answer);
      // The work order's arrival date and totals changed too, and so did the lists.
      return invalidate(queryClient, [workOrderKeys.detail(id), workOrderKeys.lists()]);
    },
  });
}
