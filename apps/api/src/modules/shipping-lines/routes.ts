import { roleGroups } from '@portside/contracts/roles';
import {
  listShippingLinesQuerySchema,
  shippingLineBodySchema,
  shippingLineSchema,
  shippingLinesPageSchema,
} from '@portside/contracts/shipping-lines';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createShippingLine, listShippingLines } from './service';

export const shippingLineRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['shipping lines'],
        querystring: listShippingLinesQuerySchema,
        response: { 200: shippingLinesPageSchema },
      },
    },
    (request) => listShippingLines(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['shipping lines'],
        body: shippingLineBodySchema,
        response: { 201: shippingLineSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createShippingLine(db, request.user, request.body)),
  );
};
