/**
 * Operations at scale: the demo data of a terminal with 1,000,000 items on PostgreSQL, and through the real HTTP
 * server the median of the vessel visit list (first page, a search, a deep page) and of the figures of a monitoring
 * page of a big visit (its monitoring record, productivity log and delays, one by one and together as the page loads
 * them), each beside the 50 ms budget.
 *   node --import tsx bench/operations.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_operations, --reuse times it again without
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
const name = 'portside_bench_operations';
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
  name: 'Bench Operation',
  username: `bench-operation-${Date.now()}`,
  password: 'bench-password',
  role: 'operation',
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: user.username, password: 'bench-password' },
});
const authorization = `Bearer ${login.json().accessToken}`;

// The visit with the longest productivity log, and a word of its vessel's name (its line's fleet) to search for.
type Visit = { id: number; vessel: string; tallies: number; items: number; total: number };
const [visit] = (
  (await db.execute(sql`
    select t.work_order_id as id, v.name as vessel, t.tallies::int,
      (select count(*) from items i where i.work_order_id = t.work_order_id)::int as items,
      (select count(*) from work_orders)::int as total
    from (select work_order_id, count(*) as tallies from productivity_tallies group by 1 order by 2 desc limit 1) t
    join work_orders w on w.id = t.work_order_id join vessels v on v.id = w.vessel_id`)) as unknown as { rows: Visit[] }
).rows;
if (!visit) throw new Error('the database has no tallies');
const search = encodeURIComponent(visit.vessel.split(' ')[1] ?? visit.vessel);
console.log(
  `Visit ${visit.id}: ${visit.vessel}, ${visit.items} BLs, ${visit.tallies} tallies; ${visit.total} work orders`,
);

const get = (path: string) => () => fetchStatus(address, path, authorization);
const calls: [string, () => Promise<number>][] = [
  ['visit list: first page', get('/api/work-orders/?limit=20')],
  [`visit list: search "${decodeURIComponent(search)}"`, get(`/api/work-orders/?limit=20&q=${search}`)],
  ['visit list: deep page', get(`/api/work-orders/?limit=20&offset=${Math.floor(visit.total / 2)}`)],
  ['monitoring: record and figures', get(`/api/monitoring/work-order/${visit.id}`)],
  ['monitoring: productivity log', get(`/api/work-orders/${visit.id}/productivity-logs`)],
  ['monitoring: delays', get(`/api/work-orders/${visit.id}/delays`)],
  [
    'monitoring page: the three at once',
    async () => {
      const statuses = await Promise.all([
        get(`/api/monitoring/work-order/${visit.id}`)(),
        get(`/api/work-orders/${visit.id}/productivity-logs`)(),
        get(`/api/work-orders/${visit.id}/delays`)(),
      ]);
      return Math.max(...statuses);
    },
  ],
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
