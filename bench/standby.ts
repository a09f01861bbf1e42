/**
 * The dashboards read from a hot standby (DATABASE_READ_URL): the revenue, trend and schedule calls of a checker on
 * the demo data of PostgreSQL through the real HTTP server, once with every read on the primary and once with the
 * reads on a streaming standby of the same server (scripts/make-standby.sh), median and p95 of each beside the 50 ms
 * budget, and how many queries went to the standby in each run.
 *   node --import tsx bench/standby.ts [--standby postgres://postgres@127.0.0.1:5433] [--items ...] [--keep] [--reuse]
 */
import { openDatabase } from '../apps/api/src/db/client';
import { withStandby } from '../apps/api/src/db/standby';
import { openDemoDatabase, serveBench } from './support/demo-bench';
import { fetchStatus, timeCalls } from './support/time-requests';

const name = 'portside_bench_workers';
const budgetMs = 50;
const paths = [
  '/api/reports/category-summary?from_year=2021&to_year=2026',
  '/api/reports/yearly?from_year=2021&to_year=2026',
  '/api/reports/net?year=2026',
  '/api/analytics/trend/summary?query=yearly&year=2026',
  '/api/vessel-schedule/dashboard',
];

const { database, url, drop, keep, values } = await openDemoDatabase(name, {
  strings: { standby: 'postgres://postgres@127.0.0.1:5433' },
});
const standbyServer = String(values.standby);
await database.close();
const standbyUrl = new URL(standbyServer);
standbyUrl.pathname = `/${name}`;

async function timeAll(routed: boolean) {
  const primary = await openDatabase({ url });
  const opened = routed ? await withStandby(primary, { primary: url, standby: standbyUrl.toString() }, 5) : primary;
  if (routed && !opened.standby?.usable()) throw new Error(`The standby at ${standbyServer} is not usable`);
  const server = await serveBench(opened, 'checker');
  const times = [];
  for (const path of paths) times.push(await timeCalls(() => fetchStatus(server.address, path, server.authorization)));
  const lag = opened.standby?.lagSeconds();
  const standbyAnswered = opened.standby?.queries() ?? 0;
  await server.close();
  return { times, lag, standbyAnswered };
}

const onPrimary = await timeAll(false);
const onStandby = await timeAll(true);
console.log(`Dashboards on ${name}: every read on the primary, and reads on the standby (lag ${onStandby.lag} s)`);
console.log(
  `Queries sent to the standby: ${onPrimary.standbyAnswered} in the first run, ${onStandby.standbyAnswered} in the second`,
);
console.log('call'.padEnd(60), 'primary'.padStart(16), 'standby'.padStart(16), 'budget'.padStart(8));
for (const [index, path] of paths.entries()) {
  const cell = (time?: { median: number; p95: number; status: number }) =>
    time ? `${time.median.toFixed(1)} / ${time.p95.toFixed(1)}${time.status === 200 ? '' : ` (${time.status})`}` : '';
  console.log(
    path.padEnd(60),
    cell(onPrimary.times[index]).padStart(16),
    cell(onStandby.times[index]).padStart(16),
    `${budgetMs} ms`.padStart(8),
  );
}
console.log('(median / p95 in ms)');
if (keep) console.log(`Kept database ${name}.`);
else await drop();
