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
import { crudRoutes } from '../registry/crud-routes';
import { createClient, deleteClient, givePortalAccess, listClients, updateClient } from './service';

/** Commercial keeps the clients: listed, created, corrected and deleted while no portal sign-in is tied to one. */
const registry = crudRoutes({
  tags: ['clients'],
  readRoles: roleGroups.commercial,
  writeRoles: roleGroups.commercial,
  schemas: { query: listClientsQuerySchema, body: clientBodySchema, item: clientSchema, page: clientsPageSchema },
  service: { list: listClients, create: createClient, update: updateClient, remove: deleteClient },
});

export const clientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(registry, { db });

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
