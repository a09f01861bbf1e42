import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { listVesselsQuerySchema, vesselBodySchema, vesselSchema, vesselsPageSchema } from '@portside/contracts/vessels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createVessel, listVessels } from './service';

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
};
