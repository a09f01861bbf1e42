/**
 * One API process against two on these two cores (WORKERS): the built server (npm run serve) on the demo data of
 * PostgreSQL, loaded by autocannon with a mix of authenticated calls at once, each its own connections: a list (the
 * vessel visits, first page), a dashboard call (the revenue by category over six years) and a tally write (a gang's
 * hour recorded again on a visit still open). Prints requests a second, p50 and p99 of each call under 1 and 2
 * workers, and the ratio of the whole. The load generator runs on the same two cores, as a second machine would not.
 *   node --import tsx bench/workers.ts [--seconds 20] [--items 1000000] [--url ...] [--keep] [--reuse]
 * (the database portside_bench_workers; --keep and --reuse as the other benches)
 */
import autocannon from 'autocannon';
import { buildApi } from '../scripts/build-api.mjs';
import { openDemoDatabase } from './support/demo-bench';
import { cannonOptions, prepareMix, startBuiltServer } from './support/mixed-load';

const name = 'portside_bench_workers';

await buildApi();
const { database, url, drop, keep, values } = await openDemoDatabase(name, { strings: { seconds: '20' } });
const seconds = Number(values.seconds);
const mixOn = await prepareMix(database);
await database.close();

async function run(workers: number) {
  const server = await startBuiltServer(url, workers);
  const calls = await mixOn(server.base);
  const load = (duration: number) =>
    Promise.all(Object.values(calls).map((call) => autocannon({ ...cannonOptions(server.base, call), duration })));
  // Warmed first (plans, caches, each worker's JIT), then measured all at once.
  await load(3);
  const results = await load(seconds);
  await server.stop();
  return Object.keys(calls).map((call, index) => {
    const result = results[index];
    if (!result) throw new Error('no result');
    const failed = result.non2xx + result.errors;
    if (failed) console.log(`  ${call}: ${failed} of ${result.requests.total} answers were not 2xx`);
    return { call, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  });
}

const one = await run(1);
const two = await run(2);
console.log(`\nWORKERS=1 against WORKERS=2, ${seconds} s of the mix at once, on ${name}:`);
const head = ['rps', 'p50', 'p99'];
console.log('call'.padEnd(32), ...head.map((h) => `${h} 1`.padStart(8)), '|', ...head.map((h) => `${h} 2`.padStart(8)));
for (const [index, row] of one.entries()) {
  const other = two[index];
  if (!other) continue;
  const cells = (r: typeof row) => [r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`].map((cell) => cell.padStart(8));
  console.log(row.call.padEnd(32), ...cells(row), '|', ...cells(other));
}
const total = (rows: typeof one) => rows.reduce((sum, row) => sum + row.rps, 0);
const [rate1, rate2] = [total(one), total(two)];
console.log(`Whole mix: ${rate1.toFixed(0)} and ${rate2.toFixed(0)} requests a second: ${(rate2 / rate1).toFixed(2)}x`);
if (keep) console.log(`Kept database ${name}.`);
else await drop();
