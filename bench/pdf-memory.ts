/**
 * PDF uploads under attack: starts the real server as built (apps/api/dist/server.mjs) on a new PostgreSQL database, sends 60
 * PDFs whose content inflates to 4 GB, 10 at a time, as one commercial user, and while each batch is in the readers
 * a genuine manifest as another user. Prints the resident memory of the server and its readers before, at its peak
 * and 30 s after the last upload, and the genuine upload's answer time; fails over either budget.
 *   node --import tsx bench/pdf-memory.ts [--url postgres://...]   (default server: TEST_DATABASE_URL)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { inflationBombPdf } from '../apps/api/src/modules/pdf-converter/test/samples/bad-files';
import { samplePdf, sixtyPages } from '../apps/api/src/modules/pdf-converter/test/samples/sample-pdfs';
import { createUser, staffProfile } from '../apps/api/src/modules/users/repository';
import { buildApi } from '../scripts/build-api.mjs';
import { benchDatabase } from './support/bench-database';
import { descendantsOf, residentMb } from './support/resident-memory';

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const serverUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'portside_bench_pdf_memory';
// The budgets of issue 8: memory back within 150 MB of its level 30 s after the last upload; a genuine upload
// answered within 10 s while the attack is queued.
const memoryBudgetMb = 150;
const latencyBudgetMs = 10_000;
const uploads = 60;
const batch = 10;

const { database, url, drop } = await benchDatabase(serverUrl, name);
const password = 'bench-password';
for (const username of ['bench-attacker', 'bench-desk']) {
  await createUser(database.db, null, { username, password, role: 'commercial' }, staffProfile(username));
}
await database.close();

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const base = `http://127.0.0.1:${port}`;
await buildApi();
const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
  },
});
const serverPid = server.pid ?? 0;

/** Resident memory of the server and its descendants (the PDF readers). */
const residentOfServerMb = () =>
  [serverPid, ...descendantsOf(serverPid)].reduce((sum, pid) => sum + residentMb(pid), 0);

for (let ready = false; !ready; await sleep(200)) {
  ready = await fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}
async function signIn(username: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return `Bearer ${((await response.json()) as { accessToken: string }).accessToken}`;
}
const attacker = await signIn('bench-attacker');
const desk = await signIn('bench-desk');

const bomb = inflationBombPdf(4);
const manifest = samplePdf(sixtyPages);
async function upload(pdf: Buffer, authorization: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'manifest.pdf');
  const started = performance.now();
  const response = await fetch(`${base}/api/pdf-converter/convert-pdf-to-json/`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const body = (await response.json()) as { detail?: string; data?: unknown[] };
  return { status: response.status, body, ms: performance.now() - started };
}

// Warm: both readers started, as on a server that has been reading manifests.
await Promise.all([upload(manifest.pdf, desk), upload(manifest.pdf, attacker)]);
await sleep(2_000);
const before = residentOfServerMb();
console.log(`server and readers before: ${before.toFixed(0)} MB`);

let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, residentOfServerMb());
}, 100);
const answers = new Map<string, number>();
const latencies: number[] = [];
let failed = false;
for (let sent = 0; sent < uploads; sent += batch) {
  const attack = Promise.all(Array.from({ length: batch }, () => upload(bomb, attacker)));
  // Once the batch is in the queue.
  await sleep(300);
  const genuine = await upload(manifest.pdf, desk);
  latencies.push(genuine.ms);
  if (genuine.status !== 200 || genuine.body.data?.length !== manifest.rows.length) {
    console.error(`genuine upload answered ${genuine.status} ${JSON.stringify(genuine.body).slice(0, 200)}`);
    failed = true;
  }
  for (const answer of await attack) {
    const key = `${answer.status} ${answer.body.detail}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
    if (answer.status >= 500) failed = true;
  }
  console.log(`uploads ${sent + 1}-${sent + batch}: genuine manifest answered in ${genuine.ms.toFixed(0)} ms`);
}
const afterLast = residentOfServerMb();
await sleep(30_000);
clearInterval(sampler);
const after = residentOfServerMb();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await drop();

console.log('\nanswers to the inflating PDFs:');
for (const [answer, count] of answers) console.log(`  ${count} x ${answer}`);
const slowest = Math.max(...latencies);
const grown = after - before;
console.log(
  [
    '',
    `genuine manifest while ${batch} were sent: slowest ${slowest.toFixed(0)} ms (budget ${latencyBudgetMs} ms)`,
    `memory of server and readers: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ` +
      `after the last ${afterLast.toFixed(0)} MB, 30 s later ${after.toFixed(0)} MB: ` +
      `${grown >= 0 ? '+' : ''}${grown.toFixed(0)} MB (budget +${memoryBudgetMb} MB)`,
  ].join('\n'),
);
if (slowest > latencyBudgetMs || grown > memoryBudgetMb || failed) {
  console.error('over a budget, or an upload was answered wrongly');
  process.exitCode = 1;
}
