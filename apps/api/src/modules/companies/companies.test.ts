import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildConsignee, buildKind } from '../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
let consignee: number;
let shipper: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
  consignee = (await buildKind(t.db, { name: 'Consignee' })).id;
  shipper = (await buildKind(t.db, { name: 'Shipper' })).id;
});
afterAll(() => t.close());

const url = '/api/companies';
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const companyCount = async () => (await t.db.select({ n: count() }).from(companies))[0]?.n;

describe('companies', () => {
  it('creates companies from the snake_case body, a client unless told otherwise', async () => {
    const created = await post({ name: 'Luzon Rice Traders', kind_id: consignee });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Luzon Rice Traders',
      kindId: consignee,
      kindName: 'Consignee',
      isClient: true,
      tin: null,
      registeredAddress: null,
      version: expect.any(String),
    });
    const other = await post({ name: 'Visayas Steel Shippers', kind_id: shipper, is_client: false });
    expect(other.json()).toMatchObject({ kindName: 'Shipper', isClient: false });
  });

  it('lists name and kind, searched in SQL, sorted by name, one page with the total', async () => {
    await post({ name: 'Mindanao Cement Corp.', kind_id: consignee });
    const all = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(all.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Luzon Rice Traders',
      'Mindanao Cement Corp.',
      'Visayas Steel Shippers',
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: `${url}?q=S&sort=name&order=desc&limit=1&offset=1`,
      headers: admin,
    });
    expect(page.json()).toEqual({
      data: [expect.objectContaining({ name: 'Luzon Rice Traders', kindName: 'Consignee' })],
      total: 2,
      limit: 1,
      offset: 1,
    });
    const clients = await t.app.inject({ method: 'GET', url: `${url}?is_client=true&q=v`, headers: admin });
    expect(clients.json().total).toBe(0);
  });

  it('refuses a duplicate name in any case with 409 and writes nothing', async () => {
    const before = await companyCount();
    const response = await post({ name: '  LUZON rice traders ', kind_id: consignee });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A company with this name already exists.' });
    expect(await companyCount()).toBe(before);
  });

  it('says Company name is required and Kind of company is required on their fields', async () => {
    const empty = await post({ name: '  ', kind_id: 0 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Company name is required', type: expect.any(String) },
      { loc: ['body', 'kind_id'], msg: 'Kind of company is required', type: expect.any(String) },
    ]);
    const missing = await post({});
    expect(missing.json().detail.map((issue: { msg: string }) => issue.msg)).toEqual([
      'Company name is required',
      'Kind of company is required',
    ]);
  });

  it('refuses a kind that does not exist with a sentence', async () => {
    const response = await post({ name: 'Nowhere Inc.', kind_id: 999_999 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'The chosen kind of company does not exist.' });
  });

  it('updates a company, and says when it does not exist or the name is taken', async () => {
    const { id } = (await post({ name: 'Cebu Feeds', kind_id: consignee })).json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { name: 'Cebu Feeds Inc.', kind_id: shipper, is_client: false },
    });
    expect(updated.json()).toEqual({
      id,
      name: 'Cebu Feeds Inc.',
      kindId: shipper,
      kindName: 'Shipper',
      isClient: false,
      tin: null,
      registeredAddress: null,
      version: expect.any(String),
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { name: 'mindanao cement corp.', kind_id: shipper },
    });
    expect(taken.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${url}/999999`,
      headers: admin,
      payload: { name: 'X', kind_id: shipper },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Company not found.' });
  });

  it('deletes an unused company and refuses one in use with a sentence', async () => {
    const unused = (await post({ name: 'Short Lived Co.', kind_id: shipper })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${unused.id}`, headers: admin })).statusCode).toBe(204);
    const used = (await post({ name: 'Davao Fruit Co.', kind_id: consignee })).json();
    await buildConsignee(t.db, { name: 'DAVAO FRUIT CO', companyId: used.id });
    const refused = await t.app.inject({ method: 'DELETE', url: `${url}/${used.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This company is used by other records and cannot be deleted.' });
    const missing = await t.app.inject({ method: 'DELETE', url: `${url}/999999`, headers: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('writes who changed what, with the values before and after', async () => {
    const { id } = (await post({ name: 'Audit Trail Corp.', kind_id: consignee })).json();
    await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { name: 'Audit Trail Corp.', kind_id: consignee, is_client: false },
    });
    await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({ before: { isClient: true }, after: { isClient: false } });
    expect(entries[2]).toMatchObject({ before: { name: 'Audit Trail Corp.' }, after: null });
  });

  it('is for admins only', async () => {
    expect((await t.injectAs('commercial', { method: 'GET', url })).statusCode).toBe(403);
    const before = await companyCount();
    const response = await t.injectAs('commercial', { method: 'POST', url, payload: { name: 'X', kind_id: shipper } });
    expect(response.statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });

  it('keeps a TIN with its branch code and a registered address, and refuses a TIN written otherwise', async () => {
    const before = await companyCount();
    for (const tin of ['004-512-338', '004512338000', '004-512-338-000001', 'TIN 004-512-338-00000']) {
      const refused = await post({ name: 'Panay Sugar Inc.', kind_id: consignee, tin });
      expect(refused.statusCode, tin).toBe(422);
      expect(refused.json().detail[0].msg).toBe('TIN must be written with its branch code: 000-123-456-00000');
    }
    const tooLong = await post({ name: 'Panay Sugar Inc.', kind_id: consignee, registered_address: 'x'.repeat(501) });
    expect(tooLong.json().detail[0].msg).toBe('Registered address must be at most 500 characters');
    expect(await companyCount()).toBe(before);
    const created = await post({
      name: 'Panay Sugar Inc.',
      kind_id: consignee,
      tin: ' 004-512-338-00000 ',
      registered_address: ' Lot 5, Port Area, Iloilo City ',
    });
    expect(created.json()).toMatchObject({
      tin: '004-512-338-00000',
      registeredAddress: 'Lot 5, Port Area, Iloilo City',
    });
    const blank = await post({ name: 'Negros Feeds', kind_id: consignee, tin: '  ', registered_address: '' });
    expect(blank.json()).toMatchObject({ tin: null, registeredAddress: null });
  });
});
