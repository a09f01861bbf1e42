import type { KindOfCompany, KindOfCompanyBody, ListKindsOfCompanyQuery } from '@portside/contracts/kinds-of-company';
import { registryApi } from '../../../lib/registry-api';

/** GET, POST /kinds-of-company/, PUT and DELETE /kinds-of-company/{id}. */
export const kindsApi = registryApi<KindOfCompany, KindOfCompanyBody, ListKindsOfCompanyQuery>('/kinds-of-company');
