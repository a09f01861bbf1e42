/**
 * Soak: the mixed load (bench/support/mixed-load.ts: a list, a dashboard call, a tally write) at a fixed rate for ten
 * minutes against the built server (WORKERS as production sets it, one per core) on the demo data of PostgreSQL.
 * Prints, minute by minute, the p99 of each call and the resident memory of the server's processes (the primary, its
 * workers and their PDF readers): neither may drift upward beyond noise.
 *   node --import tsx bench/soak.ts [--minutes 10] [--rate 60] [--items 1000000] [--url ...] [--keep] [--reuse]
 * (--rate: requests a second in all, shared 2:2:1 by the list, the dashboard call and the tally write)
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { buildApi } from '../scripts/build-api.mjs';
import { openDemoDatabase } from './support/demo-bench';
import { cannonOptions, prepareMix, startBuiltServer } from './support/mixed-load';
import { descendantsOf, residentMb } from './support/resident-memory';

const name = 'portside_bench_workers';
const shares = [0.4, 0.4, 0.2];

await buildApi();
const { database, url, drop, keep, values } = await openDemoDatabase(name, { strings: { minutes: '10', rate: '60' } });
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const mixOn = await prepareMix(database);
await database.close();

const workers = availableParallelism();
const server = await startBuiltServer(url, workers);
const calls = Object.entries(await mixOn(server.base));
/** Latencies of each call, by minute from the start. */
const byMinute = calls.map(() => [] as number[][]);
const failures = calls.map(() => 0);
const started = performance.now();
const minuteNow = () => Math.floor((performance.now() - started) / 60_000);
const memory: number[] = [];
const sampler = setInterval(() => {
  memory[minuteNow()] = [server.pid, ...descendantsOf(server.pid)].reduce((sum, pid) => sum + residentMb(pid), 0);
}, 10_000);

console.log(`Soak: ${rate} requests a second for ${minutes} minutes, ${workers} workers, on ${name}`);
await Promise.all(
  calls.map(
    ([, call], index) =>
      new Promise<void>((done, fail) => {
        const instance = autocannon(
          {
            ...cannonOptions(server.base, call),
            overallRate: Math.max(1, Math.round(rate * (shares[index] ?? 0))),
            duration: minutes * 60,
          },
          (error) => (error ? fail(error) : done()),
        );
        instance.on('response', (_client, status, _bytes, responseTime) => {
          if (status >= 300) failures[index] = (failures[index] ?? 0) + 1;
          const buckets = byMinute[index] ?? [];
          const minute = minuteNow();
          const bucket = buckets[minute] ?? [];
          buckets[minute] = bucket;
          bucket.push(responseTime);
        });
      }),
  ),
);
clearInterval(sampler);
await server.stop();

const p99 = (samples: number[] = []) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};
console.log(
  'minute'.padEnd(7),
  ...calls.map(([call]) => `p99 ${call.split(':')[0]}`.padStart(16)),
  'RSS MB'.padStart(8),
);
for (let minute = 0; minute < minutes; minute++) {
  console.log(
    String(minute + 1).padEnd(7),
    ...byMinute.map((buckets) => `${p99(buckets[minute]).toFixed(1)} ms`.padStart(16)),
    (memory[minute] ?? 0).toFixed(0).padStart(8),
  );
}
for (const [index, [call]] of calls.entries()) if (failures[index]) console.log(`${call}: ${failures[index]} not 2xx`);
if (keep) console.log(`Kept database ${name}.`);
else await drop();
