import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateDemoData } from '../demo/generate';
import { createDemoUsers } from '../demo/seed';
import { BackupRefused, backupDataDir, restoreDataDir, type TableRows, tableRowCounts } from './backup';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { rollupDrift } from './rollups/rebuild';
import { sessions, users } from './schema/index';

const here = dirname(fileURLToPath(import.meta.url));
const migrations = join(here, 'migrations');
const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

const root = mkdtempSync(join(tmpdir(), 'portside-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const folder = () => join(root, `folder-${++folders}`);

/** The embedded database of a DATA_DIR, opened for a look: its tables' rows, its rollups' drift, its migrations. */
async function look(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const open = await client.query<{ n: number }>('select count(*)::int as n from sessions where ended_at is null');
    return {
      tables: await tableRowCounts(database.db),
      drift: await rollupDrift(database.db),
      migrations: rows[0]?.n,
      openSessions: open.rows[0]?.n,
    };
  } finally {
    await database.close();
  }
}

/**
 * A DATA_DIR with a small demo database (the migrated template, then 150 BLs over a year), and on the way an older
 * backup: the same database emptied and migrated only up to two migrations ago, dumped as PGlite dumps it.
 */
const demo = folder();
let demoTables: TableRows[];
const backup = join(root, 'demo.tar.gz');
const older = join(root, 'older.tar');
const olderMigrations = journal.entries.length - 2;

/** `npm run restore -- FILE` (what the script runs), in its own process: exit code and error output. */
const run = (tool: string, args: string[]) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, '..', 'cli', `${tool}.ts`), ...args], {
      env: { ...process.env, DATA_DIR: folder() },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stderr }));
  });
const notes = join(root, 'notes.txt');
let commandLine: ReturnType<typeof run>;

