import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cargoHandlers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildItem } from '../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
});
afterAll(() => t.close());

const url = '/api/cargo-handlers';
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const handlerCount = async () => (await t.db.select({ n: count() }).from(cargoHandlers))[0]?.n;

describe('cargo handlers', () => {
  it('creates handlers and lists them searched, filtered by type and paginated', async () => {
    for (const [name, type] of [
      ['Harbor Star Stevedoring', 'stevedoring'],
      ['Harbor Star Arrastre', 'arrastre'],
      ['Pier Nine Services', 'arrastre'],
    ]) {
      const response = await post({ name, type });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), name, type, version: expect.any(String) });
    }
    const arrastre = await t.app.inject({ method: 'GET', url: `${url}?type=arrastre`, headers: admin });
    expect(arrastre.json().data.map((h: { name: string }) => h.name)).toEqual([
      'Harbor Star Arrastre',
      'Pier Nine Services',
    ]);
    const page = await t.app.inject({ method: 'GET', url: `${url}?q=harbor&limit=1&offset=1`, headers: admin });
    expect(page.json()).toEqual({
      data: [
        { id: expect.any(Number), name: 'Harbor Star Stevedoring', type: 'stevedoring', version: expect.any(String) },
      ],
      total: 2,
      limit: 1,
      offset: 1,
    });
  });

  it('allows one name under both types but refuses a duplicate of name and type with 409', async () => {
    expect((await post({ name: 'Pier Nine Services', type: 'stevedoring' })).statusCode).toBe(201);
    const before = await handlerCount();
    const response = await post({ name: 'pier nine SERVICES', type: 'arrastre' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A cargo handler with this name and type already exists.' });
    expect(await handlerCount()).toBe(before);
  });

  it('says Handler name is required and Handler type is required', async () => {
    const response = await post({ name: ' ', type: 'crane' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Handler name is required', type: expect.any(String) },
      { loc: ['body', 'type'], msg: 'Handler type is required', type: expect.any(String) },
    ]);
  });

  it('renames a handler, deletes an unused one and refuses one that items use', async () => {
    const { id } = (await post({ name: 'Old Name Stevedores', type: 'stevedoring' })).json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { name: 'New Name Stevedores', type: 'stevedoring' },
    });
    expect(renamed.json()).toEqual({
      id,
      name: 'New Name Stevedores',
      type: 'stevedoring',
      version: expect.any(String),
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${url}/999999`,
      headers: admin,
      payload: { name: 'X', type: 'arrastre' },
    });
    expect(missing.json()).toEqual({ detail: 'Cargo handler not found.' });

    await buildItem(t.db, { stevedoringId: id });
    const refused = await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This cargo handler is used by work order items and cannot be deleted.' });
    const unused = (await post({ name: 'Gone Tomorrow', type: 'arrastre' })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${unused.id}`, headers: admin })).statusCode).toBe(204);
  });

  it('writes an audit entry for every change', async () => {
    const { id } = (await post({ name: 'Audited Arrastre', type: 'arrastre' })).json();
    await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cargo_handlers'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['create', null, expect.objectContaining({ name: 'Audited Arrastre', type: 'arrastre' })],
      ['delete', expect.objectContaining({ name: 'Audited Arrastre' }), null],
    ]);
  });

  it('lets commercial read the handlers but only admins change them', async () => {
    expect((await t.injectAs('commercial', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs('finance', { method: 'GET', url })).statusCode).toBe(403);
    const before = await handlerCount();
    const write = await t.injectAs('commercial', { method: 'POST', url, payload: { name: 'X', type: 'arrastre' } });
    expect(write.statusCode).toBe(403);
    expect(await handlerCount()).toBe(before);
  });
});
