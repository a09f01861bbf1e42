import {
  kindOfCompanyBodySchema,
  kindOfCompanySchema,
  kindsOfCompanyPageSchema,
  listKindsOfCompanyQuerySchema,
} from '@portside/contracts/kinds-of-company';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createKind, deleteKind, listKinds, updateKind } from './service';

const params = z.object({ id: z.coerce.number().int().positive() });

export const kindOfCompanyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      // Commercial picks kinds when it registers clients' companies.
      config: { roles: [...roleGroups.admin, ...roleGroups.commercial] },
      schema: {
        tags: ['kinds of company'],
        querystring: listKindsOfCompanyQuerySchema,
        response: { 200: kindsOfCompanyPageSchema },
      },
    },
    (request) => listKinds(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['kinds of company'],
        body: kindOfCompanyBodySchema,
        response: { 201: kindOfCompanySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createKind(db, request.user, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['kinds of company'],
        params,
        body: kindOfCompanyBodySchema,
        response: { 200: kindOfCompanySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => updateKind(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['kinds of company'],
        params,
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteKind(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
