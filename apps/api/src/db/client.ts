import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { processLog } from '../observability/process-log';
import { transactionRetries } from '../observability/process-metrics';
import { DataDirInUse, lockDataDir } from './data-dir-lock';
import { isDeadlock } from './errors';
import * as schema from './schema/index';
import type { Standby } from './standby';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How often a transaction that PostgreSQL chose to end in a deadlock is run again before its error is the answer. */
const deadlockAttempts = 3;

/**
 * A transaction, typed as the Db it runs on (the two drivers' transaction types differ; their queries do not). One
 * that PostgreSQL ended to break a deadlock (40P01) changed nothing, so it is run again, up to three times.
 */
/** What runs once the outermost transaction committed (its `root` is the database it ran on); nothing if it failed. */
type CommitHooks = { root: Db; callbacks: ((root: Db) => void)[] };
const commitHooks = new WeakMap<Db, CommitHooks>();

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = commitHooks.get(db);
  // Within a transaction already (a savepoint): what it registers waits for the outer commit.
  if (outer) return db.transaction((transaction) => work(withHooks(transaction, outer)));
  for (let attempt = 1; ; attempt++) {
    const hooks: CommitHooks = { root: db, callbacks: [] };
    try {
      const result = await db.transaction((transaction) => work(withHooks(transaction, hooks)));
      // Committed: what tells others of it must not turn the write into a failure.
      for (const callback of hooks.callbacks) {
        try {
          callback(db);
        } catch (error) {
          processLog.error(`after a commit: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return result;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= deadlockAttempts) throw error;
      transactionRetries.inc();
    }
  }
}

function withHooks(transaction: unknown, hooks: CommitHooks): Db {
  const tx = transaction as Db;
  commitHooks.set(tx, hooks);
  return tx;
}

/**
 * Runs `callback` once the transaction `tx` committed (at once outside a transaction), given the database it ran on:
 * what tells others of a write (live events) never tells of one rolled back.
 */
export function afterCommit(tx: Db, callback: (root: Db) => void) {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.callbacks.push(callback);
  else callback(tx);
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address (the live updates listen on a connection of their own); none for the embedded database. */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Migrations in this build that the database has not run (0 once `migrate` ran). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
  /** The hot standby that reads may go to (DATABASE_READ_URL, standby.ts). */
  standby?: Standby;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (the embedded database has none). */
  poolUse?(): { total: number; idle: number; waiting: number };
};

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number: the advisory lock's key that the machines starting at once take in turn to migrate. */
const migrationLock = 2_902_029;

/**
 * Machines started at once (several behind a load balancer) migrate one after the other: the first runs what is new,
 * the others find nothing left, instead of two running the same migration. On a connection of its own, without the
 * pool's 30 s limit on a query: a long migration, or the wait for another machine's, is not cut off half done.
 */
async function migrateAlone(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
  // A connection lost meanwhile fails the query under way (the start stops with its error), not the whole process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLock]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // Ending the session releases the lock too.
    await client.end().catch(() => {});
  }
}

/** Migrations in this build (the journal read once). */
let built: number | undefined;

async function pendingMigrations(db: Db): Promise<number> {
  built ??= JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries.length as number;
  const ran = await db
    .execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)
    .then((result) => Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0))
    .catch(() => 0);
  return built - ran;
}

/**
 * PostgreSQL through a pool when a URL is given, otherwise the embedded PGlite in dataDir (or memory, empty or
 * started from a data directory that PGlite dumped: `loadDataDir`).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** How long a query may wait for PostgreSQL's answer (default 30 s). */
  queryTimeoutMs?: number;
}): Promise<Database> {
  const url = options.url;
  if (url) {
    // A server that does not answer, or stops answering (a frozen host, lost packets), fails the request with 503
    // instead of holding it: 5 s to connect, 30 s for a query's answer, keepalive on idle connections.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5000,
      query_timeout: options.queryTimeoutMs ?? 30_000,
      keepAlive: true,
    });
    // An idle connection closed by the server (a restart, a dropped test database) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01')
        processLog.error(`PostgreSQL connection error: ${error.message}`, { code: error.code });
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url,
      migrate: () => migrateAlone(url),
      ping: async () => void (await db.execute(sql`select 1`)),
      pendingMigrations: () => pendingMigrations(db),
      close: () => pool.end(),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // One process at a time in a folder (the server, or a command line tool while the server is stopped).
  const release = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  if (release) process.once('exit', release);
  const client = await PGlite.create(options.dataDir ? join(options.dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    pendingMigrations: () => pendingMigrations(db),
    close: async () => {
      await client.close();
      if (release) {
        process.off('exit', release);
        release();
      }
    },
  };
}

/**
 * The database the environment names (the server and the command line tools): a folder held by another process
 * stops this one with the lock's sentence, not a stack trace.
 */
export async function openConfiguredDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  try {
    return await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    processLog.error(error.message);
    process.exit(1);
  }
}