// The embedded database only: the run on PostgreSQL (TEST_DB=postgres) has no PGlite template and nothing to add.
describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore of the embedded database', () => {
  beforeAll(async () => {
    // Started first, it runs in its own process beside the rest.
    writeFileSync(notes, 'not a backup'.repeat(100));
    commandLine = run('restore', [notes]);

    const staged = join(root, 'migrations-older');
    cpSync(migrations, staged, { recursive: true });
    writeFileSync(
      join(staged, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, olderMigrations) }),
    );
    const database = await openDatabase({ dataDir: demo, loadDataDir: await openAsBlob(inject('pgliteTemplate')) });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      await client.exec('drop schema public cascade; create schema public; drop schema drizzle cascade');
      await migrate(drizzle(client), { migrationsFolder: staged });
      writeFileSync(older, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      await database.migrate();

      const passwordHash = 'not-a-real-hash';
      await createDemoUsers(database.db, passwordHash, new Date('2025-03-01T00:00:00Z'));
      await generateDemoData(database.db, { items: 150, years: 1, seed: 3, today: '2026-03-15', passwordHash });
      // A session open when the backup is taken, which a restore must not bring back to life.
      const [someone] = await database.db.select({ id: users.id }).from(users).limit(1);
      await database.db.insert(sessions).values({ userId: someone?.id ?? 0 });
      demoTables = await tableRowCounts(database.db);
      expect(await rollupDrift(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("round-trips the demo database into a new folder: every table's rows, the rollups exact", async () => {
    expect(demoTables.length).toBeGreaterThan(20);
    expect(demoTables.find(({ table }) => table === 'items')?.rows).toBe(150);

    const written = await backupDataDir({ dataDir: demo }, backup);
    expect(written).toMatchObject({ file: backup, gzip: true, tables: demoTables });
    expect(statSync(backup).size).toBe(written.bytes);
    expect(readdirSync(root).filter((name) => name.endsWith('.partial'))).toEqual([]);
    // The folder is free again: the lock was released.
    expect(existsSync(join(demo, 'server.lock'))).toBe(false);

    const target = folder();
    const restored = await restoreDataDir({ dataDir: target }, backup);
    expect(restored).toMatchObject({ tables: demoTables, migrations: { added: 0 }, previous: undefined });
    expect(readdirSync(target)).toEqual(['pglite']);
    expect(await look(target)).toEqual({
      tables: demoTables,
      drift: [],
      migrations: journal.entries.length,
      openSessions: 0,
    });
  });

  it('refuses to restore over a database unless --force, which keeps the former one aside; an older backup is migrated', async () => {
    await expect(restoreDataDir({ dataDir: demo }, older)).rejects.toThrow(
      new BackupRefused(
        `${demo} already holds a database: restoring would replace it. Name an empty folder with DATA_DIR, or add ` +
          '--force to move the current database aside (kept beside it) and restore in its place.',
      ),
    );
    const restored = await restoreDataDir({ dataDir: demo }, older, { force: true });
    expect(restored.migrations).toEqual({ before: olderMigrations, added: 2 });
    expect(restored.tables.map(({ table }) => table)).toEqual(demoTables.map(({ table }) => table));
    expect(restored.previous).toMatch(/\/pglite\.before-restore-[\dT-]+Z$/);
    expect(readdirSync(demo).sort()).toEqual(['pglite', (restored.previous as string).split('/').pop()]);
    // The former database (the demo) is where it was moved, a data directory still.
    const previous = restored.previous as string;
    expect(readFileSync(join(previous, 'PG_VERSION'), 'utf8').trim()).toBe(restored.archive.pgVersion);
    expect(readdirSync(join(previous, 'base')).length).toBeGreaterThan(0);
  });

  it('answers a missing, empty, foreign, damaged or truncated file with a sentence, changing nothing', async () => {
    const target = folder();
    const file = (name: string, content: Buffer | string) => {
      const path = join(root, name);
      writeFileSync(path, content);
      return path;
    };
    const whole = readFileSync(backup);
    const refusals: [string, string][] = [
      [join(root, 'missing.tar'), `There is no file ${join(root, 'missing.tar')}.`],
      [file('empty.tar', ''), 'is empty: it is not a backup of the embedded database.'],
      [file('notes.txt', 'not a backup'.repeat(100)), 'it is neither a tar archive nor a gzip-compressed one.'],
      [file('cut.tar.gz', whole.subarray(0, whole.length >> 1)), 'its gzip compression is damaged'],
      [file('flipped.tar.gz', Buffer.concat([whole.subarray(0, 10), Buffer.alloc(4096, 7)])), 'its gzip compression'],
    ];
    for (const [path, sentence] of refusals) {
      await expect(restoreDataDir({ dataDir: target }, path), path).rejects.toThrow(BackupRefused);
      await expect(restoreDataDir({ dataDir: target }, path), path).rejects.toThrow(sentence);
    }
    expect(existsSync(target)).toBe(false);

    // A tar file of something else, and one that looks like a data directory but is not one.
    const foreign = folder();
    cpSync(join(here, 'migrations', 'meta'), foreign, { recursive: true });
    writeFileSync(join(root, 'PG_VERSION'), '18\n');
    spawnSync('tar', ['-cf', join(root, 'foreign.tar'), '-C', foreign, '.']);
    spawnSync('tar', ['-cf', join(root, 'hollow.tar'), '-C', root, 'PG_VERSION']);
    await expect(restoreDataDir({ dataDir: target }, join(root, 'foreign.tar'))).rejects.toThrow(
      'its archive holds no PostgreSQL data directory (no PG_VERSION).',
    );
    await expect(restoreDataDir({ dataDir: target }, join(root, 'hollow.tar'))).rejects.toThrow(
      /could not be opened as a database \(a PostgreSQL 18 data directory\): .*Nothing in .* was changed\./,
    );
    expect(readdirSync(target)).toEqual([]);

    // Entries that would land outside the data directory, or link elsewhere.
    writeFileSync(join(root, 'notes'), 'written outside');
    symlinkSync('/etc/passwd', join(root, 'passwd'));
    const escaping = join(root, 'escaping.tar');
    spawnSync('tar', [
      '-cf',
      escaping,
      '-P',
      '-C',
      root,
      '--transform',
      's,^notes,../../notes,',
      'PG_VERSION',
      'notes',
    ]);
    spawnSync('tar', ['-cf', join(root, 'linked.tar'), '-C', root, 'PG_VERSION', 'passwd']);
    await expect(restoreDataDir({ dataDir: target }, escaping)).rejects.toThrow(
      'its entry "../../notes" is not a file or folder of a data directory.',
    );
    await expect(restoreDataDir({ dataDir: target }, join(root, 'linked.tar'))).rejects.toThrow(
      'its entry "passwd" is not a file or folder of a data directory.',
    );
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses PostgreSQL (pointing to pg_dump), a folder in use, and a folder without a database', async () => {
    const postgres = { dataDir: demo, databaseUrl: 'postgres://portside@localhost/portside' };
    await expect(backupDataDir(postgres, join(root, 'x.tar'))).rejects.toThrow(
      /^DATABASE_URL is set: npm run backup is for the embedded database only\. Back up PostgreSQL with pg_dump .*docs\/operations\.md/,
    );
    await expect(restoreDataDir(postgres, backup)).rejects.toThrow(/npm run restore .* pg_restore/);

    const release = lockDataDir(demo);
    try {
      await expect(backupDataDir({ dataDir: demo }, join(root, 'x.tar'))).rejects.toThrow(
        /is in use by another Portside process .* A backup needs the folder to itself: stop the server first\.$/,
      );
      await expect(restoreDataDir({ dataDir: demo }, backup, { force: true })).rejects.toThrow(
        /A restore needs the folder to itself: stop the server first\.$/,
      );
    } finally {
      release();
    }
    await expect(backupDataDir({ dataDir: folder() }, join(root, 'x.tar'))).rejects.toThrow(
      /^There is no embedded database in .* to back up \(is DATA_DIR right\?\)\.$/,
    );
    await expect(backupDataDir({ dataDir: demo }, backup)).rejects.toThrow(
      `${backup} already exists: name another file, or add --force to replace it.`,
    );
  });

  it('answers on the command line with the sentence alone, no stack trace', async () => {
    expect(await commandLine).toEqual({
      code: 1,
      stderr: `${notes} is not a backup of the embedded database: it is neither a tar archive nor a gzip-compressed one.\n`,
    });
  });
});
