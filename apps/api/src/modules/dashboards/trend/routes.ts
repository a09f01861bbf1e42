import { trendQuerySchema, trendResponseSchema } from '@portside/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { dashboardConfig as config } from '../kit/config';
import { readTrend } from './trend';

const tags = ['reports'];

/** Spec 2.8's trend calculator: GET /analytics/trend/summary. */
export const trendRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/summary',
    {
      config,
      schema: {
        tags,
        summary: 'Target, actual and projected CBM of a month or a year, on the terminal clock',
        querystring: trendQuerySchema,
        response: { 200: trendResponseSchema },
      },
    },
    (request) => readTrend(db, request.query),
  );
};
