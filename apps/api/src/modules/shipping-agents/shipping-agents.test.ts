import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, kindsOfCompany } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany, buildConsignee, buildKind, buildShippingLine, buildVessel } from '../../test/factories';
import { registryCorrections } from '../../test/registry';

let t: TestApp;
let commercial: Record<string, string>;
let maersk: number;
let evergreen: number;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  maersk = (await buildShippingLine(t.db, { name: 'Maersk Line' })).id;
  evergreen = (await buildShippingLine(t.db, { name: 'Evergreen Marine' })).id;
});
afterAll(() => t.close());

const url = '/api/shipping-agents';
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: commercial, payload });
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: commercial })).json();
const companyCount = async () => (await t.db.select({ n: count() }).from(companies))[0]?.n;

describe('shipping agents', () => {
  it('creates the Shipping Agent kind on first use and the agent as a company of that kind tied to its line', async () => {
    const response = await post({ sl_id: maersk, name: ' Davao Maritime Agency ' });
    expect(response.statusCode).toBe(201);
    const agent = response.json();
    expect(agent).toEqual({
      id: expect.any(Number),
      name: 'Davao Maritime Agency',
      shippingLineId: maersk,
      slId: maersk,
      shippingLineName: 'Maersk Line',
      createdAt: expect.any(String),
      version: expect.any(String),
    });
    const [company] = await t.db
      .select({ kind: kindsOfCompany.name, lineId: companies.shippingLineId, isClient: companies.isClient })
      .from(companies)
      .innerJoin(kindsOfCompany, eq(companies.kindId, kindsOfCompany.id))
      .where(eq(companies.id, agent.id));
    expect(company).toEqual({ kind: 'Shipping Agent', lineId: maersk, isClient: false });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'kinds_of_company'));
    expect(entries).toHaveLength(1);
    const [agentEntry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, String(agent.id))));
    expect(agentEntry).toMatchObject({ action: 'create', after: { name: 'Davao Maritime Agency' } });
  });

  it('reuses the existing kind and lists agents with their lines, searched by agent or line, in pages', async () => {
    await post({ sl_id: evergreen, name: 'Cebu Shipping Services' });
    await post({ sl_id: maersk, name: 'Aboitiz Agency' });
    const kinds = await t.db.select().from(kindsOfCompany);
    expect(kinds.map((k) => k.name)).toEqual(['Shipping Agent']);
    // A company of another kind is no agent, even tied to a line.
    const consignee = await buildKind(t.db, { name: 'Consignee' });
    await buildCompany(t.db, { name: 'Evergreen Consignee Corp', kindId: consignee.id, shippingLineId: evergreen });
    expect((await list()).data.map((a: { name: string }) => a.name)).toEqual([
      'Aboitiz Agency',
      'Cebu Shipping Services',
      'Davao Maritime Agency',
    ]);
    expect(await list('q=evergreen')).toMatchObject({
      data: [{ name: 'Cebu Shipping Services', shippingLineName: 'Evergreen Marine' }],
      total: 1,
    });
    expect(await list('q=agency&sort=name&order=desc&limit=1')).toMatchObject({
      data: [{ name: 'Davao Maritime Agency' }],
      total: 2,
    });
    const byLine = await list('sort=shippingLineName&order=asc&limit=2&offset=1');
    expect(byLine.total).toBe(3);
    expect(byLine.data.map((a: { shippingLineName: string }) => a.shippingLineName)).toEqual(
      [...byLine.data.map((a: { shippingLineName: string }) => a.shippingLineName)].sort(),
    );
  });

  it.each([
    [{ sl_id: 0, name: 'Agent' }, 'sl_id', 'Shipping line is required'],
    [{ name: 'Agent' }, 'sl_id', 'Shipping line is required'],
    [{ sl_id: 1, name: '  ' }, 'name', 'Agent name is required'],
  ])('refuses %j with the message on %s', async (payload, field, msg) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ loc: ['body', field], msg, type: expect.any(String) }]);
  });

  it('refuses a company name that exists with 409 and writes nothing', async () => {
    const before = await companyCount();
    const response = await post({ sl_id: evergreen, name: 'ABOITIZ AGENCY' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A company with this name already exists.' });
    expect(await companyCount()).toBe(before);
  });

  it('says when the shipping line does not exist', async () => {
    const response = await post({ sl_id: 999_999, name: 'Lost Agency' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Shipping line not found.' });
  });

  it('is for commercial only', async () => {
    expect((await t.injectAs('admin', { method: 'GET', url })).statusCode).toBe(403);
    const before = await companyCount();
    const response = await t.injectAs('admin', {
      method: 'POST',
      url,
      payload: { sl_id: maersk, name: 'Admin Agency' },
    });
    expect(response.statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });
});

describe('correcting a shipping agent', () => {
  const { put, remove, entries } = registryCorrections(
    () => t,
    url,
    'companies',
    () => commercial,
  );

  it('renames an agent and moves it to another line with the rules and messages of its creation, audited', async () => {
    const { id } = (await post({ sl_id: maersk, name: 'Misamis Port Services' })).json();
    const moved = await put(id, { sl_id: evergreen, name: ' Misamis Oriental Port Services ' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id,
      name: 'Misamis Oriental Port Services',
      shippingLineName: 'Evergreen Marine',
    });
    expect((await entries(id)).at(-1)).toMatchObject({
      action: 'update',
      before: { name: 'Misamis Port Services', shippingLineId: maersk },
      after: { name: 'Misamis Oriental Port Services', shippingLineId: evergreen },
    });
    const blank = await put(id, { sl_id: evergreen, name: ' ' });
    expect([blank.statusCode, blank.json().detail[0].msg]).toEqual([422, 'Agent name is required']);
    const taken = await put(id, { sl_id: evergreen, name: 'aboitiz agency' });
    expect([taken.statusCode, taken.json()]).toEqual([409, { detail: 'A company with this name already exists.' }]);
    const noLine = await put(id, { sl_id: 999_999, name: 'Misamis' });
    expect([noLine.statusCode, noLine.json()]).toEqual([404, { detail: 'Shipping line not found.' }]);
    expect((await list('q=misamis')).data[0]).toMatchObject({ name: 'Misamis Oriental Port Services' });
  });

  it('answers 404 for a company that is not an agent, and never edits or deletes it through this call', async () => {
    const kind = await buildKind(t.db, { name: 'Trucker' });
    const trucker = await buildCompany(t.db, { name: 'Road Kings Trucking', kindId: kind.id });
    const edited = await put(trucker.id, { sl_id: maersk, name: 'Hijacked' });
    expect([edited.statusCode, edited.json()]).toEqual([404, { detail: 'Shipping agent not found.' }]);
    expect((await remove(trucker.id)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(companies).where(eq(companies.id, trucker.id));
    expect(kept?.name).toBe('Road Kings Trucking');
  });

  it('deletes an agent nothing refers to, and names what refers to one otherwise', async () => {
    const { id } = (await post({ sl_id: maersk, name: 'Short Lived Agency' })).json();
    expect((await remove(id)).statusCode).toBe(204);
    expect((await entries(id)).at(-1)).toMatchObject({ action: 'delete', before: { name: 'Short Lived Agency' } });
    expect((await remove(id)).statusCode).toBe(404);

    const busy = (await post({ sl_id: maersk, name: 'Busy Agency' })).json().id;
    await buildVessel(t.db, { shippingAgentId: busy });
    await buildVessel(t.db, { shippingAgentId: busy });
    const refused = await remove(busy);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { detail: 'This shipping agent cannot be deleted: vessels are recorded for it (2).' },
    ]);
    const named = (await post({ sl_id: maersk, name: 'Consignee Agency' })).json().id;
    await buildConsignee(t.db, { companyId: named });
    expect((await remove(named)).json().detail).toBe(
      'This shipping agent cannot be deleted: consignees belong to it (1).',
    );
    expect(await t.db.select().from(companies).where(eq(companies.id, named))).toHaveLength(1);
  });

  it('is for commercial only', async () => {
    const { id } = (await post({ sl_id: maersk, name: 'Guarded Agency' })).json();
    const finance = (await t.signIn('finance')).headers;
    expect((await remove(id, finance)).statusCode).toBe(403);
    expect((await put(id, { sl_id: maersk, name: 'X' }, finance)).statusCode).toBe(403);
    expect((await list('q=guarded')).total).toBe(1);
  });
});
