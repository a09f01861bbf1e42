import type { ListVesselsQuery, Vessel, VesselBody } from '@portside/contracts/vessels';
import { registryApi } from '../../../lib/registry-api';
import { vesselKeys } from '../../../lib/vessels/keys';
import { workOrderKeys } from '../../../lib/work-orders/keys';
import { clearanceKeys } from '../../clearances/api/keys';
import { operationKeys } from '../../operations/api/keys';

/** A vessel's correction and deletion; work orders, visits and clearances show its name and voyage, so they refresh. */
export const vesselsApi = registryApi<Vessel, VesselBody, ListVesselsQuery>('/vessels', vesselKeys, [
  workOrderKeys.all,
  operationKeys.all,
  clearanceKeys.all,
]);
