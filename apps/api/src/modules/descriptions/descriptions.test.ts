import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, descriptions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
});
afterAll(() => t.close());

// The spec's path, singular.
const url = '/api/description';
const post = (content: unknown) => t.app.inject({ method: 'POST', url, headers: admin, payload: { content } });
const descriptionCount = async () => (await t.db.select({ n: count() }).from(descriptions))[0]?.n;

describe('descriptions', () => {
  it('creates descriptions and lists them searched, sorted and paginated', async () => {
    for (const content of ['Rice', 'Steel Coils', 'Cement', 'Steel Bars']) {
      const response = await post(content);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), content, version: expect.any(String) });
    }
    const all = await t.app.inject({ method: 'GET', url: `${url}/`, headers: admin });
    expect(all.json().data.map((d: { content: string }) => d.content)).toEqual([
      'Cement',
      'Rice',
      'Steel Bars',
      'Steel Coils',
    ]);
    const page = await t.app.inject({ method: 'GET', url: `${url}?q=steel&order=desc&limit=1`, headers: admin });
    expect(page.json()).toEqual({
      data: [{ id: expect.any(Number), content: 'Steel Coils', version: expect.any(String) }],
      total: 2,
      limit: 1,
      offset: 0,
    });
  });

  it('refuses a duplicate in any case with 409 and writes nothing', async () => {
    const before = await descriptionCount();
    const response = await post(' RICE ');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This description already exists.' });
    expect(await descriptionCount()).toBe(before);
  });

  it('says Description is required', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'content'], msg: 'Description is required', type: expect.any(String) },
    ]);
  });

  it('edits and deletes a description, audited, and answers 404 for a missing one', async () => {
    const { id } = (await post('Plywood')).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: admin,
      payload: { content: 'Plywood Sheets' },
    });
    expect(edited.json()).toEqual({ id, content: 'Plywood Sheets', version: expect.any(String) });
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin })).statusCode).toBe(204);
    const missing = await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Description not found.' });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'descriptions'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({ before: { content: 'Plywood' }, after: { content: 'Plywood Sheets' } });
  });

  it('lets commercial read the descriptions but only admins change them', async () => {
    expect((await t.injectAs('commercial', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs('checker', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('commercial', { method: 'POST', url, payload: { content: 'X' } })).statusCode).toBe(403);
  });
});
