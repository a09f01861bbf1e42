import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { databaseUrl, onServer, serverUrlOf, testDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's data directory (a tar file) that each test file's database starts from. */
    pgliteTemplate: string;
    /** With TEST_DB=postgres: a migrated database on the server that each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run instead of one per test file: on PGlite, a data directory dumped to a file that
 * each file loads; with TEST_DB=postgres, a template database that each file's database is created from.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = serverUrlOf();
    const name = testDatabaseName('template');
    const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
    await onServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      await drop();
      throw error;
    }
    // A template with a connection open cannot be copied.
    await database.close();
    project.provide('postgresTemplate', name);
    return drop;
  }
  const folder = mkdtempSync(join(tmpdir(), 'portside-api-tests-'));
  const database = await openDatabase({});
  try {
    await database.migrate();
    // drizzle keeps the PGlite it queries as $client.
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const file = join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
