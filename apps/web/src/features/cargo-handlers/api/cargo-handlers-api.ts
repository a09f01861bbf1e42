import type { CargoHandler, CargoHandlerBody, ListCargoHandlersQuery } from '@portside/contracts/cargo-handlers';
import { registryApi } from '../../../lib/registry-api';
import { cargoHandlerKeys } from './keys';

/** GET, POST /cargo-handlers/, PUT and DELETE /cargo-handlers/{id}. */
export const cargoHandlersApi = registryApi<CargoHandler, CargoHandlerBody, ListCargoHandlersQuery>(
  '/cargo-handlers',
  cargoHandlerKeys,
);
