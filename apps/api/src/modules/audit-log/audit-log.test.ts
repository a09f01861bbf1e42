import { boundsMessages } from '@portside/contracts/bounds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signIn('admin');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
  otherId = (await t.makeUser('admin', { username: 'other-admin' })).id;
  // Making those users wrote their own entries; the tests read a log of known entries only.
  await t.db.delete(auditLog);
  // Manila is UTC+8: 2025-03-01 23:30 UTC is 2025-03-02 07:30 in the terminal.
  await t.db.insert(auditLog).values([
    {
      userId: adminId,
      action: 'create',
      entity: 'descriptions',
      entityId: '1',
      after: { id: 1, content: 'Rice' },
      createdAt: new Date('2025-03-01T10:00:00Z'),
    },
    {
      userId: otherId,
      action: 'update',
      entity: 'descriptions',
      entityId: '1',
      before: { id: 1, content: 'Rice' },
      after: { id: 1, content: 'Milled Rice' },
      createdAt: new Date('2025-03-01T23:30:00Z'),
    },
    {
      userId: adminId,
      action: 'update',
      entity: 'users',
      entityId: '7',
      before: { id: 7, passwordHash: 'secret-hash', name: 'A' },
      after: { id: 7, passwordHash: 'other-hash', name: 'B' },
      createdAt: new Date('2025-03-03T01:00:00Z'),
    },
    {
      userId: null,
      action: 'delete',
      entity: 'consignees',
      entityId: '4',
      createdAt: new Date('2025-03-04T01:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const url = '/api/audit-log';
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: admin })).json();

describe('audit log', () => {
  it('lists who, when, what and the values, newest first, in pages', async () => {
    const page = await list('limit=2');
    expect(page.total).toBe(4);
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        createdAt: '2025-03-04T01:00:00.000Z',
        userId: null,
        username: null,
        action: 'delete',
        entity: 'consignees',
        entityId: '4',
        before: null,
        after: null,
        reason: null,
      },
      expect.objectContaining({ entity: 'users', username: expect.stringContaining('admin') }),
    ]);
    expect((await list('limit=2&offset=2')).data.map((e: { action: string }) => e.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('never shows password hashes', async () => {
    const [entry] = (await list('entity=users')).data;
    expect(entry.before).toEqual({ id: 7, name: 'A' });
    expect(entry.after).toEqual({ id: 7, name: 'B' });
  });

  it('filters by entity, action, user and days of the terminal time zone', async () => {
    expect((await list('entity=descriptions')).total).toBe(2);
    expect((await list('entity=descriptions&action=update')).data[0].after).toEqual({ id: 1, content: 'Milled Rice' });
    expect((await list(`user_id=${otherId}`)).total).toBe(1);
    // 23:30 UTC on the 1st is the 2nd in Manila.
    expect((await list('from=2025-03-02&to=2025-03-02')).data.map((e: { action: string }) => e.action)).toEqual([
      'update',
    ]);
    expect((await list('to=2025-03-01')).total).toBe(1);
    expect((await list('from=2025-03-03')).total).toBe(2);
  });

  it('names the entities that have entries', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${url}/entities`, headers: admin });
    expect(response.json()).toEqual({ data: ['consignees', 'descriptions', 'users'] });
  });

  it('refuses a malformed date and other roles', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `${url}?from=March`, headers: admin });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['query', 'from'], msg: boundsMessages.invalidDate });
    expect((await t.injectAs('supervisor', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('commercial', { method: 'GET', url: `${url}/entities` })).statusCode).toBe(403);
  });
});
