import type { Consignee, ConsigneeBody, ListConsigneesQuery } from '@portside/contracts/consignees';
import { registryApi } from '../../../lib/registry-api';
import { consigneeKeys } from './keys';

/** GET, POST /consignees/, PUT and DELETE /consignees/{id}. */
export const consigneesApi = registryApi<Consignee, ConsigneeBody, ListConsigneesQuery>('/consignees', consigneeKeys);
