import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DB=postgres, a new database
 * on the server of TEST_DATABASE_URL (reached on `port` when given), dropped at the end.
 */
export async function openTestDatabase(options: { port?: number; queryTimeoutMs?: number } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A test may reach the server through its own proxy, to cut the connection and restore it.
  if (options.port) url.port = String(options.port);
  const database = await openDatabase({ url: url.toString(), queryTimeoutMs: options.queryTimeoutMs });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
