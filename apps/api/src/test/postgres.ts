import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server of TEST_DATABASE_URL, which TEST_DB=postgres needs. */
export function serverUrlOf(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return serverUrl;
}

/** A new database name on the test server: portside_<kind>_<random>. */
export function testDatabaseName(kind: 'test' | 'template'): string {
  return `portside_${kind}_${randomBytes(6).toString('hex')}`;
}

/** The server's URL with another database (and port, to reach it through a test's own proxy). */
export function databaseUrl(serverUrl: string, name: string, port?: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (port) url.port = String(port);
  return url.toString();
}

/** Runs one statement on the server's own database (creating and dropping databases). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
