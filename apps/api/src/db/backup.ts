import { randomUUID } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  openAsBlob,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { isNull, sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from './client';
import { DataDirInUse, lockDataDir } from './data-dir-lock';
import { selectRows } from './rows';
import { sessions } from './schema/index';

/**
 * `npm run backup` and `npm run restore` for the embedded database: the PGlite data directory under DATA_DIR as one
 * tar file (PGlite's own dumpDataDir and loadDataDir), gzip-compressed when the file's name ends in .gz or .tgz.
 */

/** A refusal or a failure the person running the command can act on: its message is the whole answer. */
export class BackupRefused extends Error {}

export type TableRows = { table: string; rows: number };

/** Where the embedded database is, and whether the environment names PostgreSQL instead. */
export type BackupTarget = { dataDir: string; databaseUrl?: string };

export type BackupProgress = {
  /** A step begins (a sentence ending in "..."). */
  onStep?: (step: string) => void;
  /** Bytes of the file written or read so far, of `total`. */
  onBytes?: (done: number, total: number) => void;
};

/** The PGlite data directory inside DATA_DIR (db/client.ts opens it there). */
const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');
const stagingPrefix = 'restore-in-progress-';

const refusePostgres = (target: BackupTarget, command: string) => {
  if (target.databaseUrl)
    throw new BackupRefused(
      `DATABASE_URL is set: ${command} is for the embedded database only. Back up PostgreSQL with pg_dump ` +
        `(pg_dump -Fc, restored with pg_restore), or with a base backup and WAL archiving for point-in-time ` +
        `recovery: see docs/operations.md, "Backups".`,
    );
};

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const isGzipName = (file: string) => /\.(gz|tgz)$/i.test(file);

/** Every table of the application (schema public) with its number of rows, by name. */
export async function tableRowCounts(db: Db): Promise<TableRows[]> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  if (tables.length === 0) return [];
  const counts = await selectRows<{ name: string; rows: number }>(
    db,
    sql.join(
      tables.map(
        ({ name }) => sql`select ${name}::text as name, count(*)::float8 as rows from ${sql.identifier(name)}`,
      ),
      sql` union all `,
    ),
  );
  return counts
    .map(({ name, rows }) => ({ table: name, rows: Number(rows) }))
    .sort((a, b) => (a.table < b.table ? -1 : 1));
}

/** How many of the app's migrations the database has (none before the first one ran). */
async function migrationsApplied(db: Db): Promise<number> {
  const [table] = await selectRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return 0;
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

/** The embedded database of dataDir, opened for a tool that needs it alone: a running server is a refusal. */
async function openAlone(dataDir: string, needs: string): Promise<Database> {
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirInUse)
      throw new BackupRefused(`${error.message} ${needs} needs the folder to itself: stop the server first.`);
    throw new BackupRefused(
      `The embedded database in ${dataDir} could not be opened: ${error instanceof Error ? error.message : error}.`,
    );
  }
}

export type BackupResult = { file: string; bytes: number; gzip: boolean; tables: TableRows[]; seconds: number };

/**
 * Writes the embedded database of target.dataDir to `file` (a tar file, gzip-compressed when its name ends in .gz or
 * .tgz): written under a temporary name beside it and renamed once complete and flushed, so that `file` is never
 * half written. Refuses PostgreSQL, a folder without a database, a folder in use, and an existing file unless
 * `force`.
 */
