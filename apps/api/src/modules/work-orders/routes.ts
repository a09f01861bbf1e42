import { idParamsSchema } from '@portside/contracts/bounds';
import { type Role, roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { ifMatchHeadersSchema, versionOfIfMatch } from '@portside/contracts/versions';
import {
  createItemsBodySchema,
  createWorkOrderBodySchema,
  itemsResponseSchema,
  listWorkOrdersQuerySchema,
  replaceItemsBodySchema,
  submitWorkOrderBodySchema,
  workOrderDetailSchema,
  workOrderSchema,
  workOrdersPageSchema,
} from '@portside/contracts/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { attachment, findManifest } from './manifest';
import { getWorkOrder, listWorkOrders, readItems } from './queries';
import { createItems, createWorkOrder, replaceItems, submitWorkOrder } from './service';

/** Commercial writes work orders; operation reads the same calls for its vessel visit list (spec 2.6). */
const readers = ['commercial', 'operation'] as const satisfies readonly Role[];
const tags = ['work orders'];
/** A 5 MB manifest is about 6.7 MB in base64, with the items beside it. */
const submitBodyLimit = 8 * 1024 * 1024;
const refusals = { 404: errorBodySchema, 409: errorBodySchema };

export const workOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: readers, standby: true },
      schema: { tags, querystring: listWorkOrdersQuerySchema, response: { 200: workOrdersPageSchema } },
    },
    (request) => listWorkOrders(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: { tags, body: createWorkOrderBodySchema, response: { 201: workOrderSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createWorkOrder(db, request.user, request.body)),
  );

  app.post(
    '/submit',
    {
      bodyLimit: submitBodyLimit,
      config: { roles: roleGroups.commercial },
      schema: { tags, body: submitWorkOrderBodySchema, response: { 201: workOrderDetailSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await submitWorkOrder(db, request.user, request.body)),
  );

  app.get(
    '/:id',
    {
      config: { roles: readers },
      schema: { tags, params: idParamsSchema, response: { 200: workOrderDetailSchema, 404: errorBodySchema } },
    },
    (request) => getWorkOrder(db, request.params.id),
  );

  app.get(
    '/:id/items',
    {
      config: { roles: readers },
      schema: { tags, params: idParamsSchema, response: { 200: itemsResponseSchema, 404: errorBodySchema } },
    },
    (request) => readItems(db, request.params.id),
  );

  app.put(
    '/:id/items',
    {
      bodyLimit: submitBodyLimit,
      config: { roles: roleGroups.commercial },
      schema: {
        tags,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: replaceItemsBodySchema,
        response: { 200: itemsResponseSchema, ...refusals },
      },
    },
    (request) => {
      const version = versionOfIfMatch(request.headers['if-match']);
      return replaceItems(db, request.user, request.params.id, request.body, version);
    },
  );

  app.get(
    '/:id/manifest',
    {
      config: { roles: readers },
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: z.unknown().describe('The uploaded manifest as it was sent (a PDF, .xlsx or CSV)'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const manifest = await findManifest(db, request.params.id);
      return reply
        .type(manifest.contentType)
        .header('content-disposition', attachment(manifest.fileName))
        .send(manifest.content);
    },
  );
};

/** Spec 7 POST /items: the items of one draft work order, written together. */
export const itemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/',
    {
      bodyLimit: submitBodyLimit,
      config: { roles: roleGroups.commercial },
      schema: { tags, body: createItemsBodySchema, response: { 201: itemsResponseSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createItems(db, request.user, request.body)),
  );
};
