/**
 * The server's cold start and memory, run through the TypeScript loader at run time (as before the build) and as
 * built ahead (apps/api/dist, what npm start and npm run serve run): time from the process's start until /api/ready
 * answers 200, its resident memory then and after 200 API calls. On the embedded database, in production (no demo
 * data), an already migrated data folder; five starts each, the median printed.
 *   node --import tsx bench/cold-start.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../apps/api/src/test/free-port';
import { buildApi } from '../scripts/build-api.mjs';
import { residentMb } from './support/resident-memory';

const runs = 5;
const ways = {
  'TypeScript loader (tsx, before)': ['--import', 'tsx', 'apps/api/src/server.ts'],
  'built JavaScript (dist, now)': ['apps/api/dist/server.mjs'],
};

await buildApi();
const dataDir = mkdtempSync(join(tmpdir(), 'portside-cold-start-'));

async function start(args: string[]) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    ))
  )
    await sleep(10);
  const readyMs = performance.now() - started;
  const atReady = residentMb(child.pid ?? 0);
  for (let call = 0; call < 200; call++) await fetch(`${url}/api/vessel-schedule`);
  const afterCalls = residentMb(child.pid ?? 0);
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  return { readyMs, atReady, afterCalls };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

// The first start migrates the new folder; it is not counted.
await start(ways['built JavaScript (dist, now)']);
console.log(`Cold start on the embedded database, production, median of ${runs}:`);
console.log(
  'way'.padEnd(34),
  'ready ms'.padStart(9),
  'RSS at ready MB'.padStart(16),
  'after 200 calls MB'.padStart(19),
);
for (const [way, args] of Object.entries(ways)) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await start(args));
  console.log(
    way.padEnd(34),
    median(results.map((r) => r.readyMs))
      .toFixed(0)
      .padStart(9),
    median(results.map((r) => r.atReady))
      .toFixed(0)
      .padStart(16),
    median(results.map((r) => r.afterCalls))
      .toFixed(0)
      .padStart(19),
  );
}
rmSync(dataDir, { recursive: true, force: true });
