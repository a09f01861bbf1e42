import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/index';
import { readTarget } from '../db/standby';

/** After its own write, a session reads from the primary this much longer than the standby may lag. */
const marginMs = 2_000;

/**
 * With a read replica (db/standby.ts): a GET or HEAD reads from the standby unless its session wrote within the
 * standby's allowed lag (then the primary, so a user sees what they just saved); an accepted write stamps its session.
 */
async function readRouting(app: FastifyInstance, { database }: { database: Database }) {
  const standby = database.standby;
  if (!standby) return;
  app.addHook('onRequest', (_request, _reply, done) => readTarget.run({ standby: false }, done));
  app.addHook('preHandler', async (request) => {
    const store = readTarget.getStore();
    if (!store || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const wrote = request.user?.wroteAt;
    store.standby = !wrote || Date.now() - wrote.getTime() > standby.maxLagSeconds * 1000 + marginMs;
  });
  app.addHook('onSend', async (request, reply) => {
    const writing = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (!writing || reply.statusCode >= 400 || !request.user) return;
    await database.db.update(sessions).set({ wroteAt: sql`now()` }).where(eq(sessions.id, request.user.sessionId));
  });
}

export const readRoutingPlugin = fp(readRouting, { name: 'read-routing' });
