import {
  blsQuerySchema,
  blsResponseSchema,
  contributorsQuerySchema,
  contributorsResponseSchema,
  drillDownQuerySchema,
  monthlyPerformanceQuerySchema,
  monthlyPerformanceResponseSchema,
  operatorAgentParamsSchema,
  operatorAgentsResponseSchema,
  operatorConsigneeParamsSchema,
  operatorConsigneesResponseSchema,
  operatorParamsSchema,
  packagesByDescriptionResponseSchema,
  performanceQuerySchema,
  performanceResponseSchema,
  type RangeQuery,
  rangeQuerySchema,
} from '@portside/contracts/analytics';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { dashboardConfig as config } from '../kit/config';
import { parseConsigneeKey } from '../kit/consignee-keys';
import { categoriesOf, daysFilter, thisYear, yearsPeriod } from '../kit/filter';
import { type BlsOf, readBls, readPackagesByDescription } from './bls';
import { readMonthlyPerformance, readOperatorTotals } from './competitors';
import { readOperatorAgents, readOperatorConsignees } from './operator-drill-downs';

const tags = ['analytics'];
const notFound = { 404: errorBodySchema };

/**
 * The competitor dashboard (spec 2.8, docs/domain.md "Dashboards II"): every operator's volume by month, the top
 * operators and the totals panel, and an operator's drill-down to its consignees or shipping agents and their BLs.
 */
export const competitorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/competitors/performance/monthly',
    {
      config,
      schema: {
        tags,
        summary: "Every operator's CBM per arrival month of the year, per category, largest first",
        querystring: monthlyPerformanceQuerySchema,
        response: { 200: monthlyPerformanceResponseSchema },
      },
    },
    async (request) => {
      const { year = await thisYear(db), by } = request.query;
      return readMonthlyPerformance(db, { period: yearsPeriod(year, year), categories: categoriesOf(by) });
    },
  );

  app.get(
    '/competitor-contributors',
    {
      config,
      schema: {
        tags,
        summary: 'The largest operators of the period, with the totals of all',
        querystring: contributorsQuerySchema,
        response: { 200: contributorsResponseSchema },
      },
    },
    async (request) => {
      const { data, total } = await readOperatorTotals(db, await daysFilter(db, request.query), request.query.limit);
      return { contributors: data.map((row) => ({ ...row, cbm: row.totalVolume })), total };
    },
  );

  app.get(
    '/performance',
    {
      config,
      schema: {
        tags,
        summary: 'Every operator of one category in the period, with the totals of all',
        querystring: performanceQuerySchema,
        response: { 200: performanceResponseSchema },
      },
    },
    async (request) => readOperatorTotals(db, await daysFilter(db, { ...request.query, by: request.query.groupBy })),
  );

  /** An operator's drill-down of the query. */
  const drillDown = async (name: string, query: z.infer<typeof drillDownQuerySchema>) => ({
    name,
    ...(await daysFilter(db, query)),
    limit: query.limit,
    order: query.order,
  });

  app.get(
    '/competitors/:name/consignees',
    {
      config,
      schema: {
        tags,
        summary: "The operator's consignees in the period, by volume",
        params: operatorParamsSchema,
        querystring: drillDownQuerySchema,
        response: { 200: operatorConsigneesResponseSchema, ...notFound },
      },
    },
    async (request) => readOperatorConsignees(db, await drillDown(request.params.name, request.query)),
  );

  app.get(
    '/competitors/:name/shipping-agents',
    {
      config,
      schema: {
        tags,
        summary: 'The shipping agents of the visits the operator served in the period, by volume',
        params: operatorParamsSchema,
        querystring: drillDownQuerySchema,
        response: { 200: operatorAgentsResponseSchema, ...notFound },
      },
    },
    async (request) => readOperatorAgents(db, await drillDown(request.params.name, request.query)),
  );

  /** The BLs of the query (its period and categories) that the operator handled for a consignee or an agent. */
  const blsOf = async (
    name: string,
    source: { consignee: string } | { agentId: number },
    query: RangeQuery,
  ): Promise<BlsOf> => ({
    name,
    ...(await daysFilter(db, query)),
    ...('consignee' in source ? { consignee: parseConsigneeKey(source.consignee) } : source),
  });

  app.get(
    '/competitors/:name/consignees/:consignee/bls',
    {
      config,
      schema: {
        tags,
        summary: "The operator's BLs of a consignee in the period, newest arrival first, a page after the cursor",
        params: operatorConsigneeParamsSchema,
        querystring: blsQuerySchema,
        response: { 200: blsResponseSchema, ...notFound },
      },
    },
    async (request) => {
      const { name, consignee } = request.params;
      const bls = await blsOf(name, { consignee }, request.query);
      return readBls(db, bls, request.query.cursor, request.query.limit);
    },
  );

  app.get(
    '/competitors/:name/shipping-agents/:agentId/bls',
    {
      config,
      schema: {
        tags,
        summary: "The operator's BLs of a shipping agent's visits in the period, newest first, a page after the cursor",
        params: operatorAgentParamsSchema,
        querystring: blsQuerySchema,
        response: { 200: blsResponseSchema, ...notFound },
      },
    },
    async (request) => {
      const { name, agentId } = request.params;
      const bls = await blsOf(name, { agentId }, request.query);
      return readBls(db, bls, request.query.cursor, request.query.limit);
    },
  );

  app.get(
    '/competitors/:name/consignees/:consignee/packages-by-description',
    {
      config,
      schema: {
        tags,
        summary: "Packages of the operator's BLs of a consignee in the period, by description of goods",
        params: operatorConsigneeParamsSchema,
        querystring: rangeQuerySchema,
        response: { 200: packagesByDescriptionResponseSchema, ...notFound },
      },
    },
    async (request) => {
      const { name, consignee } = request.params;
      return readPackagesByDescription(db, await blsOf(name, { consignee }, request.query));
    },
  );

  app.get(
    '/competitors/:name/shipping-agents/:agentId/packages-by-description',
    {
      config,
      schema: {
        tags,
        summary: "Packages of the operator's BLs of a shipping agent's visits in the period, by description of goods",
        params: operatorAgentParamsSchema,
        querystring: rangeQuerySchema,
        response: { 200: packagesByDescriptionResponseSchema, ...notFound },
      },
    },
    async (request) => {
      const { name, agentId } = request.params;
      return readPackagesByDescription(db, await blsOf(name, { agentId }, request.query));
    },
  );
};
