import {
  agingResponseSchema,
  financialsQuerySchema,
  financialsResponseSchema,
  receivableQuerySchema,
  receivableResponseSchema,
} from '@portside/contracts/analytics';
import { roleGroups } from '@portside/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { terminalToday } from '../../settings/service';
import { thisYear, yearsPeriod } from '../kit/filter';
import { readFinancials } from './financials';
import { readAging, readReceivable, receivableFilter } from './receivable';

/** Checkers and supervisors read the dashboards (spec 2.8), and finance this one (spec point 1). */
const config = { roles: roleGroups.paidAr };
const tags = ['analytics'];

/** The terminal's day, and the query's year or else this year on the terminal's calendar. */
async function yearOn(db: Db, year: number | undefined) {
  const today = await terminalToday(db);
  return { today, year: year ?? Number(today.slice(0, 4)) };
}

/** Spec 2.8's Paid and AR page: the financial summary, the receivable table and its aging (docs/domain.md). */
export const paidArRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/financials/summary',
    {
      config,
      schema: {
        tags,
        summary: "Our invoices' BLs and CBM per billing month, paid and receivable, with the halves and the year",
        querystring: financialsQuerySchema,
        response: { 200: financialsResponseSchema },
      },
    },
    async (request) => readFinancials(db, request.query.year ?? (await thisYear(db))),
  );

  app.get(
    '/items/receivable',
    {
      config,
      schema: {
        tags,
        summary:
          'Our invoices of the year (or month) without an official receipt, oldest billing first, a page at a time',
        querystring: receivableQuerySchema,
        response: { 200: receivableResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, year: asked, ...query } = request.query;
      const { today, year } = await yearOn(db, asked);
      return readReceivable(db, receivableFilter(query, year), { page, pageSize }, today);
    },
  );

  app.get(
    '/items/receivable/aging',
    {
      config,
      schema: {
        tags,
        summary: "The year's receivable by days since billing (0-30, 31-60, 61-90, 90+), as of the terminal's today",
        querystring: financialsQuerySchema,
        response: { 200: agingResponseSchema },
      },
    },
    async (request) => {
      const { today, year } = await yearOn(db, request.query.year);
      return readAging(db, yearsPeriod(year, year), today);
    },
  );
};
