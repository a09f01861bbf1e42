import { idParamsSchema } from '@portside/contracts/bounds';
import { cancelBodySchema } from '@portside/contracts/cancellations';
import {
  certificateBodySchema,
  listOfficialReceiptsQuerySchema,
  officialReceiptBodySchema,
  officialReceiptDetailSchema,
  officialReceiptsPageSchema,
  withholdingDefaultSchema,
} from '@portside/contracts/official-receipts';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { cancelOfficialReceipt } from './cancel';
import { recordCertificate, withholdingDefault } from './certificates';
import { createOfficialReceipt } from './create';
import { listOfficialReceipts, readOfficialReceipt } from './queries';

const finance = { roles: roleGroups.finance };
const tags = ['official-receipts'];

/** Spec 7 POST and GET /official-receipts/, and one receipt for its printed page. */
export const officialReceiptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { ...finance, standby: true },
      schema: { tags, querystring: listOfficialReceiptsQuerySchema, response: { 200: officialReceiptsPageSchema } },
    },
    (request) => listOfficialReceipts(db, request.query),
  );

  app.get(
    '/withholding',
    {
      config: finance,
      schema: {
        tags,
        summary: 'The creditable withholding rate the receipt form proposes (the settings)',
        response: { 200: withholdingDefaultSchema },
      },
    },
    () => withholdingDefault(db),
  );

  app.get(
    '/:id',
    {
      config: finance,
      schema: { tags, params: idParamsSchema, response: { 200: officialReceiptDetailSchema, 404: errorBodySchema } },
    },
    (request) => readOfficialReceipt(db, request.params.id),
  );

  app.post(
    '/:id/cancel',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Cancels a receipt with a reason: it keeps its number, and its invoices are receivable again',
        params: idParamsSchema,
        body: cancelBodySchema,
        response: { 200: officialReceiptDetailSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => cancelOfficialReceipt(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/certificates',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Records the BIR Form 2307 of an invoice whose tax withheld was pending',
        params: idParamsSchema,
        body: certificateBodySchema,
        response: { 200: officialReceiptDetailSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => recordCertificate(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/',
    {
      config: finance,
      schema: {
        tags,
        body: officialReceiptBodySchema,
        response: { 201: officialReceiptDetailSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createOfficialReceipt(db, request.user, request.body)),
  );
};
