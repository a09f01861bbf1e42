import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';

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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Filling a million rows takes minutes on a busy machine: more than the server's 30 s for one query.
  const database = await openDatabase({ url: url.toString(), queryTimeoutMs: 30 * 60_000 });
  await database.migrate();
  return { database, url: url.toString(), drop };
}
