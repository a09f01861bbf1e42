import { spawn } from 'node:child_process';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { createUser, staffProfile } from '../../apps/api/src/modules/users/repository';
import { freePort } from '../../apps/api/src/test/free-port';

const password = 'bench-password';

/**
 * One call of the mix: autocannon's request (or, `rotate`, one of several in turn, each request the next), and how many
 * connections make it at once.
 */
export type MixedCall = {
  path: string;
  authorization: string;
  connections: number;
  method?: 'POST';
  rotate?: { path: string; body: string }[];
};

/** The autocannon options of a call of the mix against `base` (the bench adds its duration or rate). */
export function cannonOptions(base: string, call: MixedCall): autocannon.Options {
  let next = 0;
  const rotate = call.rotate;
  return {
    url: `${base}${call.path}`,
    method: call.method ?? 'GET',
    headers: { authorization: call.authorization, 'content-type': 'application/json' },
    connections: call.connections,
    ...(rotate && {
      requests: [
        {
          setupRequest: (request) => {
            const target = rotate[next++ % rotate.length];
            return { ...request, path: target?.path, body: target?.body };
          },
        },
      ],
    }),
  };
}

/** How many gangs' hours the tally writes go round: as many clerks at as many hatches, not one row written by all. */
const talliesInTurn = 32;

/**
 * What the mixed load needs on the demo database: a user of each role that calls, and the latest tally of gangs on
 * visits not completed (each recorded again with the same moves, so the load changes nothing).
 */
export async function prepareMix(database: Database) {
  const stamp = Date.now();
  for (const role of ['commercial', 'checker', 'operation'] as const) {
    await createUser(database.db, null, { username: `bench-${role}-${stamp}`, password, role }, staffProfile(role));
  }
  const rotate = await tallyRotation(database);

  /** The mix against a server: a list, a dashboard call and a tally write, each as its own user. */
  return async function mixOn(base: string): Promise<Record<string, MixedCall>> {
    const token = async (role: string) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `bench-${role}-${stamp}`, password }),
      });
      return `Bearer ${((await response.json()) as { accessToken: string }).accessToken}`;
    };
    return {
      'list: visits, first page': {
        path: '/api/work-orders/?limit=20',
        authorization: await token('commercial'),
        connections: 8,
      },
      'dashboard: revenue by category': {
        path: '/api/reports/category-summary?from_year=2021&to_year=2026',
        authorization: await token('checker'),
        connections: 8,
      },
      [`tally write (${rotate.length} gangs in turn)`]: {
        path: rotate[0]?.path ?? '',
        authorization: await token('operation'),
        connections: 4,
        method: 'POST',
        rotate,
      },
    };
  };
}

/**
 * Tally writes that change nothing: the latest tally of gangs on visits not completed (up to `talliesInTurn`), each
 * recorded again with the same moves, as the requests of a write to go round.
 */
export async function tallyRotation(database: Database) {
  type Tally = { id: number; hour: string; gang: number; moves: number };
  const tallies = (
    (await database.db.execute(sql`
      select * from (
        select distinct on (t.work_order_id, t.gang)
          t.work_order_id as id, to_json(t.hour_start) #>> '{}' as hour, t.gang, t.moves
        from productivity_tallies t join work_orders w on w.id = t.work_order_id
        where w.status <> 'completed' order by t.work_order_id, t.gang, t.hour_start desc) latest
      limit ${talliesInTurn}`)) as unknown as { rows: Tally[] }
  ).rows;
  if (tallies.length === 0) throw new Error('The demo database has no tally on an open visit');
  return tallies.map((tally) => ({
    path: `/api/work-orders/${tally.id}/productivity-logs`,
    workOrderId: tally.id,
    body: JSON.stringify({ hour_start: tally.hour, gang: tally.gang, moves: tally.moves, confirm_excess: true }),
  }));
}

/** The built server (apps/api/dist, as npm run serve runs it) on `url` with `workers` processes, once it is ready. */
export async function startBuiltServer(url: string, workers: number) {
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      WORKERS: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`The server stopped with code ${server.exitCode}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    base,
    pid: server.pid ?? 0,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    },
  };
}
