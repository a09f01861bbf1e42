import fastifySse from '@fastify/sse';
import { liveMessages, liveRoles, liveStreamLimits } from '@portside/contracts/live';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LiveEvent } from '../../db/live-changes';
import { Refused, Throttled } from '../../errors';
import type { LiveHub } from './hub';
import { audienceOf, publicAudience, type StreamMessage } from './streams';

const tags = ['live'];
/** A stream ends after this long and the browser opens it again at once: the session is checked again each time. */
const streamMaxMs = 10 * 60_000;
/** How soon a browser reconnects after a stream ended (SSE `retry`). */
const reconnectMs = 1000;
/** The public schedule is told at most once a second, however many tallies the quay records. */
const publicEveryMs = 1000;
const headers = z.object({ 'last-event-id': z.string().max(60).optional() });

/**
 * GET /api/live (signed in) and GET /api/live/schedule (public): server-sent events naming what changed, by ids
 * (modules/live/streams.ts says who hears what). A stream that reconnects with Last-Event-ID is sent what it missed,
 * or `reset` when that is no longer known (then the page loads everything live again).
 */
export const liveRoutes: FastifyPluginAsync<{ hub: LiveHub }> = async (app, { hub }) => {
  await app.register(fastifySse, { heartbeatInterval: 25_000 });
  const open = streamCounter();
  // Counted before the stream's handler: a refusal thrown there would go out as a stream already begun (200).
  const releases = new WeakMap<FastifyRequest, () => void>();
  const counted =
    (owner: (request: FastifyRequest) => string, limit: number) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('retry-after', '30');
      releases.set(request, open(owner(request), limit));
      reply.removeHeader('retry-after');
    };
  const releaseOf = (request: FastifyRequest) => releases.get(request) ?? (() => {});

  app.get(
    '/',
    {
      sse: true,
      config: { roles: liveRoles },
      schema: { tags, summary: 'Live updates (server-sent events)', headers },
      preHandler: counted((request) => `user:${request.user.id}`, liveStreamLimits.perUser),
    },
    async (request, reply) => stream(reply, hub, audienceOf(request.user), releaseOf(request)),
  );

  app.get(
    '/schedule',
    {
      sse: true,
      config: { public: true },
      schema: { tags, summary: "The public schedule's live updates", headers },
      preHandler: counted((request) => `address:${request.ip}`, liveStreamLimits.perAddress),
    },
    async (request, reply) => stream(reply, hub, publicAudience, releaseOf(request), publicEveryMs),
  );
};

/**
 * Streams open in this process, by who opened them: one more than a user's, a public address's or the process's
 * limit is refused (429, try again in 30 s), so no one holds the server's connections. Gives what ends the count.
 */
function streamCounter() {
  const byOwner = new Map<string, number>();
  let total = 0;
  return (owner: string, limit: number) => {
    const mine = byOwner.get(owner) ?? 0;
    if (mine >= limit || total >= liveStreamLimits.perProcess) {
      throw new Throttled(liveMessages.tooManyStreams);
    }
    byOwner.set(owner, mine + 1);
    total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total--;
      const left = (byOwner.get(owner) ?? 1) - 1;
      if (left > 0) byOwner.set(owner, left);
      else byOwner.delete(owner);
    };
  };
}

/** A stream: `everyMs` gathers what comes closer together into one message (the newest). */
async function stream(
  reply: FastifyReply,
  hub: LiveHub,
  audience: (event: LiveEvent) => StreamMessage | null,
  release: () => void,
  everyMs = 0,
) {
  const sse = reply.sse as FastifyReply['sse'] | undefined;
  if (!sse) {
    release();
    throw new Refused(liveMessages.eventStreamOnly);
  }
  sse.keepAlive();
  // One write after the other, whatever the socket's pace.
  let sending = Promise.resolve();
  const send = (message: { id?: string; event: string; data: object; retry?: number }) => {
    sending = sending.then(() => (sse.isConnected ? sse.send(message) : undefined)).catch(() => sse.close());
  };
  let gathered: StreamMessage | undefined;
  let gathering: NodeJS.Timeout | undefined;
  let sentAt = 0;
  const hear = (event: LiveEvent) => {
    const message = audience(event);
    if (!message) return;
    if (everyMs === 0) return send(message);
    gathered = message;
    gathering ??= setTimeout(
      () => {
        gathering = undefined;
        sentAt = Date.now();
        if (gathered) send(gathered);
      },
      Math.max(0, sentAt + everyMs - Date.now()),
    );
  };
  // Listening before looking back, with no wait between: no event falls between the two.
  const stop = hub.listen({ event: hear, reset: () => send({ event: 'reset', data: {} }), close: () => sse.close() });
  const ending = setTimeout(() => sse.close(), streamMaxMs);
  sse.onClose(() => {
    release();
    stop();
    clearTimeout(ending);
    clearTimeout(gathering);
  });
  const lastId = sse.lastEventId;
  const missed = lastId ? hub.after(lastId) : [];
  if (missed === null) return send({ id: hub.latestId(), event: 'reset', data: {}, retry: reconnectMs });
  const messages = missed.flatMap((event) => audience(event) ?? []);
  for (const message of everyMs === 0 ? messages : messages.slice(-1)) send(message);
  send({ id: hub.latestId(), event: 'ready', data: {}, retry: reconnectMs });
}
