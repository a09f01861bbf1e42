import { queryKeys } from '../../../lib/query-keys';

export const auditLogKeys = queryKeys('audit-log');
