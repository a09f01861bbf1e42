import { count, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, users } from '../../db/schema/index';
import { createTestApp, type TestApp, testPassword, testSecret } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('returns a bearer token carrying user_id, role and an expiry 8 hours ahead', async () => {
    const user = await t.makeUser('finance');
    const response = await t.login(user.username);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tokenType).toBe('bearer');
    const payload = decodeJwt(body.accessToken);
    expect(payload.user_id).toBe(user.id);
    expect(payload.role).toBe('finance');
    const hours = ((payload.exp ?? 0) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
  });

  it('accepts form-encoded credentials and usernames in any case', async () => {
    await t.makeUser('checker', { username: 'Maria.Checker' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=maria.checker&password=${encodeURIComponent(testPassword)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().accessToken).toBeTypeOf('string');
  });

  it('answers 401 Invalid credentials for a wrong password and for an unknown user', async () => {
    const user = await t.makeUser('commercial');
    for (const [username, password] of [
      [user.username, 'wrong password'],
      ['nobody-here', testPassword],
    ]) {
      const response = await t.login(username as string, password, '10.0.0.7');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid credentials' });
    }
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await t.makeUser('operation', { isActive: false });
    const response = await t.login(user.username);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'This account is inactive. Please contact an administrator.' });
  });

  it('names each missing field in the 422 detail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'username'], msg: 'Username is required', type: expect.any(String) },
      { loc: ['body', 'password'], msg: 'Password is required', type: expect.any(String) },
    ]);
  });

  it('records every sign-in with its user, time and success', async () => {
    const user = await t.makeUser('processor');
    await t.login(user.username, 'nope', '10.0.0.8');
    await t.login(user.username, testPassword, '10.0.0.8');
    const logs = await t.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(logs.map((log) => log.success)).toEqual([false, true]);
    expect(logs.every((log) => log.createdAt instanceof Date && log.ip === '10.0.0.8')).toBe(true);
  });

  it('answers 429 after 10 failed sign-ins in a minute for one username, even with the right password', async () => {
    const user = await t.makeUser('guard');
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await t.login(user.username, 'wrong', `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.login(user.username, testPassword, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many failed sign-in attempts. Please wait a minute and try again.' });
  });

  it('answers 429 after 10 failed sign-ins in a minute from one address, whatever the username', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.login(`someone-${attempt}`, 'wrong', '10.2.0.1');
    }
    const user = await t.makeUser('finance');
    expect((await t.login(user.username, testPassword, '10.2.0.1')).statusCode).toBe(429);
    expect((await t.login(user.username, testPassword, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('sign-in limits', () => {
  it('throttles parallel guesses too: they cannot all pass the check before any is recorded', async () => {
    const user = await t.makeUser('commercial');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.login(user.username, `guess-${i}`, `10.3.0.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('counts failures per username and per address separately', async () => {
    const first = await t.makeUser('checker');
    const second = await t.makeUser('checker');
    for (let attempt = 0; attempt < 6; attempt++) {
      await t.login(first.username, 'wrong', '10.4.0.1');
      await t.login(second.username, 'wrong', '10.4.0.2');
    }
    // 6 failures for the username and 6 from the address: neither is over 10.
    expect((await t.login(first.username, testPassword, '10.4.0.2')).statusCode).toBe(200);
  });

  it('takes the address from the connection, not from an X-Forwarded-For header the client chose', async () => {
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.5.0.1',
        headers: { 'x-forwarded-for': `172.16.0.${attempt}` },
        payload: { username: `nobody-${attempt}`, password: 'wrong' },
      });
      expect(response.statusCode).toBe(attempt < 10 ? 401 : 429);
    }
  });

  it('answers an over-long username with a 422, not a failure', async () => {
    const response = await t.login('x'.repeat(151), 'whatever', '10.6.0.1');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({
      loc: ['body', 'username'],
      msg: 'Username must be at most 150 characters',
    });
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in user without its password hash', async () => {
    const { user, headers } = await t.signIn('supervisor');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user });
    expect(response.body).not.toContain('password');
  });

  it('answers 401 without a token, with a forged or expired token, and for a deactivated user', async () => {
    const { user, headers } = await t.signIn('client');
    const forged = await new SignJWT({ user_id: user.id, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ user_id: user.id, role: 'client' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(testSecret));
    for (const authorization of ['', 'Bearer nonsense', `Bearer ${forged}`, `Bearer ${expired}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const body = { name: 'Pedro Garcia', username: 'pedro', password: 'harbour-2026', department: 'finance' };

  it('lets an admin create a user who can then sign in', async () => {
    const response = await t.injectAs('admin', { method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Pedro Garcia', username: 'pedro', role: 'finance', isActive: true });
    expect((await t.login('pedro', 'harbour-2026')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'pedro'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 when the username is taken in any case, and writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(users);
    const response = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, username: 'PEDRO' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Username already exists. Please choose another one.' });
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after?.n).toBe((before?.n ?? 0) + 1); // only the admin that injectAs made
  });

  it('names every missing field with its message', async () => {
    const response = await t.injectAs('admin', { method: 'POST', url: '/api/auth/register', payload: { name: ' ' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg])).toEqual([
      ['body.name', 'Name is required'],
      ['body.username', 'Username is required'],
      ['body.password', 'Password is required'],
      ['body.department', 'Department is required'],
    ]);
  });

  it('is for admins only', async () => {
    const response = await t.injectAs('commercial', { method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });
});
