import { randomUUID } from 'node:crypto';
import { authMessages } from '@portside/contracts/auth';
import { and, count, eq, inArray } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginLogs, users } from '../../db/schema/index';
import { createTestApp, type TestApp, testPassword, testSecret } from '../../test/app';
import { buildCompany } from '../../test/factories';
import { startSession } from '../auth/sessions';
import { tokenSigner } from '../auth/token';
import { findUserById } from '../users/repository';

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
    expect(payload.sid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
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

  it('answers a deactivated account as a wrong password, whether its password is right or not', async () => {
    const user = await t.makeUser('operation', { isActive: false });
    const right = await t.login(user.username, testPassword, '10.0.0.9');
    const wrong = await t.login(user.username, 'wrong password', '10.0.0.9');
    for (const response of [right, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: authMessages.invalidCredentials });
    }
    expect(right.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);
    const logs = await t.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(logs.map((log) => log.success)).toEqual([false, false]);
  });

  it('counts sign-ins to a deactivated account with the right password as failures: the 11th is throttled', async () => {
    const user = await t.makeUser('operation', { isActive: false });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await t.login(user.username, testPassword, '10.0.0.10')).statusCode).toBe(401);
    }
    expect((await t.login(user.username, testPassword, '10.0.0.10')).statusCode).toBe(429);
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

  it('answers 429 after 10 failed sign-ins in a minute for one username from one address, even with the right password', async () => {
    const user = await t.makeUser('guard');
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await t.login(user.username, 'wrong', '10.1.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.login(user.username, testPassword, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many failed sign-in attempts. Please wait a minute and try again.' });
  });

  it('ten wrong guesses from one address do not lock the owner out from another', async () => {
    const user = await t.makeUser('finance');
    for (let attempt = 0; attempt < 10; attempt++) await t.login(user.username, 'wrong', '10.1.1.1');
    expect((await t.login(user.username, 'wrong', '10.1.1.1')).statusCode).toBe(429);
    expect((await t.login(user.username, testPassword, '10.1.1.2')).statusCode).toBe(200);
  });

  it('does not count the attempts it refuses: one address hammering a username cannot lock its owner out', async () => {
    const user = await t.makeUser('processor');
    for (let attempt = 0; attempt < 120; attempt++) await t.login(user.username, 'wrong', '10.1.2.1');
    expect((await t.login(user.username, testPassword, '10.1.2.1')).statusCode).toBe(429);
    expect((await t.login(user.username, testPassword, '10.1.2.2')).statusCode).toBe(200);
  });

  it('answers 429 after 30 failed sign-ins in a minute from one address, whatever the usernames', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await t.login(`someone-${attempt}`, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    }
    const user = await t.makeUser('finance');
    expect((await t.login(user.username, testPassword, '10.2.0.1')).statusCode).toBe(429);
    expect((await t.login(user.username, testPassword, '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers 429 after 100 failed sign-ins in a minute for one username spread over many addresses', async () => {
    const user = await t.makeUser('checker');
    // What 99 wrong guesses from 99 addresses leave in the log (written directly: 99 password hashes take long).
    await t.db.insert(loginLogs).values(
      Array.from({ length: 99 }, (_, i) => ({
        userId: user.id,
        username: user.username,
        ip: `10.7.${Math.floor(i / 250)}.${i % 250}`,
        success: false,
      })),
    );
    expect((await t.login(user.username, 'wrong', '10.7.9.1')).statusCode).toBe(401);
    expect((await t.login(user.username, testPassword, '10.7.9.2')).statusCode).toBe(429);
  });
});

describe('sign-in limits', () => {
  it('throttles parallel guesses too: they cannot all pass the check before any is recorded', async () => {
    const user = await t.makeUser('commercial');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.login(user.username, `guess-${i}`, '10.3.0.1')),
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
    // 6 failures for the username and 6 from the address: no limit is reached.
    expect((await t.login(first.username, testPassword, '10.4.0.2')).statusCode).toBe(200);
  });

  it('takes the address from the connection, not from an X-Forwarded-For header the client chose', async () => {
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.5.0.1',
        headers: { 'x-forwarded-for': `172.16.0.${attempt}` },
        payload: { username: 'nobody', password: 'wrong' },
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

  describe('client users', () => {
    const register = (payload: Record<string, unknown>) =>
      t.injectAs('admin', { method: 'POST', url: '/api/auth/register', payload });
    const client = { name: 'Rosa Lim', password: 'harbour-2026', department: 'client' };

    it('creates a client user of a client company, who signs in; the user list shows its company', async () => {
      const company = await buildCompany(t.db, { name: 'Cebu Cement Corp.', isClient: true });
      const response = await register({ ...client, username: 'rosa.lim', company_id: company.id });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        username: 'rosa.lim',
        role: 'client',
        companyId: company.id,
        companyName: 'Cebu Cement Corp.',
      });
      expect((await t.login('rosa.lim', 'harbour-2026')).statusCode).toBe(200);
      const listed = await t.injectAs('admin', { method: 'GET', url: '/api/users/?q=rosa.lim' });
      expect(listed.json().data).toEqual([
        expect.objectContaining({ username: 'rosa.lim', companyId: company.id, companyName: 'Cebu Cement Corp.' }),
      ]);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(response.json().id))));
      expect(audit?.after).toMatchObject({ role: 'client', companyId: company.id, clientId: null });
    });

    it('requires the company of a client user, and refuses one for staff (422 on company_id)', async () => {
      const company = await buildCompany(t.db, { isClient: true });
      const fieldErrors = async (payload: Record<string, unknown>) => {
        const response = await register(payload);
        expect(response.statusCode).toBe(422);
        return response.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg]);
      };
      expect(await fieldErrors({ ...client, username: 'no.company' })).toEqual([
        ['body.company_id', 'Choose the consignee company this client user belongs to.'],
      ]);
      expect(await fieldErrors({ ...client, username: 'null.company', company_id: null })).toEqual([
        ['body.company_id', 'Choose the consignee company this client user belongs to.'],
      ]);
      expect(await fieldErrors({ ...body, username: 'staff.company', company_id: company.id })).toEqual([
        ['body.company_id', 'Only a client user belongs to a company: leave the company empty for staff.'],
      ]);
      expect(await fieldErrors({ ...client, username: 'bad.company', company_id: 'abc' })).toEqual([
        ['body.company_id', 'Choose the company from the list.'],
      ]);
      const [written] = await t.db.select({ n: count() }).from(users).where(eq(users.username, 'staff.company'));
      expect(written?.n).toBe(0);
    });

    it('refuses with 409 a company that does not exist or is not a client, and writes nothing', async () => {
      const trucker = await buildCompany(t.db, { name: 'Davao Trucking Co.', isClient: false });
      const notClient = await register({ ...client, username: 'trucker.user', company_id: trucker.id });
      expect(notClient.statusCode).toBe(409);
      expect(notClient.json()).toEqual({ detail: 'The chosen company is not a client.' });
      const unknown = await register({ ...client, username: 'ghost.user', company_id: 999_999 });
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json()).toEqual({ detail: 'The chosen company does not exist.' });
      const written = await t.db
        .select()
        .from(users)
        .where(inArray(users.username, ['trucker.user', 'ghost.user']));
      expect(written).toEqual([]);
    });

    it('cannot be turned into staff, nor staff into a client (PATCH /users/{id})', async () => {
      const company = await buildCompany(t.db, { isClient: true });
      const created = (await register({ ...client, username: 'stays.client', company_id: company.id })).json();
      const admin = (await t.signIn('admin')).headers;
      const patch = (id: number, role: string) =>
        t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: admin, payload: { role } });
      const toStaff = await patch(created.id, 'finance');
      expect(toStaff.statusCode).toBe(400);
      expect(toStaff.json()).toEqual({
        detail: 'A client user belongs to a consignee company: their department cannot be changed.',
      });
      const staff = await t.makeUser('finance');
      const toClient = await patch(staff.id, 'client');
      expect(toClient.statusCode).toBe(422);
      expect(toClient.json().detail[0]).toMatchObject({ loc: ['body', 'role'], msg: authMessages.staffToClient });
    });
  });

  it('is for admins only', async () => {
    const response = await t.injectAs('commercial', { method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });
});

