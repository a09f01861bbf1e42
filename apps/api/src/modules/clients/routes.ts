import { userSchema } from '@portside/contracts/auth';
import { idParamsSchema } from '@portside/contracts/bounds';
import {
  clientBodySchema,
  clientSchema,
  clientsPageSchema,
  listClientsQuerySchema,
  portalAccessBodySchema,
} from '@portside/contracts/clients';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createClient, givePortalAccess, listClients } from './service';

export const clientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: { tags: ['clients'], querystring: listClientsQuerySchema, response: { 200: clientsPageSchema } },
    },
    (request) => listClients(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['clients'],
        body: clientBodySchema,
        response: { 201: clientSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createClient(db, request.user, request.body)),
  );

  app.post(
    '/:id/portal-access',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['clients'],
        summary: "Give a client of the registry a sign-in to the client portal (a user of its company's)",
        params: idParamsSchema,
        body: portalAccessBodySchema,
        response: { 201: userSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await givePortalAccess(db, request.user, request.params.id, request.body)),
  );
};
