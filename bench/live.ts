/**
 * Live updates under load (issue 30 point 4): 200 open streams (the public schedule's from one address, as many as
 * an address may open, the rest signed-in pages of /api/live, as many users as the limit per user asks) and a tally
 * a second, for ten minutes, against the built server (WORKERS one per core,
 * so events cross processes through PostgreSQL's LISTEN/NOTIFY) on the demo data of PostgreSQL. Prints the tally
 * call's p99 beside its 100 ms target, how long each event took to reach every stream beside the 2 s target, and the
 * resident memory of the server's processes minute by minute (flat, beside the first minute).
 *   node --import tsx bench/live.ts [--minutes 10] [--streams 200] [--items 1000000] [--url ...] [--keep] [--reuse]
 */
import { availableParallelism } from 'node:os';
import { liveStreamLimits } from '@portside/contracts/live';
import { EventSource } from 'eventsource';
import { createUser, staffProfile } from '../apps/api/src/modules/users/repository';
import { buildApi } from '../scripts/build-api.mjs';
import { openDemoDatabase } from './support/demo-bench';
import { startBuiltServer, tallyRotation } from './support/mixed-load';
import { descendantsOf, residentMb } from './support/resident-memory';

const name = 'portside_bench_workers';
const password = 'bench-password';

await buildApi();
const { database, url, drop, keep, values } = await openDemoDatabase(name, {
  strings: { minutes: '10', streams: '200' },
});
const minutes = Number(values.minutes);
const streamCount = Number(values.streams);
const publicCount = Math.min(liveStreamLimits.perAddress, Math.floor(streamCount / 4));
const signedInCount = streamCount - publicCount;
const userCount = Math.ceil(signedInCount / liveStreamLimits.perUser);
const roleOf = (user: number) => (user % 2 === 0 ? 'operation' : 'checker');
const stamp = Date.now();
for (let user = 0; user < userCount; user++) {
  const role = roleOf(user);
  await createUser(database.db, null, { username: `live-${user}-${stamp}`, password, role }, staffProfile(role));
}
const rotate = await tallyRotation(database);
await database.close();

const workers = availableParallelism();
const server = await startBuiltServer(url, workers);
const tokens: string[] = [];
for (let user = 0; user < userCount; user++) {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `live-${user}-${stamp}`, password }),
  });
  tokens.push(((await response.json()) as { accessToken: string }).accessToken);
}

/** When each tally was sent, by work order: an event is timed from the latest tally of its visit. */
const sentAt = new Map<number, number>();
const delivery: number[] = [];
let publicEvents = 0;
const sources: EventSource[] = [];
let opened = 0;
for (let index = 0; index < streamCount; index++) {
  const isPublic = index >= signedInCount;
  const token = tokens[Math.floor(index / liveStreamLimits.perUser)];
  const source = new EventSource(`${server.base}/api/live${isPublic ? '/schedule' : ''}`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: isPublic ? init.headers : { ...init.headers, Authorization: `Bearer ${token}` },
      }),
  });
  source.addEventListener('ready', () => opened++, { once: true });
  source.addEventListener('visit', (message) => {
    const { workOrderId } = JSON.parse(message.data) as { workOrderId: number };
    const sent = sentAt.get(workOrderId);
    if (sent !== undefined) delivery.push(performance.now() - sent);
  });
  source.addEventListener('schedule', () => publicEvents++);
  sources.push(source);
}
while (opened < streamCount) await new Promise((resolve) => setTimeout(resolve, 100));
console.log(`${streamCount} streams open (${workers} workers); a tally a second for ${minutes} minutes on ${name}`);

const tallyMs: number[] = [];
const memory: number[] = [];
const started = performance.now();
const minuteNow = () => Math.floor((performance.now() - started) / 60_000);
const sampler = setInterval(() => {
  memory[minuteNow()] = [server.pid, ...descendantsOf(server.pid)].reduce((sum, pid) => sum + residentMb(pid), 0);
}, 10_000);
let failures = 0;
for (let second = 0; second < minutes * 60; second++) {
  const tally = rotate[second % rotate.length];
  if (!tally) break;
  const at = performance.now();
  sentAt.set(tally.workOrderId, at);
  const response = await fetch(`${server.base}${tally.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: tally.body,
  });
  await response.arrayBuffer();
  tallyMs.push(performance.now() - at);
  if (!response.ok) failures++;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + 1000 - performance.now())));
}
await new Promise((resolve) => setTimeout(resolve, 2000));
clearInterval(sampler);
for (const source of sources) source.close();
await server.stop();

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
const expected = tallyMs.length * signedInCount;
console.log(`tally call: ${tallyMs.length} sent, ${failures} failed; p50 ${percentile(tallyMs, 0.5).toFixed(1)} ms,`);
console.log(`  p99 ${percentile(tallyMs, 0.99).toFixed(1)} ms (target under 100 ms)`);
console.log(
  `events to ${signedInCount} signed-in streams (${userCount} users): ${delivery.length} of ${expected} delivered;`,
);
console.log(
  `  p50 ${percentile(delivery, 0.5).toFixed(1)} ms, p99 ${percentile(delivery, 0.99).toFixed(1)} ms, ` +
    `max ${Math.max(0, ...delivery).toFixed(1)} ms (target within 2,000 ms)`,
);
console.log(`${publicCount} public schedule streams: ${publicEvents} events (at most one a second each)`);
console.log('minute'.padEnd(7), 'RSS MB'.padStart(8));
for (let minute = 0; minute < minutes; minute++) {
  console.log(String(minute + 1).padEnd(7), (memory[minute] ?? 0).toFixed(0).padStart(8));
}
if (!keep) await drop();
