import { queryKeys } from '../../../lib/query-keys';

export const cargoHandlerKeys = queryKeys('cargo-handlers');
