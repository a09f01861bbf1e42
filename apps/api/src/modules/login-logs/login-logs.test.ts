import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/analytics/login-logs/clients/count';

describe('GET /api/analytics/login-logs/clients/count', () => {
  it('counts successful sign-ins of client users, most recent first, with totals', async () => {
    const grace = await t.makeUser('client', { name: 'Grace Tan', username: 'grace' });
    const victor = await t.makeUser('client', { name: 'Victor Lim', username: 'victor' });
    const idle = await t.makeUser('client', { name: null, username: 'idle-client' });
    await t.makeUser('finance'); // staff sign-ins are not counted
    await t.login('grace');
    await t.login('grace');
    await t.login('grace', 'wrong');
    await t.login('victor');
    // Victor's sign-in happened later than Grace's.
    await t.db
      .update(loginLogs)
      .set({ createdAt: new Date('2026-01-05T08:00:00Z') })
      .where(eq(loginLogs.userId, grace.id));

    const { headers } = await t.signIn('admin');
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ start: null, end: null, total: 3, clients: 3, activeClients: 2 });
    expect(body.items.map((i: { userId: number; count: number }) => [i.userId, i.count])).toEqual([
      [victor.id, 1],
      [grace.id, 2],
      [idle.id, 0],
    ]);
    expect(body.items[1].lastLoginAt).toBe('2026-01-05T08:00:00.000Z');
    expect(body.items[2]).toMatchObject({ name: null, lastLoginAt: null });

    const limited = await t.app.inject({ method: 'GET', url: `${url}?limit=1`, headers });
    expect(limited.json().items).toHaveLength(1);
    expect(limited.json().total).toBe(3);

    const searched = await t.app.inject({ method: 'GET', url: `${url}?q=TAN`, headers });
    expect(searched.json().items.map((i: { username: string }) => i.username)).toEqual(['grace']);

    const windowed = await t.app.inject({ method: 'GET', url: `${url}?start=2026-01-01&end=2026-01-05`, headers });
    expect(windowed.json()).toMatchObject({ start: '2026-01-01', end: '2026-01-05', total: 2, activeClients: 1 });
  });

  it('is open to commercial and closed to other departments', async () => {
    expect((await t.injectAs('commercial', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs('finance', { method: 'GET', url })).statusCode).toBe(403);
  });

  it('rejects a malformed date with a 422 on the query', async () => {
    const response = await t.injectAs('admin', { method: 'GET', url: `${url}?start=yesterday` });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['query', 'start']);
  });
});
