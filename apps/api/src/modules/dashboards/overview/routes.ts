import {
  descriptionSummaryQuerySchema,
  descriptionSummaryResponseSchema,
  overviewQuerySchema,
  overviewResponseSchema,
  reportPeriodQuerySchema,
} from '@portside/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { dashboardConfig as config } from '../kit/config';
import { reportFilter } from '../kit/filter';
import { readDescriptionSummary } from './descriptions';
import { readOverview } from './overview';

const tags = ['reports'];

/** Spec 2.8's overview dashboard: GET /reports/overview and /reports/description-summary. */
export const overviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/overview',
    {
      config,
      schema: {
        tags,
        summary: "One year's CBM per category and month, with the year before and the net",
        querystring: overviewQuerySchema,
        response: { 200: overviewResponseSchema },
      },
    },
    (request) => readOverview(db, request.query.year),
  );

  app.get(
    '/description-summary',
    {
      config,
      schema: {
        tags,
        summary: 'CBM by description of goods, largest first, and the others together',
        querystring: reportPeriodQuerySchema.safeExtend(descriptionSummaryQuerySchema.shape),
        response: { 200: descriptionSummaryResponseSchema },
      },
    },
    async (request) => readDescriptionSummary(db, await reportFilter(db, request.query), request.query.limit),
  );
};
