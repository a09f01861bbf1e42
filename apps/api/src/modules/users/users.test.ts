import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testPassword } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = '/api/users/users/me/change-password';
const changeLogin = '/api/users/users/me/change-login';

describe('GET /api/users/', () => {
  it('lists every user sorted by id, with or without the trailing slash, and never a password hash', async () => {
    await t.makeUser('guard', { name: null });
    const { headers } = await t.signIn('admin');
    for (const url of ['/api/users', '/api/users/']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      const list = response.json() as { id: number; name: string | null }[];
      expect(list.map((u) => u.id)).toEqual([...list.map((u) => u.id)].sort((a, b) => a - b));
      expect(list.some((u) => u.name === null)).toBe(true);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'isActive', 'name', 'role', 'username']);
    }
  });

  it('is for admins only', async () => {
    expect((await t.injectAs('checker', { method: 'GET', url: '/api/users/' })).statusCode).toBe(403);
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
    expect(response.json()).toEqual({ detail: 'Password changed successfully!' });
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
    expect(response.json()).toEqual({ detail: 'Login/email changed successfully!' });
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
