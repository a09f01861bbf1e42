import type { Item, ItemInput } from '@portside/contracts/work-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { workOrderKeys } from './keys';

export type ReplaceWorkOrderItems = { id: number; arrivalDate: string; items: ItemInput[] };

/** The whole item list of a draft: rows with itemId are updated, new ones added, missing ones removed. */
export async function replaceWorkOrderItems({ id, arrivalDate, items }: ReplaceWorkOrderItems) {
  const answer = await apiRequest<{ data: Item[] }>(`/work-orders/${id}/items`, {
    method: 'PUT',
    body: { arrivalDate, items },
  });
  return answer.data;
}

export function useReplaceWorkOrderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceWorkOrderItems,
    onSuccess: (items, { id }) => {
      queryClient.setQueryData(workOrderKeys.items(id), items);
      // The work order's arrival date and totals changed too, and so did the lists.
      return invalidate(queryClient, [workOrderKeys.detail(id), workOrderKeys.lists()]);
    },
  });
}
