import { queryKeys } from '../../../lib/query-keys';

export const kindKeys = queryKeys('kinds-of-company');
