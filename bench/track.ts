/**
 * Track and the gate at scale: the demo's business with 1,000,000 items on PostgreSQL (about 150 s to generate), then
 * a BL tracked by its number (GET /api/items/search-bl, budget 20 ms) and looked up at the gate (GET /api/gate/bl)
 * through the real HTTP server, each for 200 different demo BL numbers typed in lower case.
 *   node --import tsx bench/track.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default server: TEST_DATABASE_URL; --keep leaves the database portside_bench_track, --reuse times it again)
 */
import { parseArgs } from 'node:util';
import type { Role } from '@portside/contracts/roles';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { generateDemoData } from '../apps/api/src/demo/generate';
import { selectRows } from '../apps/api/src/demo/insert';
import { createDemoUsers, firstDayOf } from '../apps/api/src/demo/seed';
import { createUser } from '../apps/api/src/modules/users/repository';
import { benchDatabase } from './support/bench-database';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    today: { type: 'string', default: '2026-03-15' },
    url: { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const name = 'portside_bench_track';
const budgetMs = 20;
const samples = 200;

async function openBenchDatabase() {
  if (values.reuse) {
    const url = new URL(values.url);
    url.pathname = `/${name}`;
    const drop = async () => {
      const admin = new pg.Client({ connectionString: values.url });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    return { database: await openDatabase({ url: url.toString() }), drop };
  }
  const opened = await benchDatabase(values.url, name);
  const started = Date.now();
  await createDemoUsers(opened.database.db, 'bench-hash', firstDayOf(values.today, 6));
  await generateDemoData(opened.database.db, {
    items: Number(values.items),
    years: 6,
    seed: 1,
    today: values.today,
    passwordHash: 'bench-hash',
  });
  // A steady database: autovacuum has set the visibility map and statistics that a bulk load leaves unset.
  await opened.database.db.execute(sql`vacuum analyze`);
  console.log(
    `Demo data: ${Number(values.items).toLocaleString('en-US')} items in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return opened;
}

const { database, drop } = await openBenchDatabase();
const db = database.db;
const app = await buildApp({
  config: { jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', logLevel: 'warn', requestsPerMinute: 1_000_000 },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** A token of a real session of a new user of the role. */
async function bearer(role: Role) {
  const username = `bench-${role}-${Date.now()}`;
  await createUser(db, null, { name: `Bench ${role}`, username, password: 'bench-password', role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'bench-password' },
  });
  return `Bearer ${response.json().accessToken}`;
}

/** BL numbers spread over the years, each asked once, in lower case (the match ignores case). */
const blNumbers = (
  await selectRows<{ bl_no: string }>(
    db,
    sql`select lower(bl_no) as bl_no from items tablesample bernoulli (0.1) repeatable (1) limit ${samples}`,
  )
).map((row) => row.bl_no);

async function time(path: string, authorization: string) {
  const durations: number[] = [];
  let found = 0;
  for (const [index, blNo] of [...blNumbers.slice(0, 5), ...blNumbers].entries()) {
    const t0 = performance.now();
    const response = await fetch(`${address}${path}${encodeURIComponent(blNo)}`, { headers: { authorization } });
    const body = (await response.json()) as { data?: unknown[] };
    if (response.status !== 200) throw new Error(`${path}${blNo}: ${response.status}`);
    if (index < 5) continue; // warm-up: connections, plans
    durations.push(performance.now() - t0);
    found += body.data?.length ?? 0;
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) => Number((durations[Math.floor(durations.length * share)] ?? 0).toFixed(1));
  return { median: at(0.5), p95: at(0.95), bls: found };
}

const [processor, guard] = [await bearer('processor'), await bearer('guard')];
const track = await time('/api/items/search-bl?bl_no=', processor);
const gate = await time('/api/gate/bl?bl_no=', guard);
console.table([
  {
    call: 'GET /api/items/search-bl',
    'median ms': track.median,
    'p95 ms': track.p95,
    'budget ms': budgetMs,
    'BLs found': track.bls,
  },
  {
    call: 'GET /api/gate/bl',
    'median ms': gate.median,
    'p95 ms': gate.p95,
    'budget ms': budgetMs,
    'BLs found': gate.bls,
  },
]);
const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
  db,
  sql`select count(*)::int as count from items`,
);
console.log(
  `${blNumbers.length} BL numbers of ${count.toLocaleString('en-US')} items, each asked once after 5 warm-up calls.`,
);

await app.close();
await database.close();
if (values.keep || values.reuse) console.log(`Kept database ${name}.`);
else await drop();
