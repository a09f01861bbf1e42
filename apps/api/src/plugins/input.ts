import { boundsMessages } from '@portside/contracts/bounds';
import { camelCase } from 'change-case';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldIssue, Invalid, Refused, type RequestPart } from '../errors';

/** Deeper than any body of the API (a work order's items' sub-items are 5 levels): refused before parsing. */
export const maxJsonDepth = 32;

/** True when the JSON text opens more than `max` arrays or objects inside each other: one linear pass, no recursion. */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

const plainKey = /^[a-z][a-zA-Z0-9]*$/;
const keyCache = new Map<string, string>();
/** snake_case to camelCase; keys already in camelCase (most of them) skip the conversion. */
function toCamel(key: string): string {
  if (plainKey.test(key)) return key;
  const known = keyCache.get(key);
  if (known !== undefined) return known;
  const converted = camelCase(key);
  if (keyCache.size < 10_000) keyCache.set(key, converted);
  return converted;
}

/**
 * The request's keys in camelCase (spec 7: clients send snake_case, contracts are written in camelCase), and any
 * NUL character in a key or a string refused with its place. Depth is bounded by the JSON parser above.
 */
function convert(value: unknown, path: (string | number)[], nul: FieldIssue[], renameKeys: boolean): unknown {
  if (typeof value === 'string') {
    if (value.includes('\0')) nul.push({ path, message: boundsMessages.nulCharacter });
    return value;
  }
  if (Array.isArray(value)) return value.map((entry, index) => convert(entry, [...path, index], nul, renameKeys));
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === '__proto__') continue;
    if (key.includes('\0')) nul.push({ path: [...path, key], message: boundsMessages.nulCharacter });
    const name = renameKeys ? toCamel(key) : key;
    result[name] = convert(entry, [...path, name], nul, renameKeys);
  }
  return result;
}

export type RouteInput = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's request schemas, as registered: the bounds and fuzz tests walk them. */
    routeInputs: RouteInput[];
  }
}

/** What a client sends, before any route sees it: JSON of sane depth, camelCase keys, no NUL characters. */
async function input(app: FastifyInstance) {
  app.decorate('routeInputs', [] as RouteInput[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeInputs.push({ method, url: route.url, schema: route.schema });
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestingExceeds(body as string, maxJsonDepth)) return done(new Refused(boundsMessages.tooDeep));
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    const nul: FieldIssue[] = [];
    const refuse = (part: RequestPart) => {
      if (nul.length > 0) throw new Invalid(nul, part);
    };
    if (request.params && typeof request.params === 'object') convert(request.params, [], nul, false);
    refuse('path');
    if (request.query && typeof request.query === 'object') request.query = convert(request.query, [], nul, true);
    refuse('query');
    if (request.body && typeof request.body === 'object') request.body = convert(request.body, [], nul, true);
    refuse('body');
  });
}

export const inputPlugin = fp(input, { name: 'input' });
