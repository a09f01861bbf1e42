import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type BusListener, eventIds, type LiveBus } from './bus';
import { parseLiveEvent } from './payload';

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, another subscribes; Redis hands every subscriber the messages
 * in one order. ioredis reconnects and subscribes again by itself; the hub is told of the gap once it has.
 */
export async function redisBus(
  options: { redisUrl: string; channel: string; log: FastifyBaseLogger },
  listener: BusListener,
): Promise<LiveBus> {
  const { redisUrl, channel, log } = options;
  const withId = eventIds();
  const connection = { connectTimeout: 2000, lazyConnect: true };
  const publisher = new Redis(redisUrl, { ...connection, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl, connection);
  for (const redis of [publisher, subscriber]) {
    redis.on('error', (error) => log.warn({ err: error }, 'Redis (the live updates) failed'));
  }
  let subscribed = false;
  let started = false;
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      (error) => log.warn({ err: error }, 'the live updates could not subscribe on Redis'),
    );
  subscriber.on('message', (_channel: string, message: string) => {
    const event = parseLiveEvent(message);
    if (event) listener.event(event);
  });
  // Back after a loss: subscribed again (by ioredis, or here if the first try failed), and what was missed is a gap.
  subscriber.on('ready', () => {
    if (subscribed) listener.gap();
    else if (started) void subscribe();
  });
  await Promise.all([publisher.connect().catch(() => {}), subscriber.connect().catch(() => {})]);
  await subscribe();
  started = true;
  return {
    publish: (change) => {
      publisher
        .publish(channel, JSON.stringify(withId(change)))
        .catch((error) => log.warn({ err: error }, 'a live update was not sent'));
    },
    close: async () => {
      await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
    },
  };
}
