import {
  clearanceBodySchema,
  clearanceSchema,
  clearancesPageSchema,
  listClearancesQuerySchema,
} from '@portside/contracts/clearances';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createClearance, listClearances } from './service';

export const clearanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: { tags: ['clearances'], querystring: listClearancesQuerySchema, response: { 200: clearancesPageSchema } },
    },
    (request) => listClearances(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['clearances'],
        body: clearanceBodySchema,
        response: { 201: clearanceSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createClearance(db, request.user, request.body)),
  );
};
