import { pathTo } from '../../lib/paths';

export const auditLogPaths = {
  list: pathTo('/admin/audit-log'),
};
