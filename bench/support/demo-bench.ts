import { parseArgs } from 'node:util';
import type { Role } from '@portside/contracts/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import type { Database } from '../../apps/api/src/db/client';
import { generateDemoData } from '../../apps/api/src/demo/generate';
import { createDemoUsers, firstDayOf } from '../../apps/api/src/demo/seed';
import { createUser, staffProfile } from '../../apps/api/src/modules/users/repository';
import { benchDatabase, keptBenchDatabase } from './bench-database';

/**
 * A bench on the demo data of PostgreSQL: `[--items 1000000] [--url postgres://...] [--keep] [--reuse]` (default:
 * TEST_DATABASE_URL; --keep leaves the database `name`, --reuse times it again without generating, after applying any
 * new migration); the demo's six years end on `today`. The server is serveBench's; `close` stops it and drops the
 * database unless kept.
 */
export async function openDemoBench(name: string, role: Role, { today = '2026-03-15' } = {}) {
  const { database, drop, keep } = await openDemoDatabase(name, { today });
  const served = await serveBench(database, role);
  return {
    ...served,
    async close() {
      await served.close();
      if (keep) console.log(`Kept database ${name}.`);
      else await drop();
    },
  };
}

/**
 * The demo database of a bench, generated or (--reuse) the one a --keep run left: `[--items 1000000] [--url ...]
 * [--keep] [--reuse]`, as openDemoBench reads them, and the bench's own `strings` (their values in `values`); its
 * URL for a bench that starts its own server.
 */
export async function openDemoDatabase(
  name: string,
  { today = '2026-03-15', strings = {} }: { today?: string; strings?: Record<string, string> } = {},
) {
  const own = Object.fromEntries(
    Object.entries(strings).map(([option, fallback]) => [option, { type: 'string' as const, default: fallback }]),
  );
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: '1000000' },
      url: { type: 'string' },
      keep: { type: 'boolean' },
      reuse: { type: 'boolean' },
      ...own,
    },
  });
  const serverUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

  async function openBenchDatabase() {
    if (values.reuse) return keptBenchDatabase(serverUrl, name);
    const { database, url, drop } = await benchDatabase(serverUrl, name);
    await createDemoUsers(database.db, 'bench-hash', firstDayOf(today, 6));
    const summary = await generateDemoData(database.db, {
      items: Number(values.items),
      years: 6,
      seed: 1,
      today,
      passwordHash: 'bench-hash',
    });
    // A steady database: autovacuum has set the visibility map and hint bits that a bulk load leaves unset.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`${summary.items.toLocaleString('en-US')} items generated in ${summary.seconds.toFixed(1)} s`);
    return { database, url, drop };
  }

  const given: Record<string, string | boolean | undefined> = values;
  return { ...(await openBenchDatabase()), keep: Boolean(values.keep || values.reuse), values: given };
}

/**
 * The real HTTP server on `database`, listening on a free port, with a user of `role` signed in (`signIn` signs in
 * one of another role); `close` stops both.
 */
export async function serveBench(database: Database, role: Role) {
  const app = await buildApp({
    config: {
      jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
      logLevel: 'warn',
      requestsPerMinute: 1_000_000,
    },
    database,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  /** The authorization header of a real session of a new user of the role. */
  async function signIn(as: Role) {
    const user = await createUser(
      database.db,
      null,
      {
        username: `bench-${as}-${Date.now()}`,
        password: 'bench-password',
        role: as,
      },
      staffProfile(`Bench ${as}`),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'bench-password' },
    });
    return `Bearer ${login.json().accessToken}`;
  }

  return {
    db: database.db,
    address,
    authorization: await signIn(role),
    signIn,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
