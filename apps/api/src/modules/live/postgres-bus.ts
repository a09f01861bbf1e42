import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { type BusListener, eventIds, type LiveBus } from './bus';
import { parseLiveEvent } from './payload';

const channel = 'portside_live';
const reconnectMs = 1000;

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool), NOTIFY through the pool. PostgreSQL hands
 * every listener the notifications in one order. A lost connection is opened again, and the hub told of the gap:
 * what was published meanwhile never arrives.
 */
export async function postgresBus(
  options: { database: Database; url: string; log: FastifyBaseLogger },
  listener: BusListener,
): Promise<LiveBus> {
  const { database, url, log } = options;
  const withId = eventIds();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(afterLoss: boolean) {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    next.on('notification', (message) => {
      const event = parseLiveEvent(message.payload);
      if (event) listener.event(event);
    });
    next.on('error', (error) => log.warn({ err: error }, 'the live updates lost their PostgreSQL connection'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      again();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      log.warn({ err: error }, 'the live updates could not listen on PostgreSQL; trying again');
      await next.end().catch(() => {});
      again();
      return;
    }
    if (closed) return void (await next.end().catch(() => {}));
    client = next;
    if (afterLoss) listener.gap();
  }

  function again() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen(true);
    }, reconnectMs);
    retry.unref();
  }

  await listen(false);
  return {
    publish: (change) => {
      const payload = JSON.stringify(withId(change));
      database.db
        .execute(sql`select pg_notify(${channel}, ${payload})`)
        .catch((error) => log.warn({ err: error }, 'a live update was not sent'));
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
