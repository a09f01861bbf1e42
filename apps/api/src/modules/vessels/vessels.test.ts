import { vesselMessages } from '@portside/contracts/vessels';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vessels } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany, buildShippingAgent, buildVessel, buildWorkOrder } from '../../test/factories';
import { registryCorrections } from '../../test/registry';

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
        shippingAgentId: agentId,
        createdAt: expect.any(String),
        version: expect.any(String),
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

describe('correcting a vessel', () => {
  const {
    put,
    remove,
    entries: audit,
  } = registryCorrections(
    () => t,
    url,
    'vessels',
    () => commercial,
  );

  it('corrects the voyage and the agent of a vessel that has a work order, audited before and after', async () => {
    const vessel = (await post({ name: 'MV Wrong Voyage', voyage_number: '12N', company_id: agentId })).json();
    await buildWorkOrder(t.db, { vesselId: vessel.id });
    const other = await buildShippingAgent(t.db, { name: 'Cebu Port Agency' });
    const fixed = await put(vessel.id, { name: 'MV Wrong Voyage', voyage_number: '21N', company_id: other.id });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      id: vessel.id,
      voyageNumber: '21N',
      shippingAgent: 'Cebu Port Agency',
      shippingAgentId: other.id,
    });
    expect((await audit(vessel.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { voyageNumber: '12N', shippingAgentId: agentId },
      after: { voyageNumber: '21N', shippingAgentId: other.id },
    });
  });

  it('refuses what creation refuses, with the same messages, and an unknown vessel', async () => {
    const vessel = (await post({ name: 'MV Strict', voyage_number: '1', company_id: agentId })).json();
    const empty = await put(vessel.id, { name: ' ', voyage_number: '1', company_id: agentId });
    expect([empty.statusCode, empty.json().detail[0].msg]).toEqual([422, 'Vessel name is required']);
    const taken = await put(vessel.id, { name: 'MV PACIFIC STAR', voyage_number: '025n', company_id: agentId });
    expect([taken.statusCode, taken.json()]).toEqual([409, { detail: vesselMessages.duplicate }]);
    const notAgent = await put(vessel.id, { name: 'MV Strict', voyage_number: '1', company_id: consigneeId });
    expect([notAgent.statusCode, notAgent.json()]).toEqual([404, { detail: vesselMessages.agentNotFound }]);
    const missing = await put(999_999, { name: 'MV Strict', voyage_number: '1', company_id: agentId });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: vesselMessages.notFound }]);
    expect((await audit(vessel.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('deletes a vessel without work orders, and refuses one with them, naming them', async () => {
    const unused = (await post({ name: 'MV Typo', voyage_number: '9', company_id: agentId })).json();
    expect((await remove(unused.id)).statusCode).toBe(204);
    expect((await audit(unused.id)).at(-1)).toMatchObject({ action: 'delete', before: { name: 'MV Typo' } });
    expect((await remove(unused.id)).statusCode).toBe(404);
    const used = (await post({ name: 'MV Busy', voyage_number: '3', company_id: agentId })).json();
    await buildWorkOrder(t.db, { vesselId: used.id });
    const refused = await remove(used.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { detail: 'This vessel cannot be deleted: work orders are recorded for it (1).' },
    ]);
  });

  it('is for commercial only', async () => {
    const vessel = await buildVessel(t.db);
    expect((await remove(vessel.id, (await t.signIn('finance')).headers)).statusCode).toBe(403);
    const payload = { name: 'MV Q', voyage_number: '1', company_id: agentId };
    expect((await put(vessel.id, payload, (await t.signIn('operation')).headers)).statusCode).toBe(403);
  });
});
