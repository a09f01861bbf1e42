import { queryKeys } from '../../../lib/query-keys';

export const userKeys = queryKeys('users');
