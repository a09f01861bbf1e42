import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vessels } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany, buildVessel } from '../../test/factories';

let t: TestApp;
let commercial: Record<string, string>;
let agentId: number;
let consigneeId: number;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  const line = (
    await t.app.inject({ method: 'POST', url: '/api/shipping-lines', headers: commercial, payload: { name: 'Maersk' } })
  ).json();
  agentId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/shipping-agents',
      headers: commercial,
      payload: { sl_id: line.slId, name: 'Davao Maritime Agency' },
    })
  ).json().id;
  consigneeId = (await buildCompany(t.db, { name: 'Rice Traders' })).id;
});
afterAll(() => t.close());

const url = '/api/vessels';
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: commercial, payload });
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: commercial })).json();
const names = (page: { data: { name: string }[] }) => page.data.map((vessel) => vessel.name);
const vesselCount = async () => (await t.db.select({ n: count() }).from(vessels))[0]?.n;

describe('vessels', () => {
  it('creates vessels brought by an agent and lists them searched and sorted by name or creation, in pages', async () => {
    for (const [name, voyage] of [
      ['MV Pacific Star', '025N'],
      ['MV Asian Pearl', '101S'],
      ['MV Pacific Star', '026N'],
    ]) {
      const response = await post({ name, voyage_number: voyage, company_id: agentId });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        name,
        voyageNumber: voyage,
        shippingAgent: 'Davao Maritime Agency',
        createdAt: expect.any(String),
      });
    }
    const newestFirst = await list();
    expect(newestFirst.data.map((v: { voyageNumber: string }) => v.voyageNumber)).toEqual(['026N', '101S', '025N']);
    expect(names(await list('sort=name&order=asc'))).toEqual(['MV Asian Pearl', 'MV Pacific Star', 'MV Pacific Star']);
    expect(await list('q=pacific&limit=1&offset=1')).toMatchObject({ data: [{ voyageNumber: '025N' }], total: 2 });
  });

  it('finds vessels by voyage number as well as by name', async () => {
    await buildVessel(t.db, { name: 'MV Northern Light', voyageNumber: 'NL-0425' });
    await buildVessel(t.db, { name: 'MV Voyager nl-0425', voyageNumber: '77E' });
    const found = await list('q=nl-0425&sort=name&order=asc');
    expect(found).toMatchObject({ total: 2 });
    expect(found.data.map((v: { voyageNumber: string }) => v.voyageNumber)).toEqual(['NL-0425', '77E']);
    expect(await list('q=025N')).toMatchObject({ data: [{ name: 'MV Pacific Star', voyageNumber: '025N' }], total: 1 });
  });

  it.each([
    [{ name: ' ', voyage_number: '1', company_id: 1 }, 'name', 'Vessel name is required'],
    [{ name: 'MV X', voyage_number: '', company_id: 1 }, 'voyage_number', 'Voyage number is required'],
    [{ name: 'MV X', voyage_number: '1', company_id: 0 }, 'company_id', 'Company is required'],
    [{ name: 'MV X', voyage_number: '1' }, 'company_id', 'Company is required'],
  ])('refuses %j with the message on %s', async (payload, field, msg) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ loc: ['body', field], msg, type: expect.any(String) }]);
  });

  it('refuses a vessel name and voyage that exist, in any case, with 409 and writes nothing', async () => {
    const before = await vesselCount();
    const response = await post({ name: 'mv pacific star', voyage_number: '025n', company_id: agentId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A vessel with this name and voyage number already exists.' });
    expect(await vesselCount()).toBe(before);
  });

  it('refuses a company that is not a shipping agent', async () => {
    const response = await post({ name: 'MV Y', voyage_number: '1', company_id: consigneeId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Shipping agent not found.' });
  });

  it('writes who created the vessel', async () => {
    const { id } = (await post({ name: 'MV Audit', voyage_number: '7', company_id: agentId })).json();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vessels'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'create', userId: expect.any(Number), after: { voyageNumber: '7' } });
  });

  it('is for commercial only', async () => {
    expect((await t.injectAs('operation', { method: 'GET', url })).statusCode).toBe(403);
    const before = await vesselCount();
    const payload = { name: 'MV Z', voyage_number: '1', company_id: agentId };
    expect((await t.injectAs('admin', { method: 'POST', url, payload })).statusCode).toBe(403);
    expect(await vesselCount()).toBe(before);
  });
});
