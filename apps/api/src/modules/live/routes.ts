import fastifySse from '@fastify/sse';
import { liveMessages, liveRoles } from '@portside/contracts/live';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { LiveEvent } from '../../db/live-changes';
import { Refused } from '../../errors';
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

  app.get(
    '/',
    {
      sse: true,
      config: { roles: liveRoles },
      schema: { tags, summary: 'Live updates (server-sent events)', headers },
    },
    async (request, reply) => stream(reply, hub, audienceOf(request.user)),
  );

  app.get(
    '/schedule',
    { sse: true, config: { public: true }, schema: { tags, summary: "The public schedule's live updates", headers } },
    async (_request, reply) => stream(reply, hub, publicAudience, publicEveryMs),
  );
};

/** A stream: `everyMs` gathers what comes closer together into one message (the newest). */
async function stream(
  reply: FastifyReply,
  hub: LiveHub,
  audience: (event: LiveEvent) => StreamMessage | null,
  everyMs = 0,
) {
  const sse = reply.sse as FastifyReply['sse'] | undefined;
  if (!sse) throw new Refused(liveMessages.eventStreamOnly);
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
