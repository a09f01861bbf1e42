import { idParamsSchema } from '@portside/contracts/bounds';
import {
  creditMemoBodySchema,
  creditMemoDetailSchema,
  creditMemosPageSchema,
  listCreditMemosQuerySchema,
} from '@portside/contracts/credit-memos';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { issueCreditMemo } from './issue';
import { listCreditMemos, readCreditMemo } from './queries';

const tags = ['credit-memos'];
const config = { roles: roleGroups.finance };

/** Finance: credit memos against paid invoices, their list and their printed page. */
export const creditMemoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { ...config, standby: true },
      schema: { tags, querystring: listCreditMemosQuerySchema, response: { 200: creditMemosPageSchema } },
    },
    (request) => listCreditMemos(db, request.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: { tags, params: idParamsSchema, response: { 200: creditMemoDetailSchema, 404: errorBodySchema } },
    },
    (request) => readCreditMemo(db, request.params.id),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Issues a credit memo against a paid invoice, numbered next in the series, with a reason',
        body: creditMemoBodySchema,
        response: { 201: creditMemoDetailSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await issueCreditMemo(db, request.user, request.body)),
  );
};
