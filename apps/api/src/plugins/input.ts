import { boundsMessages, hasLoneSurrogate } from '@portside/contracts/bounds';
import { snakeCase } from 'change-case';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldIssue, Invalid, Refused, type RequestPart } from '../errors';
import { inputJsonSchema, propertyNames, type RouteInput } from './request-schemas';

/** Deeper than any body of the API (a work order's items' sub-items are 5 levels): refused before parsing. */
export const maxJsonDepth = 32;

/**
 * True when the JSON text opens more than `max` arrays or objects inside each other: one linear pass over char codes,
 * no recursion; strings are skipped whole (indexOf to their closing quote), so the pass costs a fraction of parsing.
 */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // To the closing quote: one not preceded by an odd number of backslashes.
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i < 0) return false;
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === 92) slashes++;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/**
 * The keys of a request in camelCase, at any depth (depth is bounded by the JSON parser above). An object is copied
 * only when one of its keys is renamed; values are converted in place. A field given in both spellings ("from_year"
 * and "fromYear") is added to `twice`, to be refused rather than one spelling silently winning.
 */
export function renameKeys(
  value: unknown,
  names: Map<string, string>,
  twice: FieldIssue[] = [],
  // The keys down to `value`, pushed and popped in place: a path is copied only for a field given twice.
  path: (string | number)[] = [],
): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const entry = value[i];
      if (typeof entry === 'object' && entry !== null) {
        path.push(i);
        value[i] = renameKeys(entry, names, twice, path);
        path.pop();
      }
    }
    return value;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return value;
  const source = value as Record<string, unknown>;
  let renamed = false;
  for (const key in source) {
    const entry = source[key];
    if (typeof entry === 'object' && entry !== null) {
      path.push(key);
      source[key] = renameKeys(entry, names, twice, path);
      path.pop();
    }
    renamed ||= (names.get(key) ?? key) !== key;
  }
  if (!renamed) return source;
  const result: Record<string, unknown> = {};
  for (const key in source) {
    if (key === '__proto__') continue;
    const name = names.get(key) ?? key;
    if (Object.hasOwn(result, name)) twice.push({ path: [...path, name], message: boundsMessages.givenTwice });
    result[name] = source[key];
  }
  return result;
}

/** Why a string cannot be stored in a text column: a NUL character or half of a character (a lone surrogate). */
function unstorable(text: string): string | undefined {
  if (text.includes('\0')) return boundsMessages.nulCharacter;
  if (hasLoneSurrogate(text)) return boundsMessages.loneSurrogate;
  return undefined;
}

/**
 * The places of strings no column can store (`unstorable`) in the keys and strings of a value, each with its sentence
 * (the first ten: one is enough to refuse it).
 */
function findUnstorable(value: unknown, path: (string | number)[] = [], found: FieldIssue[] = []): FieldIssue[] {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    const message = unstorable(value);
    if (message) found.push({ path, message });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length && found.length < 10; i++) findUnstorable(value[i], [...path, i], found);
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, entry] of Object.entries(value)) {
      if (found.length >= 10) break;
      const message = unstorable(key);
      if (message) found.push({ path: [...path, key], message });
      findUnstorable(entry, [...path, key], found);
    }
  }
  return found;
}

/** A surrogate written as a JSON escape (\ud800 to \udfff): the only way one reaches a string parsed from UTF-8. */
const surrogateEscape = /\\u[dD][89a-fA-F]/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's request schemas, as registered: the key names, the bounds and fuzz tests read them. */
    routeInputs: RouteInput[];
  }
}

/**
 * What a client sends, before any route sees it: JSON of sane depth, keys in camelCase (spec 7: clients send
 * snake_case, contracts are written in camelCase), no NUL character and no lone surrogate anywhere (refused with
 * its place and its sentence).
 */
async function input(app: FastifyInstance) {
  app.decorate('routeInputs', [] as RouteInput[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeInputs.push({ method, url: route.url, schema: route.schema });
  });

  // The snake_case spelling of every key the request schemas know. Keys no schema knows are left as sent (the schema
  // drops them), so a body of many made-up keys costs a lookup each, not a conversion.
  const names = new Map<string, string>();
  app.addHook('onReady', async () => {
    for (const { schema } of app.routeInputs) {
      for (const part of [schema?.body, schema?.querystring]) {
        for (const name of propertyNames(inputJsonSchema(part))) names.set(snakeCase(name), name);
      }
    }
  });

  // What the JSON text tells before parsing: a NUL can only be the escape \u0000, a lone surrogate an escape \udXXX
  // (UTF-8 cannot hold one: a byte sequence of one is read as U+FFFD), and a key to rename has an underscore. A body
  // without them is not walked for them.
  const jsonStorable = new WeakSet<FastifyRequest>();
  const jsonWithoutUnderscore = new WeakSet<FastifyRequest>();
  // `__proto__` and `constructor.prototype` keys are dropped (no schema has them), not refused as invalid JSON.
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestingExceeds(text, maxJsonDepth)) return done(new Refused(boundsMessages.tooDeep));
    if (!text.includes('\\u0000') && !surrogateEscape.test(text)) jsonStorable.add(request);
    if (!text.includes('_')) jsonWithoutUnderscore.add(request);
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const refuse = (found: FieldIssue[], part: RequestPart) => {
      if (found.length > 0) throw new Invalid(found, part);
    };
    // A path or a query string decodes no lone surrogate (a percent-encoded one is not UTF-8, and stays as sent).
    if (request.url.includes('%00')) {
      refuse(findUnstorable(request.params), 'path');
      refuse(findUnstorable(request.query), 'query');
    }
    if (request.body && typeof request.body === 'object' && !jsonStorable.has(request)) {
      refuse(findUnstorable(request.body), 'body');
    }
    const twice: FieldIssue[] = [];
    if (request.query && typeof request.query === 'object') request.query = renameKeys(request.query, names, twice);
    refuse(twice, 'query');
    if (request.body && typeof request.body === 'object' && !jsonWithoutUnderscore.has(request)) {
      request.body = renameKeys(request.body, names, twice);
      refuse(twice, 'body');
    }
  });
}

export const inputPlugin = fp(input, { name: 'input' });
