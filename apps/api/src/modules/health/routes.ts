import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { readerState } from '../pdf-converter/read-text';

const load = z.object({ running: z.number().int(), waiting: z.number().int() });
const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** Migrations of this build not run on the database yet (below 0: the database has newer ones). */
  pendingMigrations: z.number().int().nullable(),
  readers: z.object({ ready: z.boolean(), files: load, scans: load }),
  /** With a read replica: whether reads go to it now, and its lag at the last probe (reads fall back otherwise). */
  standby: z.object({ reads: z.boolean(), lagSeconds: z.number().nullable() }).optional(),
});

/**
 * Liveness (/api/health: the process answers and so does the database) and readiness (/api/ready: this instance can
 * serve every call: the database answers, its migrations are those of this build, the PDF readers can start); a load
 * balancer sends requests only to a ready instance.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'ok when the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error(error, 'database did not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'ready when the database answers with its migrations run and the PDF readers can start',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (request, reply) => {
      const pending = await database.ping().then(
        () => database.pendingMigrations(),
        (error) => {
          request.log.error(error, 'database did not answer');
          return null;
        },
      );
      const readers = readerState();
      // Below 0: the database is ahead of this build (a newer machine migrated it during a rolling deploy), which this
      // one still serves.
      const ready = pending !== null && pending <= 0 && readers.ready;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        database: pending === null ? 'unavailable' : 'ok',
        pendingMigrations: pending,
        readers,
        standby: database.standby && {
          reads: database.standby.usable(),
          lagSeconds: database.standby.lagSeconds(),
        },
      });
    },
  );
};
