import { idParamsSchema } from '@portside/contracts/bounds';
import { completedVesselsResponseSchema, vesselItemsResponseSchema } from '@portside/contracts/clearances';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { listVesselsQuerySchema, vesselBodySchema, vesselSchema, vesselsPageSchema } from '@portside/contracts/vessels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { crudRoutes } from '../registry/crud-routes';
import { listCompletedVessels } from './completed-vessels';
import { createVessel, deleteVessel, listVessels, updateVessel } from './service';
import { listVesselItems } from './vessel-items';

/** The vessels' BLs and completed visits feed the clearance (commercial) and billing (finance) pickers. */
const pickerRoles = [...roleGroups.commercial, ...roleGroups.finance];

/** Commercial keeps the vessels (created, corrected, deleted while no work order is recorded for one). */
const registry = crudRoutes({
  tags: ['vessels'],
  // Finance picks the vessel of the BL it bills by name and voyage.
  readRoles: pickerRoles,
  writeRoles: roleGroups.commercial,
  schemas: { query: listVesselsQuerySchema, body: vesselBodySchema, item: vesselSchema, page: vesselsPageSchema },
  service: { list: listVessels, create: createVessel, update: updateVessel, remove: deleteVessel },
});

export const vesselRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(registry, { db });

  app.get(
    '/completed',
    {
      config: { roles: pickerRoles },
      schema: { tags: ['vessels'], response: { 200: completedVesselsResponseSchema } },
    },
    async () => ({ data: await listCompletedVessels(db) }),
  );

  app.get(
    '/:id/items',
    {
      config: { roles: pickerRoles },
      schema: {
        tags: ['vessels'],
        params: idParamsSchema,
        response: { 200: vesselItemsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await listVesselItems(db, request.params.id) }),
  );
};
