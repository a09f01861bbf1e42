import { queryKeys } from '../../../lib/query-keys';

export const clearanceKeys = queryKeys('clearances');
