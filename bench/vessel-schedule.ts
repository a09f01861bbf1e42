/**
 * The vessel schedules at scale: demo data of 1,000,000 items (6 years, seed 1, today's date in Manila so the
 * schedule's window holds the demo's arriving, ongoing and completed calls) on PostgreSQL, then the dashboard and the
 * public schedule timed through the real HTTP server: the public call computed anew (each request after its 5 s
 * have passed) and answered from its shared result, and the public call's rate under 50 connections.
 *   node --import tsx bench/vessel-schedule.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_schedule for EXPLAIN, --reuse times it
 * again without generating it anew)
 */
import autocannon from 'autocannon';
import { publicCacheMs } from '../apps/api/src/modules/dashboards/schedule/routes';
import { openDemoBench } from './support/demo-bench';

const budgetMs = 50;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const { address, authorization, close } = await openDemoBench('portside_bench_schedule', 'checker', { today });

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

await close();
process.exit(dashboard.median <= budgetMs && uncached.median <= budgetMs ? 0 : 1);
