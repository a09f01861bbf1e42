import { idParamsSchema } from '@portside/contracts/bounds';
import { completedVesselsResponseSchema, vesselItemsResponseSchema } from '@portside/contracts/clearances';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { listVesselsQuerySchema, vesselBodySchema, vesselSchema, vesselsPageSchema } from '@portside/contracts/vessels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listCompletedVessels } from './completed-vessels';
import { createVessel, listVessels } from './service';
import { listVesselItems } from './vessel-items';

/** The vessels' BLs and completed visits feed the clearance (commercial) and billing (finance) pickers. */
const pickerRoles = [...roleGroups.commercial, ...roleGroups.finance];

export const vesselRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      // Finance picks the vessel of the BL it bills by name and voyage.
      config: { roles: [...roleGroups.commercial, ...roleGroups.finance] },
      schema: { tags: ['vessels'], querystring: listVesselsQuerySchema, response: { 200: vesselsPageSchema } },
    },
    (request) => listVessels(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['vessels'],
        body: vesselBodySchema,
        response: { 201: vesselSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createVessel(db, request.user, request.body)),
  );

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
