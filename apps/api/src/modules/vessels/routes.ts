import { idParamsSchema } from '@portside/contracts/bounds';
import { completedVesselsResponseSchema, vesselItemsResponseSchema } from '@portside/contracts/clearances';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { listVesselsQuerySchema, vesselBodySchema, vesselSchema, vesselsPageSchema } from '@portside/contracts/vessels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listCompletedVessels } from './completed-vessels';
import { createVessel, deleteVessel, listVessels, updateVessel } from './service';
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

  app.put(
    '/:id',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['vessels'],
        summary: 'Correct a vessel: its name, voyage number or shipping agent (commercial)',
        params: idParamsSchema,
        body: vesselBodySchema,
        response: { 200: vesselSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => updateVessel(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['vessels'],
        summary: 'Delete a vessel no work order is recorded for (commercial)',
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteVessel(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
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
