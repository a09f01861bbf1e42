import { queryKeys } from '../query-keys';

const keys = queryKeys('users');

export const userKeys = { ...keys, detail: (id: number) => [...keys.all, 'detail', id] as const };
