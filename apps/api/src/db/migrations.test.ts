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

describe('migration 0016: the rollups', () => {
  it('fills them from the items, invoices and receipts already recorded', async () => {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0016_rollups') });
    await client.exec(`
      insert into kinds_of_company (name) values ('Shipping Agent');
      insert into companies (name, kind_id) values ('Agent Co', 1);
      insert into vessels (name, voyage_number, shipping_agent_id) values ('MV ONE', 'V1', 1);
      insert into work_orders (number, vessel_id, arrival_date) values ('WO-1', 1, '2025-03-04'), ('WO-2', 1, '2025-04-10');
      insert into items (work_order_id, bl_no, consignee, no_packages, description, gross_weight, cbm, arrival_date)
      values (1, 'A', 'Acme ', 3, 'RICE', 1, 10.5, '2025-03-04'), (1, 'B', 'ACME', 2, 'RICE', 1, 2.25, '2025-03-04'),
        (2, 'C', 'Other', 1, 'STEEL', 1, 7, '2025-04-10');
      insert into official_receipts (or_number, date_issued) values ('OR-1', '2025-05-01');
      insert into billing_invoices (invoice_number, item_id, billing_date, net_amount, vat_amount, vat_rate, official_receipt_id)
      values ('SI-1', 1, '2025-03-20', 100, 12, 0.12, 1), ('SI-2', 3, '2025-04-20', 50, 6, 0.12, null);
      insert into billing_invoice_lines (invoice_id, category, basis, quantity, unit_rate, amount)
      values (1, 'arrastre', 'cbm', 10.5, 10, 100), (2, 'stevedoring', 'cbm', 7, 5, 35), (2, 'arrastre', 'cbm', 7, 2.15, 15);`);

    await migrate(db, { migrationsFolder: migrations });
    const consignees = await client.query(
      `select month::text, category, consignee_name, bls, packages, cbm from rollup_consignee_monthly
       where category = 'arrastre' order by month, consignee_name`,
    );
    expect(consignees.rows).toEqual([
      { month: '2025-03-01', category: 'arrastre', consignee_name: 'ACME', bls: 2, packages: 5, cbm: '12.750' },
      { month: '2025-04-01', category: 'arrastre', consignee_name: 'OTHER', bls: 1, packages: 1, cbm: '7.000' },
    ]);
    const revenue = await client.query(
      `select month::text, category, invoices, net, paid_net from rollup_revenue_visit_monthly order by month, category`,
    );
    expect(revenue.rows).toEqual([
      { month: '2025-03-01', category: 'arrastre', invoices: 1, net: '100.00', paid_net: '100.00' },
      { month: '2025-04-01', category: 'arrastre', invoices: 1, net: '15.00', paid_net: '0.00' },
      { month: '2025-04-01', category: 'stevedoring', invoices: 1, net: '35.00', paid_net: '0.00' },
    ]);
    const days = await client.query(`select count(*)::int as n from rollup_volume_daily`);
    expect(days.rows).toEqual([{ n: 4 }]);
    await client.close();
  });
});
