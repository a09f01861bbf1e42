import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('auth');

export const authKeys = { ...keys, me: () => [...keys.all, 'me'] as const };
