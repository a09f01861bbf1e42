import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';

// Filling a million rows (or migrating them) takes minutes on a busy machine: more than the server's 30 s for one query.
const queryTimeoutMs = 30 * 60_000;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, migrated database `name` on the PostgreSQL server of `serverUrl` (one a previous run left is dropped
 * first), its URL, and how to drop it.
 */
export async function benchDatabase(serverUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  await drop();
  await admin(`create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, queryTimeoutMs });
  await database.migrate();
  return { database, url, drop };
}

/**
 * The database `name` that a run with --keep left, with any newer migration applied, and vacuumed with fresh
 * statistics (--reuse): the rows a migration wrote are as steady as a generated database's.
 */
export async function keptBenchDatabase(serverUrl: string, name: string) {
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, queryTimeoutMs });
  await database.migrate();
  await database.db.execute(sql`vacuum analyze`);
  return { database, url, drop: async () => {} };
}
