import { queryKeys } from '../../../lib/query-keys';

export const clientKeys = queryKeys('clients');

/** The client login counts (the commercial page and the admin overview). */
export const loginLogKeys = queryKeys('login-logs');
