/**
 * Official receipts at scale: the demo data of a terminal with 1,000,000 items on PostgreSQL, and through the real
 * HTTP server the median of the receipt list (first page, a search by OR number, a page 1,000 deep in date order and
 * in OR-number order) and of one receipt as its printed page reads it, each beside the 50 ms budget.
 *   node --import tsx bench/receipts.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_receipts, --reuse times it again without
 * generating, after applying any new migration)
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { generateDemoData } from '../apps/api/src/demo/generate';
import { createDemoUsers, firstDayOf } from '../apps/api/src/demo/seed';
import { createUser } from '../apps/api/src/modules/users/repository';
import { benchDatabase } from './support/bench-database';
import { fetchStatus, timeCalls } from './support/time-requests';

const budgetMs = 50;
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    url: { type: 'string' },
    keep: { type: 'boolean' },
    reuse: { type: 'boolean' },
  },
});
const serverUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'portside_bench_receipts';
const today = '2026-03-15';

async function openBenchDatabase() {
  if (values.reuse) {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await database.db.execute(sql`analyze`);
    return { database, drop: async () => {} };
  }
  const { database, drop } = await benchDatabase(serverUrl, name);
  await createDemoUsers(database.db, 'bench-hash', firstDayOf(today, 6));
  const summary = await generateDemoData(database.db, {
    items: Number(values.items),
    years: 6,
    seed: 1,
    today,
    passwordHash: 'bench-hash',
  });
  // A steady database: autovacuum has set the visibility map and hint bits that a bulk load leaves unset.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`${summary.items.toLocaleString('en-US')} items generated in ${summary.seconds.toFixed(1)} s`);
  return { database, drop };
}

const { database, drop } = await openBenchDatabase();
const db = database.db;
const app = await buildApp({
  config: { jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', logLevel: 'warn', requestsPerMinute: 1_000_000 },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const user = await createUser(db, null, {
  name: 'Bench Finance',
  username: `bench-finance-${Date.now()}`,
  password: 'bench-password',
  role: 'finance',
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: user.username, password: 'bench-password' },
});
const authorization = `Bearer ${login.json().accessToken}`;

// The receipt that settles the most invoices (the printed page's biggest read), and the count of all.
type Biggest = { id: number; orNumber: string; invoices: number; total: number };
const [biggest] = (
  (await db.execute(sql`
    select r.id, r.or_number as "orNumber", l.invoices::int, (select count(*) from official_receipts)::int as total
    from (select official_receipt_id, count(*) as invoices from official_receipt_invoices
          group by 1 order by 2 desc, 1 limit 1) l
    join official_receipts r on r.id = l.official_receipt_id`)) as unknown as { rows: Biggest[] }
).rows;
if (!biggest) throw new Error('the database has no receipts');
// Six digits of an OR number in the middle of the series: a search a cashier types, matching ten receipts.
const search = biggest.orNumber.replace(/^OR-/, '').slice(0, 6);
console.log(
  `${biggest.total.toLocaleString('en-US')} receipts; ${biggest.orNumber} settles ${biggest.invoices} invoices`,
);

const get = (path: string) => () => fetchStatus(address, path, authorization);
const deep = 20 * 1_000;
const calls: [string, () => Promise<number>][] = [
  ['OR list: first page', get('/api/official-receipts/?limit=20')],
  [`OR list: search "${search}"`, get(`/api/official-receipts/?limit=20&q=${search}`)],
  // The worst search: a prefix that a quarter of all receipts share, so the count reads 100,000 rows.
  ['OR list: search "OR-10" (broad)', get('/api/official-receipts/?limit=20&q=OR-10')],
  ['OR list: page 1,001 by date issued', get(`/api/official-receipts/?limit=20&offset=${deep}`)],
  ['OR list: page 1,001 by OR number', get(`/api/official-receipts/?limit=20&offset=${deep}&sort=orNumber&order=asc`)],
  [`OR ${biggest.orNumber} for its printed page`, get(`/api/official-receipts/${biggest.id}`)],
];

const table: Record<string, string | number>[] = [];
for (const [label, call] of calls) {
  const result = await timeCalls(call, { runs: 30, warm: 20 });
  table.push({
    call: label,
    status: result.status,
    'median ms': Number(result.median.toFixed(1)),
    'p95 ms': Number(result.p95.toFixed(1)),
    'budget ms': budgetMs,
    within: result.median <= budgetMs ? 'yes' : 'NO',
  });
}
console.table(table);

await app.close();
await database.close();
if (values.keep || values.reuse) console.log(`Kept database ${name}.`);
else await drop();
