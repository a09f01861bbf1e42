import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, consignees } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany } from '../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
let client: { id: number; name: string };
let notClient: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
  client = await buildCompany(t.db, { name: 'Luzon Rice Traders Inc.' });
  notClient = await buildCompany(t.db, { name: 'Not A Client Corp.', isClient: false });
});
afterAll(() => t.close());

const url = '/api/consignees';
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const consigneeCount = async () => (await t.db.select({ n: count() }).from(consignees))[0]?.n;

describe('consignees', () => {
  it('creates consignees with or without their client company and lists them searched in pages', async () => {
    const linked = await post({ name: 'LUZON RICE TRADERS', company_id: client.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toEqual({
      id: expect.any(Number),
      name: 'LUZON RICE TRADERS',
      consignee: 'LUZON RICE TRADERS',
      companyId: client.id,
      companyName: client.name,
      version: expect.any(String),
    });
    const alone = await post({ name: 'Juan Dela Cruz Trading', company_id: null });
    expect(alone.json()).toMatchObject({ companyId: null, companyName: null });
    await post({ name: 'Rice Field Supply' });

    const page = await t.app.inject({ method: 'GET', url: `${url}?q=rice&limit=1`, headers: admin });
    expect(page.json()).toEqual({
      data: [expect.objectContaining({ name: 'LUZON RICE TRADERS' })],
      total: 2,
      limit: 1,
      offset: 0,
    });
  });

  it('refuses a duplicate name in any case with 409 and writes nothing', async () => {
    const before = await consigneeCount();
    const response = await post({ name: 'luzon rice traders' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A consignee with this name already exists.' });
    expect(await consigneeCount()).toBe(before);
  });

  it('says Consignee name is required', async () => {
    const response = await post({ name: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Consignee name is required', type: expect.any(String) },
    ]);
  });

  it('accepts only an existing client company', async () => {
    const before = await consigneeCount();
    const unknown = await post({ name: 'Ghost Consignee', company_id: 999_999 });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({ detail: 'The chosen company does not exist.' });
    const other = await post({ name: 'Ghost Consignee', company_id: notClient.id });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: 'The chosen company is not a client.' });
    expect(await consigneeCount()).toBe(before);
  });

  it('edits and deletes a consignee, with audit entries', async () => {
    const { id } = (await post({ name: 'Cebu Hardware' })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { name: 'Cebu Hardware Depot', company_id: client.id },
    });
    expect(edited.json()).toEqual({
      id,
      name: 'Cebu Hardware Depot',
      consignee: 'Cebu Hardware Depot',
      companyId: client.id,
      companyName: client.name,
      version: expect.any(String),
    });
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin })).statusCode).toBe(204);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'consignees'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({ before: { companyId: null }, after: { companyId: client.id } });
  });

  it('refuses to delete the company of a consignee', async () => {
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/companies/${client.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
  });

  it('lets commercial read the consignees but only admins change them', async () => {
    expect((await t.injectAs('commercial', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs('client', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('commercial', { method: 'POST', url, payload: { name: 'X' } })).statusCode).toBe(403);
  });
});
