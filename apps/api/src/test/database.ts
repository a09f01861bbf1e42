import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { databaseUrl, onServer, serverUrlOf, testDatabaseName } from './postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DB=postgres, a new database
 * on the server of TEST_DATABASE_URL (reached on `port` when given), dropped at the end. Both start from the
 * database that test/global-setup.ts migrated once for the run.
 */
export async function openTestDatabase(options: { port?: number; queryTimeoutMs?: number } = {}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ loadDataDir: await openAsBlob(inject('pgliteTemplate')) });
  }
  const serverUrl = serverUrlOf();
  const name = testDatabaseName('test');
  await onServer(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const database = await openDatabase({
    url: databaseUrl(serverUrl, name, options.port),
    queryTimeoutMs: options.queryTimeoutMs,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The URL a PostgreSQL test database's pool connects with (another pool on it: another machine). */
export function urlOf(database: Database): string {
  return (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;
}
