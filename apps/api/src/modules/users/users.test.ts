import { authMessages } from '@portside/contracts/auth';
import { versionMessages } from '@portside/contracts/versions';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, users } from '../../db/schema/index';
import { createTestApp, type TestApp, testPassword } from '../../test/app';
import { buildCompany } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = '/api/users/users/me/change-password';
const changeLogin = '/api/users/users/me/change-login';

describe('GET /api/users/', () => {
  it('pages users by id, with or without the trailing slash, and never a password hash', async () => {
    await t.makeUser('guard', { name: null });
    const { headers } = await t.signIn('admin');
    for (const url of ['/api/users', '/api/users/']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { data: { id: number; name: string | null }[]; total: number; limit: number };
      expect(page.limit).toBe(10);
      expect(page.total).toBe(page.data.length);
      expect(page.data.map((u) => u.id)).toEqual([...page.data.map((u) => u.id)].sort((a, b) => a - b));
      expect(page.data.some((u) => u.name === null)).toBe(true);
      expect(Object.keys(page.data[0] ?? {}).sort()).toEqual([
        'companyId',
        'companyName',
        'createdAt',
        'id',
        'isActive',
        'name',
        'role',
        'username',
      ]);
    }
  });

  it('searches name or username and sorts and pages on the server', async () => {
    await t.makeUser('finance', { name: 'Liza Mendoza', username: 'liza.m' });
    await t.makeUser('finance', { name: 'Carlo Villanueva', username: 'cv.finance' });
    await t.makeUser('guard', { name: null, username: 'LIZARDO' });
    const { headers } = await t.signIn('admin');
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/users/?${query}`, headers })).json();
    const names = (page: { data: { username: string }[] }) => page.data.map((u) => u.username);
    expect(names(await list('q=liza&sort=username'))).toEqual(['liza.m', 'LIZARDO']);
    expect(names(await list('q=VILLA'))).toEqual(['cv.finance']);
    expect(await list('q=liza&sort=username&order=desc&limit=1&offset=1')).toMatchObject({
      data: [{ username: 'liza.m' }],
      total: 2,
      limit: 1,
      offset: 1,
    });
  });

  it('is for admins only', async () => {
    expect((await t.injectAs('checker', { method: 'GET', url: '/api/users/' })).statusCode).toBe(403);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the user as the list shows it, 404 for one that does not exist, 403 to other departments', async () => {
    const company = await buildCompany(t.db, { name: 'Iloilo Grains', isClient: true });
    const client = await t.makeUser('client', { name: 'Rosa Lim', companyId: company.id });
    const { headers } = await t.signIn('admin');
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${client.id}`, headers });
    expect(response.json()).toEqual({
      ...client,
      companyId: company.id,
      companyName: 'Iloilo Grains',
      version: expect.any(String),
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/users/999999', headers });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: authMessages.userNotFound }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/0', headers })).statusCode).toBe(422);
    expect((await t.injectAs('finance', { method: 'GET', url: `/api/users/${client.id}` })).statusCode).toBe(403);
  });
});

