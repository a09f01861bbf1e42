import { type Role, roles } from '@portside/contracts/roles';
import { snakeCase } from 'change-case';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import type { RouteInput } from './request-schemas';
import { inputJsonSchema, type JsonSchema } from './request-schemas';

/**
 * Every write route and every list route's query, called by a role that may use it: plausible requests (built from
 * the route's own schema, so they reach the service and the database) with one or more fields made hostile: NUL,
 * huge strings, out-of-range numbers, impossible dates, deep nesting, wrong types. No answer may be a 5xx.
 * First a sweep (each field of each route with each hostile value), then random requests; both from a fixed seed.
 */
type Request = { url: string; query: Record<string, string>; body: unknown };

const seed = 20261123;
const randomRunsPerRoute = 25;

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** One of each kind of trouble. */
const hostileValues: unknown[] = [
  'a\u0000b',
  'x'.repeat(100_000),
  '2026-02-30',
  "'; drop table users; --",
  '%c0%ae',
  '\ud800',
  '',
  '1e309',
  '2147483648',
  2147483648,
  -2147483649,
  2 ** 53,
  -1,
  1.5,
  1e308,
  null,
  true,
  {},
  [1, 2],
  nested(40),
];
const hostile = fc.oneof(fc.constantFrom(...hostileValues), fc.string({ unit: 'binary', maxLength: 30 }));

function plausible(node: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 6) return fc.constant(null);
  const options = [...(node.anyOf ?? []), ...(node.oneOf ?? [])] as JsonSchema[];
  if (options.length > 0) return fc.oneof(...options.map((option) => plausible(option, depth)));
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.const !== undefined) return fc.constant(node.const);
  switch ([node.type ?? 'null'].flat()[0]) {
    case 'string':
      if (node.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      return fc.string({ minLength: 1, maxLength: Math.min(node.maxLength ?? 40, 40) });
    case 'integer': {
      const min = Math.max(node.minimum ?? -(2 ** 31), -(2 ** 31));
      const max = Math.min(node.maximum ?? 2 ** 31, 2 ** 31);
      // Mostly small numbers, so that ids name records that exist.
      const low = Math.max(min, 0);
      return fc.oneof(fc.integer({ min: low, max: Math.max(Math.min(max, 30), low) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: node.minimum ?? -1e12, max: node.maximum ?? 1e12, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(node.items as JsonSchema, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(node.properties ?? {}).map(([key, child]) => [
            snakeCase(key),
            plausible(child as JsonSchema, depth + 1),
          ]),
        ),
      );
    default:
      return fc.constant(null);
  }
}

/** The places of a value's leaves (and of its branches), so that one of them can be replaced. */
function places(root: unknown): { parent: Record<string | number, unknown>; key: string | number }[] {
  const found: { parent: Record<string | number, unknown>; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      found.push({ parent: node as Record<string, unknown>, key: Array.isArray(node) ? Number(key) : key });
      walk(child);
    }
  };
  walk(root);
  return found;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A request that the route's schema would accept: path ids, every query parameter, the body. */
function plausibleRequest(route: RouteInput): fc.Arbitrary<Request> {
  const segments = route.url
    .split('/')
    .map((part) => (part.startsWith(':') ? fc.integer({ min: 1, max: 30 }).map(String) : fc.constant(part)));
  const query = plausible(inputJsonSchema(route.schema?.querystring) as JsonSchema | undefined);
  const body = route.schema?.body
    ? plausible(inputJsonSchema(route.schema.body) as JsonSchema)
    : fc.constant(undefined);
  return fc.record({
    url: fc.tuple(...segments).map((parts) => parts.join('/')),
    query: query.map((q) => Object.fromEntries(Object.entries(q ?? {}).map(([key, v]) => [key, asText(v)]))),
    body,
  });
}

/** Every single-field mutation of one plausible request: each path id, query parameter and body field, each hostile value. */
function sweep(route: RouteInput): Request[] {
  const [base] = fc.sample(plausibleRequest(route), { seed, numRuns: 1 });
  if (!base) return [];
  const copy = (): Request => structuredClone(base);
  const requests: Request[] = [];
  const segments = base.url.split('/');
  route.url.split('/').forEach((part, index) => {
    if (!part.startsWith(':')) return;
    for (const bad of ['0', '2147483648', 'abc', '%00', '1e3', 'x'.repeat(3000)]) {
      requests.push({ ...copy(), url: segments.map((s, i) => (i === index ? bad : s)).join('/') });
    }
  });
  for (const key of Object.keys(base.query)) {
    for (const bad of hostileValues) requests.push({ ...copy(), query: { ...base.query, [key]: asText(bad) } });
  }
  places(base.body).forEach((_, index) => {
    for (const bad of hostileValues) {
      const request = copy();
      const place = places(request.body)[index];
      if (place) place.parent[place.key] = structuredClone(bad);
      requests.push(request);
    }
  });
  for (const bad of hostileValues) if (route.schema?.body) requests.push({ ...copy(), body: bad });
  return requests;
}

/** A plausible request with up to three places made hostile. */
const randomRequest = (route: RouteInput) =>
  fc
    .tuple(plausibleRequest(route), fc.array(fc.tuple(fc.nat(), fc.boolean(), hostile), { maxLength: 3 }))
    .map(([request, changes]) => {
      for (const [pick, inQuery, bad] of changes) {
        const keys = Object.keys(request.query);
        if (inQuery && keys.length) request.query[keys[pick % keys.length] as string] = asText(bad);
        else {
          const options = places(request.body);
          const place = options[pick % Math.max(options.length, 1)];
          // A copy: the shared hostile value placed inside itself (nested in nested) would make a cycle.
          if (place) place.parent[place.key] = structuredClone(bad);
          else if (route.schema?.body) request.body = structuredClone(bad);
        }
      }
      return request;
    });

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp();
  // Signed in before the sign-in route is fuzzed (its failures are throttled per address).
  for (const role of roles) tokens.set(role, (await t.signIn(role)).token);
});
afterAll(() => t.close());

async function send(route: RouteInput, { url, query, body }: Request) {
  const allowed = t.app.routeTable.find((entry) => entry.method === route.method && entry.url === route.url)?.access
    .roles;
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: search ? `${url}?${search}` : url,
    headers: allowed?.[0] ? { authorization: `Bearer ${tokens.get(allowed[0])}` } : {},
    remoteAddress: '203.0.113.9',
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (response.statusCode >= 500) {
    const shown = JSON.stringify(body)?.slice(0, 2000);
    throw new Error(
      `${route.method} ${url}?${search} ${shown} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    );
  }
  return response.statusCode;
}

describe('the API under generated input', () => {
  it('answers every write route and every list query without a 5xx, and stays up', async () => {
    const routes = t.app.routeInputs.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ||
          (route.method === 'GET' && (route.schema?.querystring || route.url.includes(':')))),
    );
    expect(routes.length).toBeGreaterThan(30);
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (const route of routes) {
      for (const request of sweep(route)) count(await send(route, request));
      await fc.assert(
        fc.asyncProperty(randomRequest(route), async (request) => void count(await send(route, request))),
        { seed, numRuns: randomRunsPerRoute },
      );
    }
    // The requests got past validation often enough to test the services and the database, not only the schemas.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(1000);
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0) + (statuses.get(204) ?? 0)).toBeGreaterThan(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
  }, 600_000);
});
