import { shippingLineMessages } from '@portside/contracts/shipping-lines';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, manifestLayouts, shippingLines } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildShippingAgent, buildShippingLine } from '../../test/factories';
import { registryCorrections } from '../../test/registry';

let t: TestApp;
let commercial: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
});
afterAll(() => t.close());

const url = '/api/shipping-lines';
const post = (name: unknown) => t.app.inject({ method: 'POST', url, headers: commercial, payload: { name } });
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: commercial })).json();
const names = (page: { data: { name: string }[] }) => page.data.map((line) => line.name);
const lineCount = async () => (await t.db.select({ n: count() }).from(shippingLines))[0]?.n;

describe('shipping lines', () => {
  it('creates lines and lists them searched, sorted by name or creation, in pages', async () => {
    for (const name of ['Maersk Line', 'Evergreen Marine', 'CMA CGM', 'MSC Mediterranean']) {
      const response = await post(`  ${name} `);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        slId: expect.any(Number),
        name,
        createdAt: expect.any(String),
        version: expect.any(String),
      });
    }
    expect(names(await list())).toEqual(['CMA CGM', 'Evergreen Marine', 'Maersk Line', 'MSC Mediterranean']);
    expect(names(await list('sort=name&order=desc&limit=2'))).toEqual(['MSC Mediterranean', 'Maersk Line']);
    expect(names(await list('sort=createdAt&order=desc&limit=1'))).toEqual(['MSC Mediterranean']);
    expect(await list('q=MAERSK')).toMatchObject({ data: [{ name: 'Maersk Line' }], total: 1 });
    expect(await list('q=m&limit=1&offset=1')).toMatchObject({ data: [{ name: 'Evergreen Marine' }], total: 4 });
  });

  it('requires a name', async () => {
    const response = await post(' ');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Shipping line name is required', type: expect.any(String) },
    ]);
  });

  it('refuses a duplicate name in any case with 409 and writes nothing', async () => {
    const before = await lineCount();
    const response = await post('maersk line');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A shipping line with this name already exists.' });
    expect(await lineCount()).toBe(before);
  });

  it('writes who created the line', async () => {
    const { slId } = (await post('Wan Hai Lines')).json();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shipping_lines'), eq(auditLog.entityId, String(slId))));
    expect(entry).toMatchObject({ action: 'create', userId: expect.any(Number), after: { name: 'Wan Hai Lines' } });
  });

  it('is for commercial only', async () => {
    expect((await t.injectAs('admin', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('operation', { method: 'POST', url, payload: { name: 'X Line' } })).statusCode).toBe(403);
  });
});

describe('correcting a shipping line', () => {
  const corrections = registryCorrections(
    () => t,
    url,
    'shipping_lines',
    () => commercial,
  );
  const { remove, entries } = corrections;
  const put = (id: number, name: unknown) => corrections.put(id, { name });

  it('renames a line with the rules and messages of its creation, audited before and after', async () => {
    const { slId } = (await post('Yang Ming Marine')).json();
    const renamed = await put(slId, '  Yang Ming Marine Transport ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slId, name: 'Yang Ming Marine Transport' });
    expect((await entries(slId)).at(-1)).toMatchObject({
      action: 'update',
      before: { name: 'Yang Ming Marine' },
      after: { name: 'Yang Ming Marine Transport' },
    });
    const empty = await put(slId, ' ');
    expect([empty.statusCode, empty.json().detail[0].msg]).toEqual([422, 'Shipping line name is required']);
    const taken = await put(slId, 'MAERSK LINE');
    expect([taken.statusCode, taken.json()]).toEqual([409, { detail: shippingLineMessages.duplicate }]);
    const missing = await put(999_999, 'Nobody');
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: shippingLineMessages.notFound }]);
  });

  it('deletes a line nothing refers to, and names what refers to one otherwise', async () => {
    const { slId } = (await post('Short Lived Line')).json();
    expect((await remove(slId)).statusCode).toBe(204);
    expect((await entries(slId)).at(-1)).toMatchObject({ action: 'delete', before: { name: 'Short Lived Line' } });
    expect((await remove(slId)).statusCode).toBe(404);

    const withAgents = await buildShippingLine(t.db);
    await buildShippingAgent(t.db, { shippingLineId: withAgents.id });
    await buildShippingAgent(t.db, { shippingLineId: withAgents.id });
    const refused = await remove(withAgents.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { detail: 'This shipping line cannot be deleted: shipping agents belong to it (2).' },
    ]);

    const taught = await buildShippingLine(t.db);
    await t.db.insert(manifestLayouts).values({ shippingLineId: taught.id, signature: 'B/L|CNEE', columns: [] });
    expect((await remove(taught.id)).json().detail).toBe(
      'This shipping line cannot be deleted: manifest layouts were taught for it (1); remove them on the Manifest layouts page first.',
    );
    const kept = await t.db.select({ n: count() }).from(shippingLines).where(eq(shippingLines.id, taught.id));
    expect(kept[0]?.n).toBe(1);
  });

  it('is for commercial only', async () => {
    const line = await buildShippingLine(t.db);
    expect((await remove(line.id, (await t.signIn('finance')).headers)).statusCode).toBe(403);
    const asAdmin = await t.injectAs('admin', { method: 'PUT', url: `${url}/${line.id}`, payload: { name: 'X' } });
    expect(asAdmin.statusCode).toBe(403);
  });
});
