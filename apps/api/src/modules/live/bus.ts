import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LiveChange, LiveEvent, LivePublisher } from '../../db/live-changes';
import { postgresBus } from './postgres-bus';
import { redisBus } from './redis-bus';

/** What a bus hands its process: every event, in one order for all processes; `gap` when some may have been missed. */
export type BusListener = { event(event: LiveEvent): void; gap(): void };

export type LiveBus = LivePublisher & { close(): Promise<void> };

/** Event ids: this process's own prefix and a counter, unique across processes and restarts. */
export function eventIds() {
  const prefix = randomBytes(6).toString('base64url');
  let counter = 0;
  return (change: LiveChange): LiveEvent => ({ ...change, id: `${prefix}.${++counter}` });
}

/** One process alone (the embedded database): what is published is heard here, after the current work. */
export function localBus(listener: BusListener): LiveBus {
  const withId = eventIds();
  return {
    publish: (change) => {
      const event = withId(change);
      setImmediate(() => listener.event(event));
    },
    close: async () => {},
  };
}

/**
 * The bus between every API process and machine on one database: Redis pub/sub when REDIS_URL is set, else
 * PostgreSQL's LISTEN/NOTIFY; the embedded database has a single process.
 */
export async function openLiveBus(
  options: { database: Database; redisUrl?: string; log: FastifyBaseLogger },
  listener: BusListener,
): Promise<LiveBus> {
  const { database, redisUrl, log } = options;
  if (!database.url) return localBus(listener);
  if (redisUrl) return redisBus({ redisUrl, channel: channelOf(database.url), log }, listener);
  return postgresBus({ database, url: database.url, log }, listener);
}

/** Redis may serve several databases (a test's, a terminal's): each database's events go on a channel of its own. */
function channelOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return `portside:live:${url.hostname}:${url.port || 5432}${url.pathname}`;
}
