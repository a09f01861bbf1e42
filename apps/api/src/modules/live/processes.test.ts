import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { testSecret } from '../../test/app';
import { openTestDatabase, urlOf } from '../../test/database';
import { buildUser, testPassword } from '../../test/factories';
import { buildVisit } from '../../test/visits';
import { openStream } from './test/stream';

/**
 * Two API processes on one PostgreSQL database, as two machines behind a load balancer (each its own pool and its own
 * listening connection): a tally written through one reaches a stream opened on the other, through PostgreSQL's
 * LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set. The embedded database has one process, so nothing to cross.
 */
const buses = [
  { name: 'PostgreSQL LISTEN/NOTIFY', redisUrl: undefined },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis pub/sub', redisUrl: process.env.TEST_REDIS_URL }] : []),
];

describe.runIf(process.env.TEST_DB === 'postgres').each(buses)(
  'live updates across processes: $name',
  ({ redisUrl }) => {
    let database: Database;
    let second: Database;
    let writer: App;
    let reader: App;
    let base: string;
    beforeAll(async () => {
      database = await openTestDatabase();
      second = await openDatabase({ url: urlOf(database) });
      const config = { jwtSecret: testSecret, logLevel: 'silent', requestsPerMinute: 1_000_000, redisUrl };
      writer = await buildApp({ config, database });
      reader = await buildApp({ config, database: second });
      await reader.listen({ port: 0, host: '127.0.0.1' });
      const address = reader.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      await reader.close();
      await writer.close();
      await second.close();
      await database.close();
    });

    const tokenOf = async (app: App) => {
      const user = await buildUser(database.db, { role: 'operation' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: testPassword },
      });
      return { authorization: `Bearer ${login.json().accessToken}` };
    };

    it('a tally written through one process reaches a stream of the other within 2 seconds', async () => {
      const { workOrder } = await buildVisit(database.db, [500]);
      const stream = await openStream(`${base}/api/live`, await tokenOf(reader));
      try {
        await stream.next((heard) => heard.event === 'ready');
        const started = Date.now();
        const written = await writer.inject({
          method: 'POST',
          url: `/api/work-orders/${workOrder.id}/productivity-logs`,
          headers: await tokenOf(writer),
          payload: { hour_start: '2025-03-01T02:00:00Z', gang: 1, moves: 7 },
        });
        expect(written.statusCode).toBe(200);
        const heard = await stream.next((event) => event.event === 'visit');
        expect(Date.now() - started).toBeLessThan(2000);
        expect(heard.data).toEqual({ workOrderId: workOrder.id });
      } finally {
        stream.close();
      }
    });

    it.runIf(!redisUrl)('a listening connection lost is opened again, and its streams are told to reset', async () => {
      const { workOrder } = await buildVisit(database.db, [500]);
      const stream = await openStream(`${base}/api/live`, await tokenOf(reader));
      try {
        await stream.next((heard) => heard.event === 'ready');
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'listen portside_live'`,
        );
        await stream.next((heard) => heard.event === 'reset', 5000);
        await writer.inject({
          method: 'POST',
          url: `/api/work-orders/${workOrder.id}/productivity-logs`,
          headers: await tokenOf(writer),
          payload: { hour_start: '2025-03-01T03:00:00Z', gang: 1, moves: 7 },
        });
        expect((await stream.next((heard) => heard.event === 'visit')).data).toEqual({ workOrderId: workOrder.id });
      } finally {
        stream.close();
      }
    });
  },
);
