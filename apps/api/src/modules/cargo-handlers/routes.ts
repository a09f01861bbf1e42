import {
  cargoHandlerBodySchema,
  cargoHandlerSchema,
  cargoHandlersPageSchema,
  listCargoHandlersQuerySchema,
} from '@portside/contracts/cargo-handlers';
import { roleGroups } from '@portside/contracts/roles';
import { crudRoutes } from '../registry/crud-routes';
import { createCargoHandler, deleteCargoHandler, listCargoHandlers, updateCargoHandler } from './service';

export const cargoHandlerRoutes = crudRoutes({
  tags: ['cargo handlers'],
  // The work order page of commercial picks handlers.
  readRoles: [...roleGroups.admin, ...roleGroups.commercial],
  writeRoles: roleGroups.admin,
  schemas: {
    query: listCargoHandlersQuerySchema,
    body: cargoHandlerBodySchema,
    item: cargoHandlerSchema,
    page: cargoHandlersPageSchema,
  },
  service: {
    list: listCargoHandlers,
    create: createCargoHandler,
    update: updateCargoHandler,
    remove: deleteCargoHandler,
  },
});