describe('sessions', () => {
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const bearer = (response: { json: () => { accessToken: string } }) => ({
    authorization: `Bearer ${response.json().accessToken}`,
  });

  it('POST /api/auth/logout ends the session of its token only, and is audited', async () => {
    const user = await t.makeUser('operation');
    const first = bearer(await t.login(user.username));
    const second = bearer(await t.login(user.username));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first });
    expect(response.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(first)).json()).toEqual({ detail: 'Not authenticated' });
    expect((await me(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first })).statusCode).toBe(401);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'update')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: user.id, after: { change: 'logout' } });
  });

  it('refuses a well-signed token without a session (as issued before sessions) or with an unknown one', async () => {
    const user = await t.makeUser('admin');
    const signer = tokenSigner(testSecret);
    const withoutSession = await new SignJWT({ user_id: user.id, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(testSecret));
    for (const token of [withoutSession, await signer.sign(user, randomUUID())]) {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it("refuses another user's session under one's own user id", async () => {
    const owner = await t.makeUser('finance');
    const other = await t.makeUser('admin');
    const { sid } = decodeJwt(bearer(await t.login(owner.username)).authorization.slice(7));
    const token = await tokenSigner(testSecret).sign(other, String(sid));
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('a sign-in that verified the old password cannot start a session once the password has changed', async () => {
    const { user, headers } = await t.signIn('checker');
    const before = await findUserById(t.db, user.id);
    if (!before) throw new Error('no user');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/users/me/change-password',
      headers,
      payload: { current_password: testPassword, new_password: 'another-long-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await startSession(t.db, before)).toBeNull();
    const after = await findUserById(t.db, user.id);
    expect(await startSession(t.db, after ?? before)).toEqual(expect.any(String));
  });
});
