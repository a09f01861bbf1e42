import type { Company, CompanyBody, ListCompaniesQuery } from '@portside/contracts/companies';
import { registryApi } from '../../../lib/registry-api';

/** GET, POST /companies/, PUT and DELETE /companies/{id}. */
export const companiesApi = registryApi<Company, CompanyBody, ListCompaniesQuery>('/companies');
