import { billingInvoiceDetailSchema } from '@portside/contracts/billing';
import { noParameters } from '@portside/contracts/bounds';
import {
  cargoVolumeSchema,
  cbmSummarySchema,
  clientComparisonParamsSchema,
  clientIdParamsSchema,
  clientItemsPageSchema,
  clientItemsQuerySchema,
  clientProfileSchema,
  clientSummaryQuerySchema,
  clientSummarySchema,
  clientYearParamsSchema,
  proformaQuerySchema,
  proformaSchema,
  yearComparisonSchema,
} from '@portside/contracts/client-portal';
import { officialReceiptDetailSchema } from '@portside/contracts/official-receipts';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import type { CurrentUser } from '../../../plugins/auth';
import { terminalToday } from '../../settings/service';
import { checkYears, companyOf } from './company';
import { readClientInvoice, readClientReceipt } from './documents';
import { readCargoVolume, readCbmSummary, readSummary, readYearComparison } from './figures';
import { listClientItems } from './items';
import { readProfile } from './profile';
import { readProforma } from './proforma';

/** Client users only (spec 2.2); every call reads the signed-in user's company alone (docs/domain.md). */
const config = { roles: roleGroups.client };
const tags = ['client'];
const refusals = { 404: errorBodySchema, 409: errorBodySchema };

/** The user's company (409 when not linked), the terminal's day and its year. */
async function clientOf(db: Db, user: CurrentUser) {
  const companyId = companyOf(user);
  const today = await terminalToday(db);
  return { companyId, today, currentYear: Number(today.slice(0, 4)) };
}

/** Spec 2.9 and 7: the client portal's calls (issue 15). */
export const clientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/profile',
    { config, schema: { tags, querystring: noParameters, response: { 200: clientProfileSchema } } },
    async (request) => readProfile(db, request.user, await terminalToday(db)),
  );

  app.get(
    '/summary',
    {
      config,
      schema: { tags, querystring: clientSummaryQuerySchema, response: { 200: clientSummarySchema, ...refusals } },
    },
    async (request) => {
      const { companyId, currentYear } = await clientOf(db, request.user);
      const year = request.query.year ?? currentYear;
      checkYears(currentYear, 'volume', 'query', { year });
      return readSummary(db, companyId, year);
    },
  );

  app.get(
    '/cargo-volume/:year',
    {
      config,
      schema: {
        tags,
        params: clientYearParamsSchema,
        querystring: noParameters,
        response: { 200: cargoVolumeSchema, ...refusals },
      },
    },
    async (request) => {
      const { companyId, currentYear } = await clientOf(db, request.user);
      checkYears(currentYear, 'volume', 'path', request.params);
      return readCargoVolume(db, companyId, request.params.year);
    },
  );

  app.get(
    '/cbm-summary/:year',
    {
      config,
      schema: {
        tags,
        params: clientYearParamsSchema,
        querystring: noParameters,
        response: { 200: cbmSummarySchema, ...refusals },
      },
    },
    async (request) => {
      const { companyId, currentYear } = await clientOf(db, request.user);
      checkYears(currentYear, 'volume', 'path', request.params);
      return readCbmSummary(db, companyId, request.params.year);
    },
  );

  app.get(
    '/year-comparison/:year1/:year2',
    {
      config,
      schema: {
        tags,
        params: clientComparisonParamsSchema,
        querystring: noParameters,
        response: { 200: yearComparisonSchema, ...refusals },
      },
    },
    async (request) => {
      const { companyId, currentYear } = await clientOf(db, request.user);
      checkYears(currentYear, 'comparison', 'path', request.params);
      return readYearComparison(db, companyId, request.params.year1, request.params.year2);
    },
  );

  app.get(
    '/items',
    {
      config,
      schema: { tags, querystring: clientItemsQuerySchema, response: { 200: clientItemsPageSchema, ...refusals } },
    },
    async (request) => {
      const { companyId, today } = await clientOf(db, request.user);
      return listClientItems(db, companyId, request.query, today);
    },
  );

  app.get(
    '/items/:id/proforma',
    {
      config,
      schema: {
        tags,
        params: clientIdParamsSchema,
        querystring: proformaQuerySchema,
        response: { 200: proformaSchema, ...refusals },
      },
    },
    async (request) => readProforma(db, companyOf(request.user), request.params.id, request.query),
  );

  app.get(
    '/invoices/:id',
    {
      config,
      schema: {
        tags,
        params: clientIdParamsSchema,
        querystring: noParameters,
        response: { 200: billingInvoiceDetailSchema, ...refusals },
      },
    },
    async (request) => readClientInvoice(db, companyOf(request.user), request.params.id),
  );

  app.get(
    '/receipts/:id',
    {
      config,
      schema: {
        tags,
        params: clientIdParamsSchema,
        querystring: noParameters,
        response: { 200: officialReceiptDetailSchema, ...refusals },
      },
    },
    async (request) => readClientReceipt(db, companyOf(request.user), request.params.id),
  );
};
