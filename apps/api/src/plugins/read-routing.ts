import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/index';
import { ownWriteMarginSeconds, readTarget } from '../db/standby';

/**
 * Every GET that the calling (encapsulated) plugin registers after this reads from the standby when it can: for
 * modules whose reads all may be a few seconds old (the dashboards).
 */
export function readFromStandby(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET') route.config = { ...route.config, standby: true };
  });
}

/**
 * With a read replica (db/standby.ts), the routes that declare `config: { standby: true }` (the dashboards, tracking,
 * the lists: reads that may be a few seconds old) read from the standby unless the session wrote within the standby's
 * allowed lag (then the primary, so a user sees what they just saved), or the request asks for fresh data
 * (Cache-Control: no-cache, a live page after an event). Every other route, the gate's and a record's
 * page among them, reads the primary. An accepted write stamps its session.
 */
async function readRouting(app: FastifyInstance, { database }: { database: Database }) {
  const standby = database.standby;
  if (!standby) return;
  app.addHook('onRequest', (_request, _reply, done) => readTarget.run({ standby: false }, done));
  app.addHook('preHandler', async (request) => {
    const store = readTarget.getStore();
    if (!store || !request.routeOptions.config.standby) return;
    const since = request.user?.secondsSinceWrite;
    // A page loading again because a live event said something changed asks for it fresh (Cache-Control: no-cache):
    // the standby may not have replayed that change yet.
    const fresh = /no-cache/i.test(String(request.headers['cache-control'] ?? ''));
    store.standby =
      !fresh && (since === null || since === undefined || since > standby.maxLagSeconds + ownWriteMarginSeconds);
  });
  app.addHook('onSend', async (request, reply) => {
    const writing = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (!writing || reply.statusCode >= 400 || !request.user) return;
    // The write is committed: a failed stamp only lets this user's next reads be a few seconds old, not fail the answer.
    await database.db
      .update(sessions)
      .set({ wroteAt: sql`now()` })
      .where(eq(sessions.id, request.user.sessionId))
      .catch((error) => request.log.warn({ err: error }, "the session's write was not stamped"));
  });
}

export const readRoutingPlugin = fp(readRouting, { name: 'read-routing' });
