import { queryKeys } from '../../../lib/query-keys';

export const descriptionKeys = queryKeys('descriptions');