export async function backupDataDir(
  target: BackupTarget,
  file: string,
  options: BackupProgress & { force?: boolean } = {},
): Promise<BackupResult> {
  refusePostgres(target, 'npm run backup');
  const started = performance.now();
  const dataDir = resolve(target.dataDir);
  file = resolve(file);
  if (!existsSync(join(pgliteFolder(dataDir), 'PG_VERSION')))
    throw new BackupRefused(`There is no embedded database in ${dataDir} to back up (is DATA_DIR right?).`);
  if (!existsSync(dirname(file)) || !statSync(dirname(file)).isDirectory())
    throw new BackupRefused(`The folder ${dirname(file)} does not exist: create it, or name a file in another one.`);
  if (existsSync(file) && statSync(file).isDirectory()) throw new BackupRefused(`${file} is a folder: name a file.`);
  if (existsSync(file) && !options.force)
    throw new BackupRefused(`${file} already exists: name another file, or add --force to replace it.`);
  if (file.startsWith(pgliteFolder(dataDir) + sep))
    throw new BackupRefused(`Write the backup outside the database's own folder ${pgliteFolder(dataDir)}.`);

  const gzip = isGzipName(file);
  const database = await openAlone(dataDir, 'A backup');
  const partial = join(dirname(file), `.${basename(file)}.${randomUUID()}.partial`);
  try {
    options.onStep?.('Counting the rows of every table ...');
    const tables = await tableRowCounts(database.db);
    options.onStep?.(
      `Reading the database into memory${gzip ? ' and compressing it' : ''} (a large one takes a while) ...`,
    );
    // drizzle keeps the PGlite it queries as $client. A checkpoint first writes every change into the data files, so
    // that the copy needs no recovery from the write-ahead log when it is opened.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir(gzip ? 'gzip' : 'none');
    options.onStep?.(`Writing ${megabytes(dump.size)} to ${file} ...`);
    const handle = await open(partial, 'wx', 0o600);
    try {
      let written = 0;
      for await (const chunk of dump.stream()) {
        await handle.write(chunk);
        written += chunk.byteLength;
        options.onBytes?.(written, dump.size);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    renameSync(partial, file);
    return { file, bytes: dump.size, gzip, tables, seconds: (performance.now() - started) / 1000 };
  } finally {
    rmSync(partial, { force: true });
    await database.close();
  }
}

/** Whether the file starts like a gzip stream (1f 8b), read from its first bytes; an empty file is a refusal. */
function startsAsGzip(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const read = readSync(fd, head, 0, 2, 0);
    if (read === 0) throw new BackupRefused(`${file} is empty: it is not a backup of the embedded database.`);
    return read === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

const octal = (block: Buffer, start: number, length: number) => {
  const text = block
    .subarray(start, start + length)
    .toString('latin1')
    .replace(/\0.*$/s, '')
    .trim();
  return /^[0-7]+$/.test(text) ? Number.parseInt(text, 8) : Number.NaN;
};

/** The reason a tar stream is not a whole archive (a sentence's end). */
class DamagedArchive extends Error {}

/**
 * Reads a tar stream block by block without keeping it: each header's checksum is checked, the data skipped (but
 * PG_VERSION's kept), and the archive must end with its end-of-archive block, so that a truncated copy is caught
 * before anything is loaded.
 */
class TarWalker {
  private pending = Buffer.alloc(0);
  private skip = 0;
  private capture: { size: number; chunks: Buffer[] } | undefined;
  files = 0;
  ended = false;
  pgVersion: string | undefined;

  push(chunk: Buffer) {
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    while (!this.ended && data.length > 0) {
      if (this.skip > 0) {
        const taken = Math.min(this.skip, data.length);
        if (this.capture) this.capture.chunks.push(data.subarray(0, taken));
        this.skip -= taken;
        data = data.subarray(taken);
        if (this.skip === 0 && this.capture) {
          this.pgVersion = Buffer.concat(this.capture.chunks).subarray(0, this.capture.size).toString('latin1').trim();
          this.capture = undefined;
        }
        continue;
      }
      if (data.length < 512) break;
      this.header(data.subarray(0, 512));
      data = data.subarray(512);
    }
    this.pending = this.ended ? Buffer.alloc(0) : Buffer.from(data);
  }

  private header(block: Buffer) {
    if (block.every((byte) => byte === 0)) {
      this.ended = true;
      return;
    }
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
    const size = octal(block, 124, 12);
    if (octal(block, 148, 8) !== sum || Number.isNaN(size))
      throw new DamagedArchive(
        this.files === 0
          ? 'it is neither a tar archive nor a gzip-compressed one'
          : `its archive is damaged after ${this.files} files`,
      );
    this.files++;
    const field = (start: number, length: number) =>
      block
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    // PGlite writes files and folders under its data directory only: a link, a device, extended headers that rename
    // entries, or a name climbing out (..) is not its backup, whatever loading it would do.
    const type = String.fromCharCode(block[156] ?? 0);
    if (!['0', '\0', '5'].includes(type) || name.split('/').includes('..'))
      throw new DamagedArchive(`its entry ${JSON.stringify(name)} is not a file or folder of a data directory`);
    this.skip = Math.ceil(size / 512) * 512;
    if (name.replace(/^\.?\//, '') === 'PG_VERSION' && size < 512) this.capture = { size, chunks: [] };
  }
}

export type ArchiveSummary = { gzip: boolean; bytes: number; files: number; pgVersion: string };

/**
 * Checks that `file` is a whole PGlite data directory archive (optionally gzip-compressed) by reading it through
 * once: any other file, or a damaged or truncated one, is a refusal naming what is wrong.
 */
export async function inspectBackup(file: string, progress: BackupProgress = {}): Promise<ArchiveSummary> {
  let bytes: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new BackupRefused(`${file} is not a file.`);
    bytes = stat.size;
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupRefused(code === 'ENOENT' ? `There is no file ${file}.` : `${file} cannot be read (${code}).`);
  }
  const gzip = startsAsGzip(file);
  const walker = new TarWalker();
  const refuse = (reason: string) => new BackupRefused(`${file} is not a backup of the embedded database: ${reason}.`);
  let read = 0;
  const counted = async function* (stream: AsyncIterable<Buffer>) {
    for await (const chunk of stream) {
      read += chunk.length;
      progress.onBytes?.(read, bytes);
      yield chunk;
    }
  };
  const walk = async (stream: AsyncIterable<Buffer>) => {
    for await (const chunk of stream) walker.push(chunk);
  };
  try {
    if (gzip) await pipeline(createReadStream(file), counted, createGunzip(), walk);
    else await pipeline(createReadStream(file), counted, walk);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw refuse(
      error instanceof DamagedArchive
        ? message
        : (error as { code?: string }).code?.startsWith('Z_')
          ? `its gzip compression is damaged (${message})`
          : `it cannot be read (${message})`,
    );
  }
  if (walker.files === 0 && !walker.ended) throw refuse('it is neither a tar archive nor a gzip-compressed one');
  if (!walker.ended) throw refuse('it ends in the middle of its archive (an incomplete copy?)');
  if (walker.pgVersion === undefined) throw refuse('its archive holds no PostgreSQL data directory (no PG_VERSION)');
  return { gzip, bytes, files: walker.files, pgVersion: walker.pgVersion };
}

export type RestoreResult = {
  archive: ArchiveSummary;
  tables: TableRows[];
  /** Migrations the backup had, and how many `migrate()` added to bring it up to date. */
  migrations: { before: number; added: number };
  /** Where the database that was in DATA_DIR now is (with --force), else undefined. */
  previous?: string;
  seconds: number;
};

/**
 * Loads the backup `file` into target.dataDir. The folder must hold no database, unless `force`: then the current
 * one is moved aside (pglite.before-restore-TIME, beside it) rather than deleted. The backup is first loaded into a
 * folder of its own inside DATA_DIR, opened and migrated (an older backup is brought up to date); only then is it
 * renamed into place, so that a file that fails at any step leaves DATA_DIR as it was. The folder's lock is held
 * throughout: a running server is a refusal.
 */
export async function restoreDataDir(
  target: BackupTarget,
  file: string,
  options: BackupProgress & { force?: boolean } = {},
): Promise<RestoreResult> {
  refusePostgres(target, 'npm run restore');
  const started = performance.now();
  const dataDir = resolve(target.dataDir);
  file = resolve(file);
  const current = pgliteFolder(dataDir);
  const holdsDatabase = () => existsSync(current) && readdirSync(current).length > 0;
  const refuseExisting = () =>
    new BackupRefused(
      `${dataDir} already holds a database: restoring would replace it. Name an empty folder with DATA_DIR, or ` +
        'add --force to move the current database aside (kept beside it) and restore in its place.',
    );
  // Said before a large file is read through (and again once the folder is this process's).
  if (!options.force && holdsDatabase()) throw refuseExisting();
  options.onStep?.(`Checking ${file} ...`);
  const archive = await inspectBackup(file, options);

  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUse)
      throw new BackupRefused(`${error.message} A restore needs the folder to itself: stop the server first.`);
    throw error;
  }
  try {
    const replacing = holdsDatabase();
    if (replacing && !options.force) throw refuseExisting();
    // What an earlier restore that was stopped half way left (this process holds the folder: nothing uses them).
    for (const name of readdirSync(dataDir))
      if (name.startsWith(stagingPrefix)) rmSync(join(dataDir, name), { recursive: true, force: true });

    const staging = join(dataDir, `${stagingPrefix}${randomUUID()}`);
    let tables: TableRows[];
    let migrations: RestoreResult['migrations'];
    try {
      options.onStep?.(`Loading ${megabytes(archive.bytes)} into a new folder ...`);
      const loadDataDir = await openAsBlob(file, { type: archive.gzip ? 'application/gzip' : 'application/x-tar' });
      const database = await openDatabase({ dataDir: staging, loadDataDir }).catch((error: unknown) => {
        throw new BackupRefused(
          `${file} could not be opened as a database (a PostgreSQL ${archive.pgVersion} data directory): ` +
            `${error instanceof Error ? error.message : error}. Nothing in ${dataDir} was changed.`,
        );
      });
      try {
        options.onStep?.('Bringing it up to date (migrations) and counting its rows ...');
        const before = await migrationsApplied(database.db);
        await database.migrate();
        migrations = { before, added: (await migrationsApplied(database.db)) - before };
        // A session open when the backup was taken may have been ended since (a logout, a password change, a
        // deactivation): none comes back to life; everyone signs in again.
        await database.db.update(sessions).set({ endedAt: sql`now()` }).where(isNull(sessions.endedAt));
        tables = await tableRowCounts(database.db);
      } finally {
        await database.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (error instanceof BackupRefused) throw error;
      throw new BackupRefused(
        `${file} was loaded but could not be brought up to date: ${error instanceof Error ? error.message : error}. ` +
          `Nothing in ${dataDir} was changed.`,
      );
    }

    // The swap: two renames within one folder, the current database kept aside until the person deletes it. A process
    // killed between the two (microseconds) leaves no pglite folder: running the restore again puts it right.
    let previous: string | undefined;
    if (replacing) {
      previous = join(dataDir, `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      renameSync(current, previous);
    } else {
      rmSync(current, { recursive: true, force: true });
    }
    try {
      renameSync(join(staging, 'pglite'), current);
    } catch (error) {
      if (previous) renameSync(previous, current);
      throw error;
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
    return { archive, tables, migrations, previous, seconds: (performance.now() - started) / 1000 };
  } finally {
    release();
  }
}

/** A few lines for the terminal: the largest tables, then the rest in one line. */
export function describeTables(tables: TableRows[], shown = 8): string[] {
  const total = tables.reduce((sum, { rows }) => sum + rows, 0);
  const largest = [...tables].sort((a, b) => b.rows - a.rows || (a.table < b.table ? -1 : 1));
  const width = Math.max(0, ...largest.slice(0, shown).map(({ table }) => table.length));
  const lines = largest
    .slice(0, shown)
    .map(({ table, rows }) => `  ${table.padEnd(width)}  ${rows.toLocaleString('en-US')}`);
  const rest = largest.slice(shown);
  if (rest.length > 0)
    lines.push(
      `  and ${rest.length} other tables: ${rest.reduce((sum, { rows }) => sum + rows, 0).toLocaleString('en-US')} rows`,
    );
  return [`${tables.length} tables, ${total.toLocaleString('en-US')} rows:`, ...lines];
}
