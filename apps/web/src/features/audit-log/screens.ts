import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { auditLogPaths } from './paths';

export const auditLogScreens: Screen[] = [
  {
    path: auditLogPaths.list,
    roles: roleGroups.admin,
    title: 'menu.auditLog',
    page: lazyPage(() => import('./pages/audit-log-page'), 'AuditLogPage'),
    menu: { section: 'admin', label: 'auditLog', order: 60 },
  },
];
