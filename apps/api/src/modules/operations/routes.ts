import { idParamSchema, idParamsSchema } from '@portside/contracts/bounds';
import { cancelBodySchema } from '@portside/contracts/cancellations';
import {
  delayBodySchema,
  delaySchema,
  delaysResponseSchema,
  departureBodySchema,
  dischargeBodySchema,
  dischargeResultSchema,
  entryKeyHeadersSchema,
  monitoringPatchSchema,
  monitoringSchema,
  productivityLogSchema,
  requestUpdateBodySchema,
  tallyBodySchema,
  tallyKeySchema,
  visitItemsResponseSchema,
  visitReportSchema,
} from '@portside/contracts/operations';
import { type Role, roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { ifMatchHeadersSchema, versionOfIfMatch } from '@portside/contracts/versions';
import { workOrderDetailSchema } from '@portside/contracts/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addDelay, listDelays, removeDelay, updateDelay } from './delays';
import { dischargeItems, listVisitItems, recordDeparture, undoDischarge } from './discharges';
import { confirmDraft, requestUpdate } from './drafts';
import { patchMonitoring, readMonitoring } from './monitoring';
import { visitReport } from './report';
import { readProductivityLog, recordTally, removeTally } from './tallies';
import { reopenVisit } from './visit';

/** Operation records and reads a visit; supervisors and checkers also read its report (docs/domain.md). */
const operation = { roles: roleGroups.operation };
const reportReaders = { roles: roleGroups.visitReport };
const tags = ['operations'];
const notFound = { 404: errorBodySchema };
const delayParams = z.object({ id: idParamSchema, delayId: idParamSchema });
const itemParams = z.object({ id: idParamSchema, itemId: idParamSchema });
const refusals = { 404: errorBodySchema, 409: errorBodySchema };

/** A call on one visit, named by its work order's id in the path: what it takes and answers, and who may call it. */
const onVisit = <const Schema extends object>(schema: Schema, config: { roles: readonly Role[] } = operation) => ({
  config,
  schema: { tags, params: idParamsSchema, ...schema },
});

/** Spec 7 GET /monitoring/work-order/{id} and PATCH /monitoring/{id}. */
export const monitoringRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/work-order/:id', onVisit({ response: { 200: monitoringSchema, ...notFound } }), (request) =>
    readMonitoring(db, request.params.id),
  );

  app.patch(
    '/:id',
    onVisit({ body: monitoringPatchSchema, response: { 200: monitoringSchema, ...refusals } }),
    (request) => patchMonitoring(db, request.user, request.params.id, request.body),
  );
};

/** The records of one visit under /work-orders/{id}: tallies, delays, discharges, departure, the draft's fate, report. */
export const visitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/:id/productivity-logs', onVisit({ response: { 200: productivityLogSchema, ...notFound } }), (request) =>
    readProductivityLog(db, request.params.id),
  );

  app.post(
    '/:id/productivity-logs',
    onVisit({
      headers: entryKeyHeadersSchema,
      body: tallyBodySchema,
      response: { 200: productivityLogSchema, ...refusals, 422: errorBodySchema },
    }),
    (request) => recordTally(db, request.user, request.params.id, request.body, request.headers['idempotency-key']),
  );

  app.delete(
    '/:id/productivity-logs',
    onVisit({
      summary: 'Removes one gang’s tally of one hour, typed by mistake, while the visit is not completed',
      querystring: tallyKeySchema,
      response: { 200: productivityLogSchema, ...refusals },
    }),
    (request) => removeTally(db, request.user, request.params.id, request.query),
  );

  app.get('/:id/delays', onVisit({ response: { 200: delaysResponseSchema, ...notFound } }), (request) =>
    listDelays(db, request.params.id),
  );

  app.post(
    '/:id/delays',
    onVisit({
      headers: entryKeyHeadersSchema,
      body: delayBodySchema,
      response: { 201: delaySchema, ...refusals, 422: errorBodySchema },
    }),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      return reply.status(201).send(await addDelay(db, request.user, request.params.id, request.body, key));
    },
  );

  app.put(
    '/:id/delays/:delayId',
    {
      config: operation,
      schema: {
        tags,
        params: delayParams,
        headers: ifMatchHeadersSchema,
        body: delayBodySchema,
        response: { 200: delaySchema, ...refusals },
      },
    },
    (request) => {
      const version = versionOfIfMatch(request.headers['if-match']);
      return updateDelay(db, request.user, request.params.id, request.params.delayId, request.body, version);
    },
  );

  app.delete(
    '/:id/delays/:delayId',
    { config: operation, schema: { tags, params: delayParams, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await removeDelay(db, request.user, request.params.id, request.params.delayId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/visit-items',
    onVisit({ response: { 200: visitItemsResponseSchema, ...notFound } }),
    async (request) => ({ data: await listVisitItems(db, request.params.id) }),
  );

  app.post(
    '/:id/discharges',
    onVisit({ body: dischargeBodySchema, response: { 200: dischargeResultSchema, ...refusals } }),
    (request) => dischargeItems(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/:id/discharges/:itemId',
    {
      config: operation,
      schema: {
        tags,
        summary: 'A BL marked discharged by mistake is back on board, while the visit is not completed',
        params: itemParams,
        response: { 200: visitItemsResponseSchema, ...refusals, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await undoDischarge(db, request.user, request.params.id, request.params.itemId) }),
  );

  app.post(
    '/:id/reopen',
    onVisit(
      {
        summary: 'A supervisor reopens a completed visit to correct its records, with a reason',
        body: cancelBodySchema,
        response: { 204: z.null(), ...refusals },
      },
      { roles: roleGroups.supervisor },
    ),
    async (request, reply) => {
      await reopenVisit(db, request.user, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/departure',
    onVisit({ body: departureBodySchema, response: { 200: monitoringSchema, ...refusals } }),
    (request) => recordDeparture(db, request.user, request.params.id, request.body),
  );

  app.post('/:id/confirm', onVisit({ response: { 200: workOrderDetailSchema, ...refusals } }), (request) =>
    confirmDraft(db, request.user, request.params.id),
  );

  app.post(
    '/:id/request-update',
    onVisit({ body: requestUpdateBodySchema, response: { 200: workOrderDetailSchema, ...refusals } }),
    (request) => requestUpdate(db, request.user, request.params.id, request.body),
  );

  app.get('/:id/report', onVisit({ response: { 200: visitReportSchema, ...notFound } }, reportReaders), (request) =>
    visitReport(db, request.params.id),
  );
};
