import type { Company, CompanyBody, ListCompaniesQuery } from '@portside/contracts/companies';
import { companyKeys } from '../../../lib/companies/keys';
import { registryApi } from '../../../lib/registry-api';
import { vesselKeys } from '../../../lib/vessels/keys';
import { clientKeys } from '../../clients/api/keys';
import { consigneeKeys } from '../../consignees/api/keys';
import { shippingAgentKeys } from '../../shipping/api/keys';

/**
 * GET, POST /companies/, PUT and DELETE /companies/{id}. A company's name also shows in the shipping agents (agents
 * are companies), in the lists of clients and consignees, and in the vessels' agent column and picker.
 */
export const companiesApi = registryApi<Company, CompanyBody, ListCompaniesQuery>('/companies', companyKeys, [
  shippingAgentKeys.all,
  clientKeys.lists(),
  consigneeKeys.lists(),
  vesselKeys.all,
]);
