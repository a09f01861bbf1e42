import { idParamsSchema } from '@portside/contracts/bounds';
import { cancelBodySchema } from '@portside/contracts/cancellations';
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
import { cancelClearance } from './cancel';
import { createClearance, listClearances } from './service';

export const clearanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.commercial, standby: true },
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

  app.post(
    '/:id/cancel',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['clearances'],
        summary: 'Cancels a clearance recorded against the wrong BL, with a reason; its number may be recorded again',
        params: idParamsSchema,
        body: cancelBodySchema,
        response: { 200: clearanceSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => cancelClearance(db, request.user, request.params.id, request.body),
  );
};
