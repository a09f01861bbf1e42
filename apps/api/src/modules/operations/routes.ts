import { idParamsSchema } from '@portside/contracts/bounds';
import {
  delayBodySchema,
  delaySchema,
  delaysResponseSchema,
  departureBodySchema,
  dischargeBodySchema,
  dischargeResultSchema,
  monitoringPatchSchema,
  monitoringSchema,
  productivityLogSchema,
  requestUpdateBodySchema,
  tallyBodySchema,
  visitItemsResponseSchema,
  visitReportSchema,
} from '@portside/contracts/operations';
import { type Role, roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { workOrderDetailSchema } from '@portside/contracts/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { addDelay, listDelays } from './delays';
import { dischargeItems, listVisitItems, recordDeparture } from './discharges';
import { confirmDraft, requestUpdate } from './drafts';
import { patchMonitoring, readMonitoring } from './monitoring';
import { visitReport } from './report';
import { readProductivityLog, recordTally } from './tallies';

/** Operation records and reads a visit; supervisors and checkers also read its report (docs/domain.md). */
const operation = { roles: roleGroups.operation };
const reportReaders = { roles: ['operation', ...roleGroups.analytics] as const satisfies readonly Role[] };
const tags = ['operations'];
const notFound = { 404: errorBodySchema };
const refusals = { 404: errorBodySchema, 409: errorBodySchema };

/** Spec 7 GET /monitoring/work-order/{id} and PATCH /monitoring/{id}. */
export const monitoringRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/work-order/:id',
    { config: operation, schema: { tags, params: idParamsSchema, response: { 200: monitoringSchema, ...notFound } } },
    (request) => readMonitoring(db, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: operation,
      schema: {
        tags,
        params: idParamsSchema,
        body: monitoringPatchSchema,
        response: { 200: monitoringSchema, ...refusals },
      },
    },
    (request) => patchMonitoring(db, request.user, request.params.id, request.body),
  );
};

/** The records of one visit under /work-orders/{id}: tallies, delays, discharges, departure, the draft's fate, report. */
export const visitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/productivity-logs',
    {
      config: operation,
      schema: { tags, params: idParamsSchema, response: { 200: productivityLogSchema, ...notFound } },
    },
    (request) => readProductivityLog(db, request.params.id),
  );

  app.post(
    '/:id/productivity-logs',
    {
      config: operation,
      schema: {
        tags,
        params: idParamsSchema,
        body: tallyBodySchema,
        response: { 200: productivityLogSchema, ...refusals },
      },
    },
    (request) => recordTally(db, request.user, request.params.id, request.body),
  );

  app.get(
    '/:id/delays',
    {
      config: operation,
      schema: { tags, params: idParamsSchema, response: { 200: delaysResponseSchema, ...notFound } },
    },
    (request) => listDelays(db, request.params.id),
  );

  app.post(
    '/:id/delays',
    {
      config: operation,
      schema: { tags, params: idParamsSchema, body: delayBodySchema, response: { 201: delaySchema, ...notFound } },
    },
    async (request, reply) => reply.status(201).send(await addDelay(db, request.user, request.params.id, request.body)),
  );

  app.get(
    '/:id/visit-items',
    {
      config: operation,
      schema: { tags, params: idParamsSchema, response: { 200: visitItemsResponseSchema, ...notFound } },
    },
    async (request) => ({ data: await listVisitItems(db, request.params.id) }),
  );

  app.post(
    '/:id/discharges',
    {
      config: operation,
      schema: {
        tags,
        params: idParamsSchema,
        body: dischargeBodySchema,
        response: { 200: dischargeResultSchema, ...notFound },
      },
    },
    (request) => dischargeItems(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/departure',
    {
      config: operation,
      schema: {
        tags,
        params: idParamsSchema,
        body: departureBodySchema,
        response: { 200: monitoringSchema, ...refusals },
      },
    },
    (request) => recordDeparture(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/confirm',
    {
      config: operation,
      schema: { tags, params: idParamsSchema, response: { 200: workOrderDetailSchema, ...refusals } },
    },
    (request) => confirmDraft(db, request.user, request.params.id),
  );

  app.post(
    '/:id/request-update',
    {
      config: operation,
      schema: {
        tags,
        params: idParamsSchema,
        body: requestUpdateBodySchema,
        response: { 200: workOrderDetailSchema, ...refusals },
      },
    },
    (request) => requestUpdate(db, request.user, request.params.id, request.body),
  );

  app.get(
    '/:id/report',
    {
      config: reportReaders,
      schema: { tags, params: idParamsSchema, response: { 200: visitReportSchema, ...notFound } },
    },
    (request) => visitReport(db, request.params.id),
  );
};
