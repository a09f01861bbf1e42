import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { rollupDrift } from './rollups/rebuild';

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

describe('migrations 0016 and 0017: the rollups of the rows already recorded', () => {
  it('fill every rollup as the definitions count it, each invoice VAT shared between its lines', async () => {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0016_rollups') });
    await client.exec(`insert into kinds_of_company (name) values ('Shipping Agent');
      insert into companies (name, kind_id) values ('Agency', 1);
      insert into vessels (name, voyage_number, shipping_agent_id) values ('MV One', 'V.1', 1);
      insert into work_orders (number, vessel_id, arrival_date) values ('WO-1', 1, '2025-03-01');
      insert into cargo_handlers (name, type) values ('Ours', 'stevedoring'), ('Ours', 'arrastre');
      insert into items (work_order_id, bl_no, consignee, no_packages, description, gross_weight, cbm, arrival_date,
        stevedoring_id, arrastre_id)
      values (1, 'BL1', ' Acme ', 3, 'rice', 100, 1.5, '2025-03-01', 1, 2),
        (1, 'BL2', 'ACME', 4, 'steel', 200, 2.25, '2025-03-01', 1, null);
      insert into billing_invoices (invoice_number, item_id, billing_date, net_amount, vat_amount, vat_rate)
      values ('SI-1', 1, '2025-03-05', 100.03, 12.00, 0.12), ('SI-2', 2, '2025-04-02', 50.00, 0, 0.12);
      insert into billing_invoice_lines (invoice_id, category, basis, quantity, unit_rate, amount)
      values (1, 'stevedoring', 'cbm', 1.5, 22.23, 33.34), (1, 'arrastre', 'cbm', 1.5, 44.46, 66.69),
        (2, 'stevedoring', 'cbm', 2.25, 22.22, 50.00);`);

    await migrate(db, { migrationsFolder: migrations });
    expect(await rollupDrift(db as unknown as Db)).toEqual([]);
    const { rows } = await client.query(
      'select month::text, category, invoices, net::text, vat::text from rollup_revenue_visit_monthly order by 1, 2',
    );
    expect(rows).toEqual([
      // 12.00 x 33.34 / 100.03 = 3.9996: the stevedoring line takes 4.00 and the arrastre line the other 8.00.
      { month: '2025-03-01', category: 'arrastre', invoices: 1, net: '66.69', vat: '8.00' },
      { month: '2025-03-01', category: 'stevedoring', invoices: 1, net: '33.34', vat: '4.00' },
      { month: '2025-04-01', category: 'stevedoring', invoices: 1, net: '50.00', vat: '0.00' },
    ]);
    await client.close();
  });
});
