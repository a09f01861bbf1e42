import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shippingLines } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

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
      expect(response.json()).toEqual({ slId: expect.any(Number), name, createdAt: expect.any(String) });
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
