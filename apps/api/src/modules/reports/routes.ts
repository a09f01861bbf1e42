import { idParamSchema } from '@portside/contracts/bounds';
import {
  agentSummaryResponseSchema,
  agentVesselsResponseSchema,
  categorySummaryResponseSchema,
  consigneeItemsQuerySchema,
  consigneeItemsResponseSchema,
  consigneeKeySchema,
  consigneeSummaryResponseSchema,
  descriptionSummaryQuerySchema,
  descriptionSummaryResponseSchema,
  netResponseSchema,
  overviewQuerySchema,
  overviewResponseSchema,
  reportPeriodQuerySchema,
  targetSummaryResponseSchema,
  trendQuerySchema,
  trendResponseSchema,
  yearlyResponseSchema,
} from '@portside/contracts/reports';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readAgentSummary, readAgentVessels } from './agents';
import { readCategorySummary, readNet, readYearly } from './categories';
import { parseConsigneeKey, readConsigneeItems, readConsigneeSummary } from './consignees';
import { readDescriptionSummary } from './descriptions';
import { readOverview } from './overview';
import { reportFilter } from './period';
import { readTargetSummary } from './targets';
import { readTrend } from './trend';

/** Checkers and supervisors read the dashboards (spec 2.8). */
const config = { roles: roleGroups.analytics };
const tags = ['reports'];

/** A call over a period (month, or from-year to to-year) and a category, answering `response`. */
const overPeriod = <const Response extends z.ZodType>(summary: string, response: Response) => ({
  config,
  schema: { tags, summary, querystring: reportPeriodQuerySchema, response: { 200: response } },
});

/** Spec 2.8's overview and revenue page, and the /reports calls of spec 7 (docs/domain.md "Dashboards"). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
