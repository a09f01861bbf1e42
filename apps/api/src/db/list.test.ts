import { totalCountCap } from '@portside/contracts/lists';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let admin: Record<string, string>;
// More rows than one page and the cap past its end: the count stops.
const rows = totalCountCap + 40;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
  await t.db.execute(
    sql`insert into descriptions (content) select 'Cargo ' || lpad(n::text, 6, '0') from generate_series(1, ${rows}) n`,
  );
});
afterAll(() => t.close());

const list = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/description?${query}`, headers: admin })).json();

describe('paginate: the total', () => {
  it('stops counting the cap past the page and says so', async () => {
    const first = await list('limit=10');
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ total: totalCountCap + 11, totalCapped: true, offset: 0 });
  });

  it('is exact when the rest of the list is within the cap of the page', async () => {
    const deeper = await list('limit=10&offset=40');
    expect(deeper.total).toBe(rows);
    expect(deeper).not.toHaveProperty('totalCapped');
    const last = await list(`limit=10&offset=${rows - 5}`);
    expect(last.data.map((row: { content: string }) => row.content)).toHaveLength(5);
    expect(last.total).toBe(rows);
  });

  it('is exact for a search that matches fewer rows', async () => {
    const searched = await list('q=Cargo 00999&limit=10');
    expect(searched).toMatchObject({ total: 10, offset: 0 });
    expect(searched).not.toHaveProperty('totalCapped');
  });
});
