/**
 * Track and the gate at scale: the demo's business with 1,000,000 items on PostgreSQL (about 150 s to generate), then
 * a BL tracked by its number (GET /api/items/search-bl, budget 20 ms) and looked up at the gate (GET /api/gate/bl)
 * through the real HTTP server, each for 200 different demo BL numbers typed in lower case.
 *   node --import tsx bench/track.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default server: TEST_DATABASE_URL; --keep leaves the database portside_bench_track, --reuse times it again)
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../apps/api/src/db/rows';
import { openDemoBench } from './support/demo-bench';

const budgetMs = 20;
const samples = 200;
const {
  db,
  address,
  authorization: processor,
  signIn,
  close,
} = await openDemoBench('portside_bench_track', 'processor');

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

const guard = await signIn('guard');
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

await close();
