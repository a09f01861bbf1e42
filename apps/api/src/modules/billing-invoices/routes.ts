import {
  billingInvoiceBodySchema,
  billingInvoiceDetailSchema,
  billingInvoicesPageSchema,
  invoicePreviewQuerySchema,
  invoicePreviewSchema,
  listBillingInvoicesQuerySchema,
  storageInvoiceBodySchema,
  storagePreviewQuerySchema,
  storagePreviewSchema,
  unpaidInvoicesPageSchema,
  unpaidInvoicesQuerySchema,
} from '@portside/contracts/billing';
import { idParamsSchema } from '@portside/contracts/bounds';
import { cancelBodySchema } from '@portside/contracts/cancellations';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { cancelBillingInvoice } from './cancel';
import { listBillingInvoices, listUnpaidInvoices } from './queries';
import { createBillingInvoice, getBillingInvoice, previewBillingInvoice } from './service';
import { createStorageInvoice, previewStorageInvoice } from './storage-invoices';

const tags = ['billing-invoices'];
const config = { roles: roleGroups.finance };

/** Finance: billing invoices (spec 2.7 and 7), their printed page, and the ones no receipt pays yet. */
export const billingInvoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { ...config, standby: true },
      schema: { tags, querystring: listBillingInvoicesQuerySchema, response: { 200: billingInvoicesPageSchema } },
    },
    (request) => listBillingInvoices(db, request.query),
  );

  app.get(
    '/no-or',
    {
      config: { ...config, standby: true },
      schema: { tags, querystring: unpaidInvoicesQuerySchema, response: { 200: unpaidInvoicesPageSchema } },
    },
    (request) => listUnpaidInvoices(db, request.query),
  );

  app.get(
    '/preview',
    {
      config,
      schema: {
        tags,
        summary: 'The invoice that billing a BL on a date would issue: its buyer and amounts, or the refusal',
        querystring: invoicePreviewQuerySchema,
        response: { 200: invoicePreviewSchema, 409: errorBodySchema },
      },
    },
    (request) => previewBillingInvoice(db, request.query),
  );

  app.get(
    '/storage/preview',
    {
      config,
      schema: {
        tags,
        summary: "The storage invoice that billing a BL's days to a day would issue, or the refusal",
        querystring: storagePreviewQuerySchema,
        response: { 200: storagePreviewSchema, 409: errorBodySchema },
      },
    },
    (request) => previewStorageInvoice(db, request.query),
  );

  app.post(
    '/storage',
    {
      config,
      schema: {
        tags,
        summary: "Bills a BL's storage from the day after its last storage invoice to a day, with any waiver",
        body: storageInvoiceBodySchema,
        response: { 201: billingInvoiceDetailSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createStorageInvoice(db, request.user, request.body)),
  );

  app.get(
    '/:id',
    {
      config,
      schema: { tags, params: idParamsSchema, response: { 200: billingInvoiceDetailSchema, 404: errorBodySchema } },
    },
    (request) => getBillingInvoice(db, request.params.id),
  );

  app.post(
    '/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary:
          'Cancels an invoice no receipt pays, with a reason: it keeps its number, and its BL can be billed again',
        params: idParamsSchema,
        body: cancelBodySchema,
        response: { 200: billingInvoiceDetailSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => cancelBillingInvoice(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        body: billingInvoiceBodySchema,
        response: { 201: billingInvoiceDetailSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createBillingInvoice(db, request.user, request.body)),
  );
};
