import { queryKeys } from '../../../lib/query-keys';

export const vesselKeys = queryKeys('vessels');
