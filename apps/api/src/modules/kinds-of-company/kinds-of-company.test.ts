import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kindsOfCompany } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany } from '../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
});
afterAll(() => t.close());

const url = '/api/kinds-of-company';
const post = (name: unknown) => t.app.inject({ method: 'POST', url, headers: admin, payload: { name } });

describe('kinds of company', () => {
  it('creates kinds and lists them searched, sorted and paginated', async () => {
    for (const name of ['Shipper', 'Consignee', 'Shipping Agent', 'Customs Broker']) {
      const response = await post(name);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), name, version: expect.any(String) });
    }
    const all = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(all.json().data.map((k: { name: string }) => k.name)).toEqual([
      'Consignee',
      'Customs Broker',
      'Shipper',
      'Shipping Agent',
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: `${url}?q=ship&sort=name&order=desc&limit=1&offset=1`,
      headers: admin,
    });
    expect(page.json()).toEqual({
      data: [{ id: expect.any(Number), name: 'Shipper', version: expect.any(String) }],
      total: 2,
      limit: 1,
      offset: 1,
    });
  });

  it('refuses a duplicate name in any case with 409 and writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(kindsOfCompany);
    const response = await post('  consignee ');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A kind of company with this name already exists.' });
    const [after] = await t.db.select({ n: count() }).from(kindsOfCompany);
    expect(after?.n).toBe(before?.n);
  });

  it('requires a name', async () => {
    const response = await post('   ');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Kind name is required', type: expect.any(String) },
    ]);
  });

  it('renames a kind, and says when it does not exist or the name is taken', async () => {
    const { id } = (await post('Trucking')).json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { name: 'Trucker' },
    });
    expect(renamed.json()).toEqual({ id, name: 'Trucker', version: expect.any(String) });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { name: 'SHIPPER' },
    });
    expect(taken.statusCode).toBe(409);
    const missing = await t.app.inject({ method: 'PUT', url: `${url}/999999`, headers: admin, payload: { name: 'X' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Kind of company not found.' });
  });

  it('deletes an unused kind and refuses one that companies use', async () => {
    const unused = (await post('Forwarder')).json();
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${unused.id}`, headers: admin })).statusCode).toBe(204);
    const used = (await post('Stevedore')).json();
    await buildCompany(t.db, { name: 'Harbor Stevedores Inc.', kindId: used.id });
    const refused = await t.app.inject({ method: 'DELETE', url: `${url}/${used.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This kind of company is used by companies and cannot be deleted.' });
    const [still] = await t.db.select().from(kindsOfCompany).where(eq(kindsOfCompany.id, used.id));
    expect(still?.name).toBe('Stevedore');
  });

  it('writes who changed what, with the values before and after', async () => {
    const { id } = (await post('Broker')).json();
    await t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: admin, payload: { name: 'Brokerage' } });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'kinds_of_company'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ before: { name: 'Broker' }, after: { name: 'Brokerage' } });
    expect(entries[1]?.userId).toEqual(expect.any(Number));
  });

  it('lets commercial read the kinds but only admins change them', async () => {
    expect((await t.injectAs('commercial', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs('commercial', { method: 'POST', url, payload: { name: 'X' } })).statusCode).toBe(403);
  });
});
