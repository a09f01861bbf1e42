import { randomUUID } from 'node:crypto';
import type { Role } from '@portside/contracts/roles';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { tokenSigner } from '../modules/auth/token';
import { createTestApp, type TestApp, testSecret } from '../test/app';
import { openTestDatabase } from '../test/database';

const sign = (claims: Record<string, unknown>, secret = testSecret, expires: number | string = '1h') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

describe('the API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { requestsPerMinute: 4 });
  });
  afterAll(() => t.close());

  it('counts the requests answered 401 and 403 too', async () => {
    const { headers } = await t.signIn('client');
    const from = (remoteAddress: string, url: string, token?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: token });
    expect((await from('10.9.0.1', '/api/auth/me')).statusCode).toBe(401);
    expect((await from('10.9.0.1', '/api/auth/me', { authorization: 'Bearer forged' })).statusCode).toBe(401);
    expect((await from('10.9.0.1', '/api/users/', headers)).statusCode).toBe(403);
    expect((await from('10.9.0.1', '/api/users/', headers)).statusCode).toBe(403);
    expect((await from('10.9.0.1', '/api/auth/me', headers)).statusCode).toBe(429);
    expect((await from('10.9.0.1', '/api/auth/me')).statusCode).toBe(429);
    expect((await from('10.9.0.2', '/api/auth/me', headers)).statusCode).toBe(200);
  });

  it('counts a path spelled with percent-encoding as the route it reaches', async () => {
    const { headers } = await t.signIn('client');
    const from = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.9.1.1', headers });
    for (let i = 0; i < 4; i++) expect((await from('/%61pi/auth/me')).statusCode).toBe(200);
    expect((await from('/%61pi/auth/me')).statusCode).toBe(429);
    expect((await from('/api/auth/me')).statusCode).toBe(429);
  });
});

describe('a bad token', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  /** Every query sent to the database the app was given (counted on its driver: PGlite or the pg pool). */
  let reads = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args) => {
      reads += 1;
      return query(...args);
    };
    app = await buildApp({
      config: { jwtSecret: testSecret, logLevel: 'silent', requestsPerMinute: 1_000_000 },
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is answered 401 without a database read', async () => {
    const session = { user_id: 1, role: 'admin', sid: randomUUID() };
    const bad = [
      '',
      'Bearer',
      'Bearer nonsense',
      'Basic dXNlcjpwYXNz',
      `Bearer ${await sign(session, 'another-secret-another-secret-another-secret')}`,
      `Bearer ${await sign(session, testSecret, Math.floor(Date.now() / 1000) - 60)}`,
      `Bearer ${await sign({ user_id: 1, role: 'admin' })}`,
      `Bearer ${await sign({ ...session, sid: 'not-a-uuid' })}`,
    ];
    reads = 0;
    for (const authorization of bad) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
    }
    expect(reads).toBe(0);

    // A well-signed token is looked up (its session does not exist here, so it is refused too).
    const token = await tokenSigner(testSecret).sign({ id: 1, role: 'admin' }, randomUUID());
    const looked = await app.inject({
      method: 'GET',
      url: '/api/users/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(looked.statusCode).toBe(401);
    expect(reads).toBeGreaterThan(0);
  });
});

describe('caching of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guarded = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.access.public);

  it('is forbidden on every guarded GET route, as a role it admits, whatever the answer', async () => {
    const tokens = new Map<string, Record<string, string>>();
    const answered = new Set<number>();
    const reads = guarded().filter((route) => route.method === 'GET');
    expect(reads.length).toBeGreaterThan(50);
    for (const route of reads) {
      const role = route.access.roles?.[0] as Role;
      if (!tokens.has(role)) tokens.set(role, (await t.signIn(role)).headers);
      const url = route.url.replace(/:[^/]+/g, '1');
      const response = await t.app.inject({ method: 'GET', url, headers: tokens.get(role) });
      expect(response.statusCode, `GET ${route.url} as ${role}`).toBeLessThan(500);
      expect(response.headers['cache-control'], `GET ${route.url} as ${role}`).toBe('no-store');
      answered.add(response.statusCode);
    }
    // Reads that answered, and refusals by the handlers (404 of a missing record, 422 of an invalid query) alike.
    expect(answered).toContain(200);
    expect(answered).toContain(404);
  });

  it('is forbidden on the refusals of guarded routes (401, 403) and on the sign-in answer with its token', async () => {
    for (const route of guarded()) {
      const url = route.url.replace(/:[^/]+/g, '1');
      const response = await t.app.inject({ method: route.method as 'GET', url });
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
    const { headers } = await t.signIn('client');
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/users/', headers });
    expect([forbidden.statusCode, forbidden.headers['cache-control']]).toEqual([403, 'no-store']);
    const user = await t.makeUser('finance');
    const signIn = await t.login(user.username);
    expect([signIn.statusCode, signIn.headers['cache-control']]).toEqual([200, 'no-store']);
    const failed = await t.login(user.username, 'wrong password');
    expect([failed.statusCode, failed.headers['cache-control']]).toEqual([401, 'no-store']);
  });

  it('is left to the public reads, which say their own', async () => {
    const schedule = await t.app.inject({ method: 'GET', url: '/api/vessel-schedule' });
    expect(schedule.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const contact = await t.app.inject({ method: 'GET', url: '/api/site/contact' });
    expect(contact.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});
