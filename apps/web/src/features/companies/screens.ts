import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { companyPaths } from './paths';

export const companyScreens: Screen[] = [
  {
    path: companyPaths.list,
    roles: roleGroups.admin,
    title: 'menu.companies',
    page: lazyPage(() => import('./pages/companies-page'), 'CompaniesPage'),
    menu: { section: 'admin', group: 'companyManagement', label: 'companies', order: 30 },
  },
  {
    path: companyPaths.new,
    roles: roleGroups.admin,
    title: 'menu.newCompany',
    page: lazyPage(() => import('./pages/create-company-page'), 'CreateCompanyPage'),
    menu: { section: 'admin', group: 'companyManagement', label: 'newCompany', order: 31 },
  },
];
