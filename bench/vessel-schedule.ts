/**
 * The vessel schedules at scale: demo data of 1,000,000 items (6 years, seed 1, today's date in Manila so the
 * schedule's window holds the demo's arriving, ongoing and completed calls) on PostgreSQL, then the dashboard and the
 * public schedule timed through the real HTTP server: the public call computed anew (each request after its 5 s
 * have passed) and answered from its shared result, and the public call's rate under 50 connections.
 *   node --import tsx bench/vessel-schedule.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_schedule for EXPLAIN, --reuse times it
 * again without generating it anew)
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { generateDemoData } from '../apps/api/src/demo/generate';
import { createDemoUsers, firstDayOf } from '../apps/api/src/demo/seed';
import { createUser } from '../apps/api/src/modules/users/repository';
import { publicCacheMs } from '../apps/api/src/modules/vessel-schedule/routes';
import { benchDatabase } from './support/bench-database';

const budgetMs = 50;
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    url: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const serverUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'portside_bench_schedule';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

async function prepare() {
  if (values.reuse) {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { database: await openDatabase({ url: url.toString() }), drop: async () => {} };
  }
  const prepared = await benchDatabase(serverUrl, name);
  const years = 6;
  await createDemoUsers(prepared.database.db, 'bench-hash', firstDayOf(today, years));
  const summary = await generateDemoData(prepared.database.db, {
    items: Number(values.items),
    years,
    seed: 1,
    today,
    passwordHash: 'bench-hash',
  });
  // A steady database: autovacuum has set the visibility map and hint bits that a bulk load leaves unset.
  await prepared.database.db.execute(sql`vacuum analyze`);
  console.log(
    `${summary.items.toLocaleString('en-US')} items, ${years} years to ${today}: ${summary.seconds.toFixed(1)} s`,
  );
  return prepared;
}

const { database, drop } = await prepare();
const app = await buildApp({
  config: { jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', logLevel: 'warn', requestsPerMinute: 1e9 },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const checker = { username: `bench-checker-${Date.now()}`, password: 'bench-password' };
await createUser(database.db, null, { name: 'Bench Checker', ...checker, role: 'checker' });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: checker });
const authorization = `Bearer ${login.json().accessToken}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Median and 95th percentile of `runs` timed requests after 3 that warm the caches and plans. */
async function time(path: string, headers: Record<string, string>, runs: number, pauseMs = 0) {
  const samples: number[] = [];
  let status = 0;
  let body = '';
  for (let run = 0; run < runs + 3; run++) {
    if (pauseMs) await sleep(pauseMs);
    const t0 = performance.now();
    const response = await fetch(`${address}${path}`, { headers });
    body = await response.text();
    status = response.status;
    if (run >= 3) samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  return { status, median, p95: samples[Math.floor(samples.length * 0.95)] ?? 0, body };
}

const dashboard = await time('/api/vessel-schedule/dashboard', { authorization }, 20);
const groups = JSON.parse(dashboard.body) as Record<'arriving' | 'ongoing' | 'completed', unknown[]>;
const uncached = await time('/api/vessel-schedule/', {}, 10, publicCacheMs + 50);
const cached = await time('/api/vessel-schedule/', {}, 50);
const publicRows = (JSON.parse(cached.body) as { data: unknown[] }).data.length;
const load = await autocannon({ url: `${address}/api/vessel-schedule/`, connections: 50, duration: 10, workers: 1 });

const row = (call: string, result: Awaited<ReturnType<typeof time>>, rows: string) => ({
  call,
  status: result.status,
  rows,
  'median ms': Number(result.median.toFixed(1)),
  'p95 ms': Number(result.p95.toFixed(1)),
  budget: `${budgetMs} ms`,
  within: result.median <= budgetMs ? 'yes' : 'NO',
});
console.table([
  row(
    'GET /api/vessel-schedule/dashboard',
    dashboard,
    `${groups.arriving.length} / ${groups.ongoing.length} / ${groups.completed.length}`,
  ),
  row('GET /api/vessel-schedule/ (computed)', uncached, String(publicRows)),
  row('GET /api/vessel-schedule/ (shared)', cached, String(publicRows)),
]);
console.log(
  `public schedule under 50 connections for 10 s: ${Math.round(load.requests.average)} requests/s, ` +
    `${load.non2xx} not 2xx, p99 ${load.latency.p99} ms`,
);

await app.close();
await database.close();
if (!values.keep && !values.reuse) await drop();
process.exit(dashboard.median <= budgetMs && uncached.median <= budgetMs ? 0 : 1);
