import { queryKeys } from '../../../lib/query-keys';

export const consigneeKeys = queryKeys('consignees');
