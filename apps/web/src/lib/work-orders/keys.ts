import { queryKeys } from '../query-keys';

const keys = queryKeys('work-orders');

export const workOrderKeys = {
  ...keys,
  detail: (id: number) => [...keys.all, 'detail', id] as const,
  items: (id: number) => [...keys.all, 'items', id] as const,
};
