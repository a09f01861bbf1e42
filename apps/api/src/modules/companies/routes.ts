import {
  companiesPageSchema,
  companyBodySchema,
  companySchema,
  listCompaniesQuerySchema,
} from '@portside/contracts/companies';
import { roleGroups } from '@portside/contracts/roles';
import { crudRoutes } from '../registry/crud-routes';
import { createCompany, deleteCompany, listCompanies, updateCompany } from './service';

/** The admin company registry (spec 2.4). The lookups under the same prefix live in company-lookups. */
export const companyRoutes = crudRoutes({
  tags: ['companies'],
  readRoles: roleGroups.admin,
  writeRoles: roleGroups.admin,
  schemas: { query: listCompaniesQuerySchema, body: companyBodySchema, item: companySchema, page: companiesPageSchema },
  service: { list: listCompanies, create: createCompany, update: updateCompany, remove: deleteCompany },
});
