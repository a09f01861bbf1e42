import type { Role } from '@portside/contracts/roles';
import { versionMessages } from '@portside/contracts/versions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildKind, buildShippingAgent, buildShippingLine, unique } from '../../test/factories';

let t: TestApp;
const headersOf: Partial<Record<Role, Record<string, string>>> = {};
let kindId: number;
let slId: number;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'commercial'] as const) headersOf[role] = (await t.signIn(role)).headers;
  kindId = (await buildKind(t.db)).id;
  slId = (await buildShippingLine(t.db)).id;
  agentId = (await buildShippingAgent(t.db)).id;
});
afterAll(() => t.close());

/** A registry: where it answers, who writes it, its audit entity, and a valid body named `name` (unique per call). */
type Registry = { url: string; role: Role; entity: string; id?: 'slId'; body: (name: string) => object };
const registries: Registry[] = [
  { url: '/api/shipping-lines', role: 'commercial', entity: 'shipping_lines', id: 'slId', body: (name) => ({ name }) },
  { url: '/api/shipping-agents', role: 'commercial', entity: 'companies', body: (name) => ({ name, slId }) },
  {
    url: '/api/vessels',
    role: 'commercial',
    entity: 'vessels',
    body: (name) => ({ name, voyageNumber: 'V.1', companyId: agentId }),
  },
  {
    url: '/api/clients',
    role: 'commercial',
    entity: 'clients',
    body: (name) => ({
      firstName: name,
      lastName: 'Reyes',
      email: `${name.replace(/\W/g, '')}@example.ph`,
      mobileNumber: '09171234567',
    }),
  },
  { url: '/api/companies', role: 'admin', entity: 'companies', body: (name) => ({ name, kindId, isClient: true }) },
  { url: '/api/consignees', role: 'admin', entity: 'consignees', body: (name) => ({ name }) },
  { url: '/api/kinds-of-company', role: 'admin', entity: 'kinds_of_company', body: (name) => ({ name }) },
  { url: '/api/description', role: 'admin', entity: 'descriptions', body: (content) => ({ content }) },
  { url: '/api/cargo-handlers', role: 'admin', entity: 'cargo_handlers', body: (name) => ({ name, type: 'arrastre' }) },
];

type Saved = { id: number; version: string };

function calls(registry: Registry) {
  const headers = () => headersOf[registry.role] as Record<string, string>;
  const idOf = (row: Record<string, unknown>) => row[registry.id ?? 'id'] as number;
  return {
    async create(): Promise<Saved> {
      const response = await t.app.inject({
        method: 'POST',
        url: `${registry.url}/`,
        headers: headers(),
        payload: registry.body(`Created ${unique()}`),
      });
      expect(response.statusCode, response.body).toBe(201);
      return { id: idOf(response.json()), version: response.json().version };
    },
    /** PUT with `ifMatch` as the header's value, or without the header. */
    put: (id: number, ifMatch: string | undefined, name = `Edited ${unique()}`) =>
      t.app.inject({
        method: 'PUT',
        url: `${registry.url}/${id}`,
        headers: ifMatch === undefined ? headers() : { ...headers(), 'if-match': ifMatch },
        payload: registry.body(name),
      }),
    updates: async (id: number) =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.entity, registry.entity), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'update')),
          )
      ).length,
    async listed(id: number) {
      const response = await t.app.inject({ method: 'GET', url: `${registry.url}/?limit=100`, headers: headers() });
      let rows: Record<string, unknown>[] = response.json().data;
      for (let offset = 100; !rows.some((row) => idOf(row) === id); offset += 100) {
        const next = await t.app.inject({
          method: 'GET',
          url: `${registry.url}/?limit=100&offset=${offset}`,
          headers: headers(),
        });
        rows = next.json().data;
        if (rows.length === 0) throw new Error(`${id} is not listed`);
      }
      return rows.find((row) => idOf(row) === id) as Saved & Record<string, unknown>;
    },
  };
}

describe.each(registries)('correcting a record of $url from the version its form started from', (registry) => {
  const api = calls(registry);

  it('answers the version in the list, on create and on update; a save from that version is accepted', async () => {
    const created = await api.create();
    expect(created.version).toMatch(/^\d+$/);
    expect((await api.listed(created.id)).version).toBe(created.version);
    const saved = await api.put(created.id, `"${created.version}"`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).not.toBe(created.version);
    expect((await api.listed(created.id)).version).toBe(saved.json().version);
    // A weak ETag and a bare value name the same version.
    const weak = await api.put(created.id, `W/"${saved.json().version}"`);
    expect(weak.statusCode, weak.body).toBe(200);
    expect((await api.put(created.id, weak.json().version)).statusCode).toBe(200);
  });

  it('refuses, with a sentence and nothing written, a save from a version another clerk has moved on', async () => {
    const created = await api.create();
    expect((await api.put(created.id, created.version, `First clerk ${unique()}`)).statusCode).toBe(200);
    const before = await api.listed(created.id);
    const late = await api.put(created.id, created.version, `Second clerk ${unique()}`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: versionMessages.changed });
    expect(await api.listed(created.id)).toEqual(before);
    expect(await api.updates(created.id)).toBe(1);
    for (const malformed of ['', 'abc', '"1"']) expect((await api.put(created.id, malformed)).statusCode).toBe(409);
    const tooLong = await api.put(created.id, `"${'9'.repeat(120)}"`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail[0]).toMatchObject({
      loc: ['header', 'if_match'],
      msg: versionMessages.ifMatchTooLong,
    });
  });

  it('lets exactly one of several clerks saving from the same version at once succeed', async () => {
    const created = await api.create();
    const clerks = 3 + Math.floor(Math.random() * 3);
    const responses = await Promise.all(
      Array.from({ length: clerks }, (_, clerk) =>
        api.put(created.id, `"${created.version}"`, `Clerk ${clerk} ${unique()}`),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(clerks - 1).fill(409)]);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    expect(await api.listed(created.id)).toMatchObject({ version: winner.version });
    expect(await api.updates(created.id)).toBe(1);
  });

  it('keeps the last save without If-Match or with If-Match: * (a caller that does not name a version)', async () => {
    const created = await api.create();
    const first = await api.put(created.id, undefined);
    const second = await api.put(created.id, undefined);
    const any = await api.put(created.id, '*');
    expect([first.statusCode, second.statusCode, any.statusCode]).toEqual([200, 200, 200]);
  });
});
