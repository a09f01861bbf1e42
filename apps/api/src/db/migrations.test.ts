import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The migrations folder as it was before migration `tag`: its journal cut before that entry. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  folders.push(folder);
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('migration 0015: OR numbers compared by key', () => {
  it('keeps receipts issued before whose numbers differ only by case, spaces, dashes or dots, and refuses a new one', async () => {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0015_receipt_number_key') });
    await client.exec(`insert into official_receipts (or_number, date_issued) values
      ('OR-DUP-1', '2026-01-05'), ('OR DUP 1', '2026-01-06'), ('or.dup.1', '2026-01-07'), ('OR-2', '2026-01-08')`);

    await migrate(db, { migrationsFolder: migrations });
    const { rows } = await client.query(
      'select or_number, number_key, number_clash from official_receipts order by id',
    );
    expect(rows).toEqual([
      { or_number: 'OR-DUP-1', number_key: 'ordup1', number_clash: 0 },
      { or_number: 'OR DUP 1', number_key: 'ordup1', number_clash: 1 },
      { or_number: 'or.dup.1', number_key: 'ordup1', number_clash: 2 },
      { or_number: 'OR-2', number_key: 'or2', number_clash: 0 },
    ]);
    await expect(
      client.query(`insert into official_receipts (or_number, date_issued) values ('Or Dup-1', '2026-02-01')`),
    ).rejects.toThrow(/official_receipts_number_key/);
    await client.close();
  });
});