describe('POST /api/users/users/me/change-password', () => {
  it('changes the password of the signed-in user (snake_case body)', async () => {
    const { user, headers } = await t.signIn('operation');
    const response = await t.app.inject({
      method: 'POST',
      url: changePassword,
      headers,
      payload: { current_password: testPassword, new_password: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Password changed successfully!',
      accessToken: expect.any(String),
      tokenType: 'bearer',
    });
    expect((await t.login(user.username, testPassword)).statusCode).toBe(401);
    expect((await t.login(user.username, 'a-new-long-password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { headers } = await t.signIn('finance');
    const response = await t.app.inject({
      method: 'POST',
      url: changePassword,
      headers,
      payload: { current_password: 'not it', new_password: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Current password is incorrect.' });
  });

  it('gives the spec messages for empty fields and a short new password', async () => {
    const { headers } = await t.signIn('finance');
    const empty = await t.app.inject({ method: 'POST', url: changePassword, headers, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc, d.msg])).toEqual([
      [['body', 'current_password'], 'Please fill in all required fields.'],
      [['body', 'new_password'], 'Please fill in all required fields.'],
    ]);
    const short = await t.app.inject({
      method: 'POST',
      url: changePassword,
      headers,
      payload: { current_password: testPassword, new_password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toEqual([
      { loc: ['body', 'new_password'], msg: 'New password must be at least 8 characters.', type: expect.any(String) },
    ]);
  });
});

describe('POST /api/users/users/me/change-login', () => {
  it('changes the login, after which the user signs in with it', async () => {
    const { user, headers } = await t.signIn('commercial');
    const response = await t.app.inject({
      method: 'POST',
      url: changeLogin,
      headers,
      payload: { current_password: testPassword, new_login: 'jose.reyes@example.ph' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ detail: 'Login/email changed successfully!', tokenType: 'bearer' });
    expect((await t.login(user.username)).statusCode).toBe(401);
    expect((await t.login('jose.reyes@example.ph')).statusCode).toBe(200);
  });

  it('answers 409 when the new login belongs to someone else', async () => {
    const other = await t.makeUser('guard');
    const { headers } = await t.signIn('commercial');
    const response = await t.app.inject({
      method: 'POST',
      url: changeLogin,
      headers,
      payload: { current_password: testPassword, new_login: other.username.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Username already exists. Please choose another one.' });
  });

  it('requires the current password and the new login', async () => {
    const { headers } = await t.signIn('commercial');
    const response = await t.app.inject({ method: 'POST', url: changeLogin, headers, payload: { new_login: ' ' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['current_password', 'new_login']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: changeLogin,
      headers,
      payload: { current_password: 'wrong', new_login: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: changeLogin,
      headers,
      payload: { current_password: testPassword, new_login: 'x'.repeat(151) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].msg).toBe('Username must be at most 150 characters');
  });
});

type Headers = Record<string, string>;
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
/** A second session of the user: its token. */
async function anotherSession(username: string, password = testPassword): Promise<Headers> {
  const response = await t.login(username, password);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().accessToken}` };
}
const patchUser = (id: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload });
const setPassword = (id: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/set-password`, headers, payload });
const endSessions = (id: number, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/end-sessions`, headers });
/** The audit entries about a user, oldest first, as stored (not as the audit list redacts them). */
const auditOf = (userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(userId))))
    .orderBy(asc(auditLog.id));

describe('sessions end with account changes', () => {
  it('a password change refuses every token issued before it, the one that made it too, and answers a new one', async () => {
    const { user, headers } = await t.signIn('supervisor');
    const other = await anotherSession(user.username);
    const response = await t.app.inject({
      method: 'POST',
      url: changePassword,
      headers,
      payload: { current_password: testPassword, new_password: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${response.json().accessToken}` })).statusCode).toBe(200);
    expect((await me(await anotherSession(user.username, 'a-new-long-password'))).statusCode).toBe(200);
  });

  it('a login change refuses every token issued before it and answers a new one', async () => {
    const { user, headers } = await t.signIn('processor');
    const other = await anotherSession(user.username);
    const response = await t.app.inject({
      method: 'POST',
      url: changeLogin,
      headers,
      payload: { current_password: testPassword, new_login: `${user.username}-renamed` },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${response.json().accessToken}` })).json().username).toBe(
      `${user.username}-renamed`,
    );
  });

  it("keeps a client user's department: a client belongs to a consignee company", async () => {
    const admin = (await t.signIn('admin')).headers;
    const client = await t.makeUser('client');
    const response = await patchUser(client.id, admin, { role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: authMessages.clientDepartment });
    expect((await patchUser(client.id, admin, { is_active: false })).statusCode).toBe(200);
  });

  it('deactivation refuses every token of the user; after activation only a new sign-in works', async () => {
    const admin = (await t.signIn('admin')).headers;
    const { user, headers } = await t.signIn('finance');
    const deactivated = await patchUser(user.id, admin, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ id: user.id, isActive: false });
    expect((await me(headers)).statusCode).toBe(401);
    expect((await t.login(user.username)).statusCode).toBe(401);
    expect((await patchUser(user.id, admin, { is_active: true })).json()).toMatchObject({ isActive: true });
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(await anotherSession(user.username))).statusCode).toBe(200);
  });

  it('a role change refuses the tokens issued for the old role', async () => {
    const admin = (await t.signIn('admin')).headers;
    const { user, headers } = await t.signIn('commercial');
    const changed = await patchUser(user.id, admin, { role: 'checker' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'checker' });
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(await anotherSession(user.username))).json()).toMatchObject({ role: 'checker' });
  });

  it('an admin ends all sessions of a user', async () => {
    const admin = (await t.signIn('admin')).headers;
    const { user, headers } = await t.signIn('guard');
    const other = await anotherSession(user.username);
    const response = await endSessions(user.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 2 });
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await me(await anotherSession(user.username))).statusCode).toBe(200);
  });

  it('user changes and ending sessions are for admins only, about users that exist', async () => {
    const { user, headers } = await t.signIn('commercial');
    expect((await endSessions(user.id, headers)).statusCode).toBe(403);
    expect((await patchUser(user.id, headers, { is_active: false })).statusCode).toBe(403);
    const admin = (await t.signIn('admin')).headers;
    for (const response of [await endSessions(999_999, admin), await patchUser(999_999, admin, { is_active: false })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'User not found.' });
    }
    expect((await endSessions(2 ** 31, admin)).statusCode).toBe(422);
    expect((await patchUser(user.id, admin, { role: 'client' })).statusCode).toBe(422);
  });

  it('an admin cannot deactivate itself or change its own role', async () => {
    const { user, headers } = await t.signIn('admin');
    for (const payload of [{ is_active: false }, { role: 'finance' }]) {
      const response = await patchUser(user.id, headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'You cannot deactivate your own account or change your own role.',
      });
    }
    expect((await me(headers)).statusCode).toBe(200);
  });
});

describe('wrong current passwords are throttled like sign-ins', () => {
  for (const [url, body] of [
    [changePassword, { new_password: 'a-new-long-password' }],
    [changeLogin, { new_login: 'renamed-after-guesses' }],
  ] as const) {
    it(`${url.split('/').pop()}: 429 after 10 wrong in a minute from one address; the owner elsewhere is not locked out`, async () => {
      const { headers } = await t.signIn('finance');
      const attempt = (password: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url,
          headers,
          remoteAddress,
          payload: { ...body, current_password: password },
        });
      for (let i = 0; i < 10; i++) expect((await attempt('wrong', '10.8.0.1')).statusCode).toBe(400);
      const blocked = await attempt(testPassword, '10.8.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ detail: 'Too many incorrect passwords. Please wait a minute and try again.' });
      expect((await attempt(testPassword, '10.8.0.2')).statusCode).toBe(200);
    });
  }
});

const staffBefore = (isActive: boolean) => ({ role: 'checker', isActive, companyId: null, clientId: null });

describe('two admins changing one user', () => {
  it('a change made from a version the user no longer has is refused and changes nothing', async () => {
    const target = await t.makeUser('checker', { name: 'Nilo Cruz' });
    const { headers } = await t.signIn('admin');
    const url = `/api/users/${target.id}`;
    const opened = (await t.app.inject({ method: 'GET', url, headers })).json().version;
    const change = (payload: object, version: string) =>
      t.app.inject({ method: 'PATCH', url, headers: { ...headers, 'if-match': `"${version}"` }, payload });
    const first = await change({ role: 'finance' }, opened);
    expect(first.statusCode).toBe(200);
    expect(first.json().version).not.toBe(opened);
    const entries = () =>
      t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(target.id)));
    const before = (await entries()).length;
    const stale = await change({ role: 'guard' }, opened);
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: versionMessages.changed }]);
    expect((await t.app.inject({ method: 'GET', url, headers })).json().role).toBe('finance');
    expect(await entries()).toHaveLength(before);
    expect((await change({ role: 'guard' }, first.json().version)).statusCode).toBe(200);
  });

  it('of two admins changing one user from the same version at once, exactly one succeeds', async () => {
    const target = await t.makeUser('checker', { name: 'Ramon Uy' });
    const [a, b] = [await t.signIn('admin'), await t.signIn('admin')];
    const url = `/api/users/${target.id}`;
    const { version } = (await t.app.inject({ method: 'GET', url, headers: a.headers })).json();
    const answers = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...a.headers, 'if-match': version },
        payload: { role: 'guard' },
      }),
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...b.headers, 'if-match': version },
        payload: { is_active: false },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('two admins demoting each other at once', () => {
  it('leave one active admin: one change succeeds, the other is refused', async () => {
    const fresh = await createTestApp();
    try {
      const [a, b] = [await fresh.signIn('admin'), await fresh.signIn('admin')];
      const answers = await Promise.all([
        fresh.app.inject({
          method: 'PATCH',
          url: `/api/users/${b.user.id}`,
          headers: a.headers,
          payload: { is_active: false },
        }),
        fresh.app.inject({
          method: 'PATCH',
          url: `/api/users/${a.user.id}`,
          headers: b.headers,
          payload: { role: 'finance' },
        }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      // The second is refused by the check, or, when the first ended its sessions before it was read, signed out.
      expect([
        [200, 409],
        [200, 401],
      ]).toContainEqual(codes);
      const refused = answers.find((answer) => answer.statusCode === 409);
      if (refused) expect(refused.json()).toEqual({ detail: authMessages.lastAdmin });
      const admins = await fresh.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('an admin sets a new password for a user who forgot theirs', () => {
  it('the user signs in with it, every session of theirs ends, the admin stays signed in', async () => {
    const admin = (await t.signIn('admin')).headers;
    const { user, headers } = await t.signIn('operation');
    const other = await anotherSession(user.username);
    const response = await setPassword(user.id, admin, { new_password: 'given-by-the-admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: authMessages.passwordSet, endedSessions: 2 });
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await t.login(user.username)).statusCode).toBe(401);
    expect((await t.login(user.username, 'given-by-the-admin')).statusCode).toBe(200);
  });

  it("refuses a short or missing password, another department, a user who does not exist, and the admin's own", async () => {
    const { user: admin, headers } = await t.signIn('admin');
    const target = await t.makeUser('guard');
    const short = await setPassword(target.id, headers, { new_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].msg).toBe('Password must be at least 8 characters.');
    expect((await setPassword(target.id, headers, {})).json().detail[0].msg).toBe('Password is required');
    const long = await setPassword(target.id, headers, { new_password: 'x'.repeat(1025) });
    expect(long.json().detail[0].msg).toBe(authMessages.passwordTooLong);
    const missing = await setPassword(999_999, headers, { new_password: 'long-enough-password' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: authMessages.userNotFound }]);
    const own = await setPassword(admin.id, headers, { new_password: 'long-enough-password' });
    expect([own.statusCode, own.json()]).toEqual([400, { detail: authMessages.ownPassword }]);
    const { headers: finance } = await t.signIn('finance');
    expect((await setPassword(target.id, finance, { new_password: 'long-enough-password' })).statusCode).toBe(403);
    expect((await t.login(target.username)).statusCode).toBe(200);
  });
});

describe('an admin moves a client user to another client company', () => {
  it("the user now belongs to it, its sessions end, and it is no longer its client record's portal sign-in", async () => {
    const admin = (await t.signIn('admin')).headers;
    const [first, second] = [
      await buildCompany(t.db, { name: 'Cebu Cement Corp.', isClient: true }),
      await buildCompany(t.db, { name: 'Davao Steel Inc.', isClient: true }),
    ];
    const [record] = await t.db
      .insert(clients)
      .values({
        firstName: 'Ana',
        lastName: 'Reyes',
        companyId: first.id,
        email: 'ana@example.ph',
        mobileNumber: '09171234567',
      })
      .returning();
    const client = await t.makeUser('client', { companyId: first.id, clientId: record?.id });
    const session = await anotherSession(client.username);
    const moved = await patchUser(client.id, admin, { company_id: second.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: client.id,
      role: 'client',
      companyId: second.id,
      companyName: 'Davao Steel Inc.',
    });
    expect((await me(session)).statusCode).toBe(401);
    const entries = await auditOf(client.id);
    expect(entries.at(-1)).toMatchObject({
      before: { companyId: first.id, clientId: record?.id },
      after: { companyId: second.id, clientId: null, endedSessions: 1 },
    });
  });

  it('refuses a company that is not a client or does not exist, a company for staff, and a malformed id', async () => {
    const admin = (await t.signIn('admin')).headers;
    const company = await buildCompany(t.db, { isClient: true });
    const notClient = await buildCompany(t.db, { isClient: false });
    const client = await t.makeUser('client', { companyId: company.id });
    const staff = await t.makeUser('checker');
    const answers = [
      await patchUser(client.id, admin, { company_id: notClient.id }),
      await patchUser(client.id, admin, { company_id: 999_999 }),
      await patchUser(staff.id, admin, { company_id: company.id }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().detail])).toEqual([
      [409, authMessages.companyNotClient],
      [409, authMessages.companyNotFound],
      [400, authMessages.staffCompany],
    ]);
    const malformed = await patchUser(client.id, admin, { company_id: 'x' });
    expect([malformed.statusCode, malformed.json().detail[0].msg]).toEqual([422, authMessages.invalidCompany]);
    const [row] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(row?.companyId).toBe(company.id);
  });
});

describe('account changes are audited', () => {
  it('creation, password and login changes, deactivation, activation and ending sessions: who, when, what', async () => {
    const { user: admin, headers: adminHeaders } = await t.signIn('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: adminHeaders,
      payload: { name: 'Audit Target', username: 'audit.target', password: 'first-password', department: 'checker' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const headers = { authorization: `Bearer ${(await t.login('audit.target', 'first-password')).json().accessToken}` };
    const other = await anotherSession('audit.target', 'first-password');
    const changed = await t.app.inject({
      method: 'POST',
      url: changePassword,
      headers,
      payload: { current_password: 'first-password', new_password: 'second-password' },
    });
    await t.app.inject({
      method: 'POST',
      url: changeLogin,
      headers: { authorization: `Bearer ${changed.json().accessToken}` },
      payload: { current_password: 'second-password', new_login: 'audit.renamed' },
    });
    await patchUser(id, adminHeaders, { is_active: false });
    await patchUser(id, adminHeaders, { is_active: true });
    await anotherSession('audit.renamed', 'second-password');
    await endSessions(id, adminHeaders);
    await anotherSession('audit.renamed', 'second-password');
    await setPassword(id, adminHeaders, { new_password: 'third-password' });

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.userId, entry.action, entry.before, entry.after])).toEqual([
      [admin.id, 'create', null, expect.objectContaining({ id, username: 'audit.target', role: 'checker' })],
      [id, 'update', null, { change: 'password', endedSessions: 2 }],
      [id, 'update', { username: 'audit.target' }, { username: 'audit.renamed', endedSessions: 1 }],
      [admin.id, 'update', staffBefore(true), { ...staffBefore(false), endedSessions: 1 }],
      [admin.id, 'update', staffBefore(false), { ...staffBefore(true), endedSessions: 0 }],
      [admin.id, 'update', null, { change: 'sessions ended', endedSessions: 1 }],
      [admin.id, 'update', null, { change: 'password set by an admin', endedSessions: 1 }],
    ]);
    expect(entries.every((entry) => entry.createdAt instanceof Date)).toBe(true);
    expect((await me(other)).statusCode).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    const stored = JSON.stringify(entries);
    for (const secret of [
      'first-password',
      'second-password',
      'third-password',
      row?.passwordHash ?? '$argon2',
      '$argon2',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toMatch(/password_?hash/i);
  });
});
