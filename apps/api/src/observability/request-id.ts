import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy or a client sends is kept when it is a plain token of reasonable length (it is written in logs). */
const acceptedId = /^[\w.:-]{1,128}$/;

/** The request's id: the X-Request-Id sent with it, or a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && acceptedId.test(sent) ? sent : randomUUID();
}
