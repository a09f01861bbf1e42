import {
  consigneeCompetitorsResponseSchema,
  consigneeParamsSchema,
  consigneesQuerySchema,
  consigneesResponseSchema,
  drillDownQuerySchema,
} from '@portside/contracts/analytics';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { dashboardConfig as config } from '../kit/config';
import { parseConsigneeKey } from '../kit/consignee-keys';
import { daysFilter } from '../kit/filter';
import { readConsigneeCompetitors, readConsignees } from './consignee-overview';

const tags = ['analytics'];

/** Spec 2.8's consignees overview: GET /analytics/consignees/ and a consignee's competitors (docs/domain.md). */
export const consigneesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/consignees/',
    {
      config,
      schema: {
        tags,
        summary: "Every consignee of the port's cargo in the period, with a search, sorted, and the totals of all",
        querystring: consigneesQuerySchema,
        response: { 200: consigneesResponseSchema },
      },
    },
    async (request) => {
      const { limit, sort, order, search } = request.query;
      return readConsignees(db, await daysFilter(db, request.query), { limit, sort, order, search });
    },
  );

  app.get(
    '/consignees/:consignee/competitors',
    {
      config,
      schema: {
        tags,
        summary: "Who handled one consignee's cargo in the period, largest first",
        params: consigneeParamsSchema,
        querystring: drillDownQuerySchema,
        response: { 200: consigneeCompetitorsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { limit, order } = request.query;
      const key = parseConsigneeKey(request.params.consignee);
      return readConsigneeCompetitors(db, await daysFilter(db, request.query), key, { limit, order });
    },
  );
};
