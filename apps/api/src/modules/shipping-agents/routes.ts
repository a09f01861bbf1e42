import { roleGroups } from '@portside/contracts/roles';
import {
  listShippingAgentsQuerySchema,
  shippingAgentBodySchema,
  shippingAgentSchema,
  shippingAgentsPageSchema,
} from '@portside/contracts/shipping-agents';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createShippingAgent, listShippingAgents } from './service';

export const shippingAgentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['shipping agents'],
        querystring: listShippingAgentsQuerySchema,
        response: { 200: shippingAgentsPageSchema },
      },
    },
    (request) => listShippingAgents(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['shipping agents'],
        summary: 'Registers a shipping agent: a company of kind Shipping Agent tied to its line',
        body: shippingAgentBodySchema,
        response: { 201: shippingAgentSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createShippingAgent(db, request.user, request.body)),
  );
};
