import { idParamsSchema } from '@portside/contracts/bounds';
import { cancelBodySchema } from '@portside/contracts/cancellations';
import { roleGroups } from '@portside/contracts/roles';
import {
  blSuggestionsQuerySchema,
  blSuggestionsSchema,
  gateItemSchema,
  gatePassSchema,
  gateReleaseBodySchema,
  gateReleaseSchema,
  gateResponseSchema,
  trackingResponseSchema,
  trackQuerySchema,
} from '@portside/contracts/tracking';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { suggestBls } from './bl-suggestions';
import { findAtGate, releaseAtGate, reverseRelease } from './gate';
import { gatePass } from './gate-pass';
import { trackBl } from './track';
import { blNumberFinder } from './tracked-items';

/**
 * Spec 7 GET /items/search-bl (processor), and the BLs a number's start finds (tracking, the gate, clearances):
 * registered under /api/items beside the items' own routes.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const find = blNumberFinder(db);
  app.get(
    '/search-bl',
    {
      config: { roles: roleGroups.processor, standby: true },
      schema: { tags: ['tracking'], querystring: trackQuerySchema, response: { 200: trackingResponseSchema } },
    },
    async (request) => ({ data: await trackBl(db, find, request.query.blNo) }),
  );

  app.get(
    '/bl-numbers',
    {
      // Tracking's, the gate's and the clearance page's.
      config: { roles: [...roleGroups.processor, ...roleGroups.gate, ...roleGroups.commercial] },
      schema: {
        tags: ['tracking'],
        summary: 'The BLs whose number starts with the given 4 or more characters, to choose one from',
        querystring: blSuggestionsQuerySchema,
        response: { 200: blSuggestionsSchema },
      },
    },
    async (request) => ({ data: await suggestBls(db, request.query.prefix, request.query.uncleared) }),
  );
};

/** The guard's gate: find a BL, release it; a supervisor reverses a release (docs/domain.md "Tracking and the gate"). */
export const gateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['gate'];
  const find = blNumberFinder(db);
  app.get(
    '/bl',
    {
      config: { roles: roleGroups.gate },
      schema: { tags, querystring: trackQuerySchema, response: { 200: gateResponseSchema } },
    },
    async (request) => ({ data: await findAtGate(db, find, request.query.blNo) }),
  );

  app.post(
    '/releases',
    {
      // The supervisor too: only a supervisor releases cargo that owes storage, with a reason.
      config: { roles: roleGroups.gate },
      schema: {
        tags,
        body: gateReleaseBodySchema,
        response: { 201: gateReleaseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await releaseAtGate(db, request.user, request.body)),
  );

  app.get(
    '/releases/:id',
    {
      config: { roles: roleGroups.gate },
      schema: {
        tags,
        summary: 'The gate pass of one release: the truck, what it took, what remained of the BL',
        params: idParamsSchema,
        response: { 200: gatePassSchema, 404: errorBodySchema },
      },
    },
    (request) => gatePass(db, request.params.id),
  );

  app.post(
    '/releases/:id/reverse',
    {
      config: { roles: roleGroups.supervisor },
      schema: {
        tags,
        summary:
          'A supervisor reverses a release made by mistake, with a reason: its packages are in the terminal again',
        params: idParamsSchema,
        body: cancelBodySchema,
        response: { 200: gateItemSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => reverseRelease(db, request.user, request.params.id, request.body),
  );
};
