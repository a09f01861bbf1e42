import type { KindOfCompany, KindOfCompanyBody, ListKindsOfCompanyQuery } from '@portside/contracts/kinds-of-company';
import { companyKeys } from '../../../lib/companies/keys';
import { registryApi } from '../../../lib/registry-api';
import { clientKeys } from '../../clients/api/keys';
import { kindKeys } from './keys';

/** GET, POST /kinds-of-company/, PUT and DELETE /kinds-of-company/{id}; companies and clients show their kind's name. */
export const kindsApi = registryApi<KindOfCompany, KindOfCompanyBody, ListKindsOfCompanyQuery>(
  '/kinds-of-company',
  kindKeys,
  [companyKeys.lists(), clientKeys.lists()],
);
