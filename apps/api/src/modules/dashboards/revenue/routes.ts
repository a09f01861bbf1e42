import { idParamSchema } from '@portside/contracts/bounds';
import {
  agentSummaryResponseSchema,
  agentVesselsResponseSchema,
  categorySummaryResponseSchema,
  consigneeItemsQuerySchema,
  consigneeItemsResponseSchema,
  consigneeKeySchema,
  consigneeSummaryResponseSchema,
  netResponseSchema,
  reportPeriodQuerySchema,
  targetSummaryResponseSchema,
  yearlyResponseSchema,
} from '@portside/contracts/reports';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { dashboardConfig as config } from '../kit/config';
import { parseConsigneeKey } from '../kit/consignee-keys';
import { reportFilter } from '../kit/filter';
import { readAgentSummary, readAgentVessels } from './agents';
import { readCategorySummary, readNet, readYearly } from './categories';
import { readConsigneeItems, readConsigneeSummary } from './consignees';
import { readTargetSummary } from './targets';

const tags = ['reports'];

/** A call over a period (month, or from-year to to-year) and a category, answering `response`. */
const overPeriod = <const Response extends z.ZodType>(summary: string, response: Response) => ({
  config,
  schema: { tags, summary, querystring: reportPeriodQuerySchema, response: { 200: response } },
});

/** Spec 2.8's revenue page: its /reports calls of spec 7 (docs/domain.md "Dashboards"). */
export const revenueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/category-summary',
    overPeriod('Volume and net per category', categorySummaryResponseSchema),
    async (request) => readCategorySummary(db, await reportFilter(db, request.query)),
  );

  app.get(
    '/stevedoring-summary',
    overPeriod('Volume and net by shipping agent, largest first', agentSummaryResponseSchema),
    async (request) => readAgentSummary(db, await reportFilter(db, request.query)),
  );

  app.get(
    '/arrastre-summary',
    overPeriod('Volume and net by consignee, largest first', consigneeSummaryResponseSchema),
    async (request) => readConsigneeSummary(db, await reportFilter(db, request.query)),
  );

  app.get(
    '/net',
    overPeriod('Invoices, net, VAT, paid and receivable per category', netResponseSchema),
    async (request) => readNet(db, await reportFilter(db, request.query)),
  );

  app.get(
    '/shipping-agents/:agentId/vessels',
    {
      config,
      schema: {
        tags,
        summary: "One shipping agent's visits in the period, largest first",
        params: z.object({ agentId: idParamSchema }),
        querystring: reportPeriodQuerySchema,
        response: { 200: agentVesselsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => readAgentVessels(db, await reportFilter(db, request.query), request.params.agentId),
  );

  app.get(
    '/consignees/:consigneeKey/items',
    {
      config,
      schema: {
        tags,
        summary: "One consignee's BLs in the period, newest arrival first, a page at a time",
        params: z.object({ consigneeKey: consigneeKeySchema }),
        querystring: reportPeriodQuerySchema.safeExtend(consigneeItemsQuerySchema.shape),
        response: { 200: consigneeItemsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const key = parseConsigneeKey(request.params.consigneeKey);
      return readConsigneeItems(db, await reportFilter(db, query), key, { limit, offset });
    },
  );

  app.get('/yearly', overPeriod('CBM per year and category', yearlyResponseSchema), async (request) =>
    readYearly(db, await reportFilter(db, request.query)),
  );

  app.get(
    '/target-summary',
    overPeriod("The period's volume beside the settings' targets, per category", targetSummaryResponseSchema),
    async (request) => readTargetSummary(db, await reportFilter(db, request.query)),
  );
};
