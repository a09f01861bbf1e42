import { clientLoginCountQuerySchema, clientLoginCountSchema } from '@portside/contracts/login-logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { clientLoginCounts } from './service';

export const loginLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/clients/count',
    {
      // The admin overview and the commercial login-count screen read it.
      config: { roles: ['admin', 'commercial'] },
      schema: {
        tags: ['analytics'],
        summary: 'Sign-ins of client users: count and last sign-in per user, most recent first',
        querystring: clientLoginCountQuerySchema,
        response: { 200: clientLoginCountSchema },
      },
    },
    (request) => clientLoginCounts(db, request.query),
  );
};
