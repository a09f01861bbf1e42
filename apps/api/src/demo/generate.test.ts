import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { openTestDatabase } from '../test/database';
import { DemoDataExists, type DemoOptions, generateDemoData, resetDemoData } from './generate';
import { createDemoUsers } from './seed';

const options: DemoOptions = { items: 2_000, years: 3, seed: 7, today: '2026-03-15', passwordHash: 'not-a-real-hash' };
const staffJoined = new Date('2023-01-01T00:00:00Z');

async function fill(database: Database) {
  await createDemoUsers(database.db, options.passwordHash, staffJoined);
  return generateDemoData(database.db, options);
}

/** One md5 per table over every row as text, in a stable order. */
async function digest(database: Database): Promise<Record<string, string>> {
  const tables = await selectRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ md5: string }>(
      database.db,
      sql`select md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5 from ${sql.identifier(name)} t`,
    );
    digests[name] = row?.md5 ?? '';
  }
  return digests;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from (${query}) q`);
  return Number(row?.n);
}

describe('demo data', () => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await fill(first);
    await fill(second);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('is the same for the same seed and day', async () => {
    expect(await digest(second)).toEqual(await digest(first));
  });

  it("fills every table but the sessions and the entry keys (live sign-ins and phones' keys, not history)", async () => {
    const tables = await selectRows<{ name: string }>(
      first.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_name not in ('sessions', 'entry_keys')`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      expect(await count(first, sql`select 1 from ${sql.identifier(name)} limit 1`), name).toBe(1);
    }
    expect(await count(first, sql`select 1 from items`)).toBe(options.items);
  });

  it('bills only our BLs, a line per category we handle at the tariff in force on the billing date, plus VAT', async () => {
    const ours = sql`(select unnest(own_operators) from app_settings)`;
    expect(
      await count(
        first,
        sql`select 1 from billing_invoices b join items i on i.id = b.item_id
            join cargo_handlers s on s.id = i.stevedoring_id join cargo_handlers a on a.id = i.arrastre_id
            where not (s.name in ${ours} or a.name in ${ours}) or (b.kind = 'storage' and a.name not in ${ours})`,
      ),
    ).toBe(0);
    // Each line, recomputed in SQL from the BL and the tariff in force on the billing date.
    const tariff = sql`(select t from tariffs t where t.category = l.category and t.effective_from <= b.billing_date
                        order by t.effective_from desc limit 1)`;
    const wrongLines = await count(
      first,
      sql`select 1 from billing_invoice_lines l join billing_invoices b on b.id = l.invoice_id
          join items i on i.id = b.item_id
          where b.kind = 'handling' and (l.basis <> (${tariff}).basis or l.unit_rate <> (${tariff}).rate_per_cbm
             or l.quantity <> case l.basis when 'cbm' then i.cbm
                                else greatest(round(i.gross_weight / 1000, 3), round(i.cbm / 1.1326, 3)) end
             or l.amount <> round(l.quantity * l.unit_rate, 2)
             or b.vat_rate <> (${tariff}).vat_rate)`,
    );
    expect(wrongLines).toBe(0);
    // One line per category we handle, the net their sum, and the VAT the invoice's rate of the net, rounded once.
    const wrongInvoices = await count(
      first,
      sql`select 1 from billing_invoices b join items i on i.id = b.item_id
          join cargo_handlers s on s.id = i.stevedoring_id join cargo_handlers a on a.id = i.arrastre_id
          where b.kind = 'handling' and (b.net_amount <> (select sum(amount) from billing_invoice_lines where invoice_id = b.id)
             or b.vat_amount <> case b.vat_treatment when 'vatable' then round(b.net_amount * b.vat_rate, 2) else 0 end
             or array(select category from billing_invoice_lines where invoice_id = b.id order by category)
                <> array(select c from (values ('arrastre', a.name in ${ours}), ('stevedoring', s.name in ${ours})) k(c, own)
                         where own order by c))`,
    );
    expect(wrongInvoices).toBe(0);
    expect(await count(first, sql`select 1 from billing_invoice_lines where basis = 'revenueTon'`)).toBeGreaterThan(0);
    expect(await count(first, sql`select 1 from billing_invoices where vat_treatment <> 'vatable'`)).toBeGreaterThan(0);
    // From PHP 1,000 the buyer's TIN is printed.
    expect(
      await count(
        first,
        sql`select 1 from billing_invoices where buyer_tin is null and net_amount + vat_amount >= 1000`,
      ),
    ).toBe(0);
    expect(await count(first, sql`select 1 from billing_invoices`)).toBeGreaterThan(100);
  });

  it('pays an invoice at most once, with receipts of one consignee, after billing and clearance', async () => {
    expect(
      await count(
        first,
        sql`select 1 from billing_invoices b join items i on i.id = b.item_id where b.official_receipt_id is not null
            group by b.official_receipt_id having count(distinct i.consignee_id) > 1 or count(*) > 5`,
      ),
    ).toBe(0);
    expect(
      await count(
        first,
        sql`select 1 from official_receipts o where not exists (select 1 from billing_invoices b where b.official_receipt_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        first,
        sql`select 1 from billing_invoices b join items i on i.id = b.item_id
            left join clearances c on c.item_id = i.id
            left join official_receipts o on o.id = b.official_receipt_id
            where c.id is null or b.billing_date < c.clearance_date or o.date_issued < b.billing_date
               or i.handled_at is null or b.billing_date < (i.handled_at at time zone 'Asia/Manila')::date`,
      ),
    ).toBe(0);
  });

  it('gates cargo out only once paid and cleared', async () => {
    const early = await count(
      first,
      sql`select 1 from items i
          left join clearances c on c.item_id = i.id
          left join billing_invoices b on b.item_id = i.id and b.kind = 'handling'
          left join official_receipts o on o.id = b.official_receipt_id
          where i.gate_out_at is not null
            and (o.id is null or c.id is null or i.gate_out_at < i.handled_at
                 or (i.gate_out_at at time zone 'Asia/Manila')::date < greatest(o.date_issued, c.clearance_date))`,
    );
    expect(early).toBe(0);
    expect(await count(first, sql`select 1 from items where gate_out_at is not null`)).toBeGreaterThan(100);
  });

  it('bills and receipts the storage of cargo that stayed past its free days before its first truck leaves, and of cargo still in the yard at each month end', async () => {
    const day = (instant: string) => sql.raw(`(${instant} at time zone 'Asia/Manila')::date`);
    const freeDays = sql`(select t.free_days from storage_tariffs t where t.cargo_class = w.cargo_class
      and t.effective_from <= ${day('i.handled_at')} order by t.effective_from desc limit 1)`;
    const storage = sql`billing_invoices b left join official_receipts o on o.id = b.official_receipt_id
      where b.kind = 'storage' and b.item_id = i.id and (o.id is not null or b.net_amount = 0)`;
    // Out after its free days: its whole stay billed on one storage invoice, receipted (unless waived in full) before
    // the first truck.
    const unbilled = await count(
      first,
      sql`select 1 from items i join work_orders w on w.id = i.work_order_id
          where i.gate_out_at is not null and ${day('i.gate_out_at')} - ${day('i.handled_at')} > ${freeDays}
            and not exists (select 1 from ${storage}
              and b.storage_from = ${day('i.handled_at')} + 1 and b.storage_to = ${day('i.gate_out_at')}
              and coalesce(o.created_at, b.created_at) <= (select min(r.released_at) from gate_releases r where r.item_id = i.id))`,
    );
    expect(unbilled).toBe(0);
    // Its net is its lines' sum less the amount waived; its VAT the rate of that net; its lines' days its charged days.
    const wrong = await count(
      first,
      sql`select 1 from billing_invoices b where b.kind = 'storage' and (
            b.net_amount <> (select coalesce(sum(amount), 0) from billing_invoice_lines where invoice_id = b.id)
              - b.waived_amount
            or b.vat_amount <> case b.vat_treatment when 'vatable' then round(b.net_amount * b.vat_rate, 2) else 0 end
            or exists (select 1 from billing_invoice_lines l where l.invoice_id = b.id and (l.category <> 'storage'
              or l.period_from < b.storage_from or l.period_to > b.storage_to
              or l.period_to - l.period_from + 1 <> l.days or l.amount <> round(l.days * l.quantity * l.unit_rate, 2))))`,
    );
    expect(wrong).toBe(0);
    // Cargo still in the yard is billed at each month's end: invoices that follow one another from the day after its
    // discharge, each to a month's last day, none paid yet.
    const inYard = sql`select b.id, b.item_id, b.storage_from, b.storage_to, b.official_receipt_id, i.handled_at
      from billing_invoices b join items i on i.id = b.item_id where b.kind = 'storage' and i.gate_out_at is null`;
    expect(await count(first, inYard)).toBeGreaterThan(0);
    const broken = await count(
      first,
      sql`select 1 from (${inYard}) b where b.official_receipt_id is not null
          or b.storage_to <> (date_trunc('month', b.storage_to) + interval '1 month - 1 day')::date
          or b.storage_from <> coalesce((select max(p.storage_to) + 1 from billing_invoices p
            where p.item_id = b.item_id and p.kind = 'storage' and p.storage_to < b.storage_from), ${day('b.handled_at')} + 1)`,
    );
    expect(broken).toBe(0);
    expect(await count(first, sql`select 1 from billing_invoices where kind = 'storage'`)).toBeGreaterThan(20);
    expect(await count(first, sql`select 1 from billing_invoices where waiver_reason is not null`)).toBeGreaterThan(0);
    // Most cargo leaves within its free days; a tail stays weeks.
    const stays = sql`select ${day('i.gate_out_at')} - ${day('i.handled_at')} as days, ${freeDays} as free
      from items i join work_orders w on w.id = i.work_order_id where i.gate_out_at is not null and i.arrastre_id in
        (select h.id from cargo_handlers h where h.name in (select unnest(own_operators) from app_settings))`;
    const out = await count(first, stays);
    expect(await count(first, sql`select 1 from (${stays}) s where s.days <= s.free`)).toBeGreaterThan(out / 2);
    expect(await count(first, sql`select 1 from (${stays}) s where s.days > 21`)).toBeGreaterThan(0);
  });

  it('has vessels arriving, ongoing and completed around today, with matching records', async () => {
    const arriving = sql`select w.id from work_orders w where w.arrival_date > ${options.today}`;
    expect(await count(first, arriving)).toBeGreaterThanOrEqual(2);
    expect(
      await count(first, sql`select 1 from items where work_order_id in (${arriving}) and handled_at is not null`),
    ).toBe(0);
    expect(await count(first, sql`select 1 from productivity_tallies where work_order_id in (${arriving})`)).toBe(0);
    expect(
      await count(
        first,
        sql`select 1 from monitoring where work_order_id in (${arriving}) and actual_time_of_arrival is not null`,
      ),
    ).toBe(0);
    const ongoing = await count(
      first,
      sql`select 1 from monitoring m join work_orders w on w.id = m.work_order_id
          where m.actual_time_of_arrival is not null and m.time_of_departure is null and w.status = 'final'`,
    );
    expect(ongoing).toBeGreaterThanOrEqual(2);
    expect(ongoing).toBeLessThanOrEqual(4);
    // Completed calls moved exactly their packages; ongoing ones part of them.
    const moves = sql`select w.status, (select coalesce(sum(moves), 0) from productivity_tallies t where t.work_order_id = w.id) as moves,
                      (select sum(no_packages) from items i where i.work_order_id = w.id) as packages from work_orders w`;
    expect(await count(first, sql`select 1 from (${moves}) x where status = 'completed' and moves <> packages`)).toBe(
      0,
    );
    expect(await count(first, sql`select 1 from (${moves}) x where status = 'final' and moves > packages`)).toBe(0);
    expect(await count(first, sql`select 1 from work_orders where status = 'completed'`)).toBeGreaterThan(5);
  });

  it('lands most BLs as manifested, a few bulk ones short or over, vehicles always whole', async () => {
    const discharged = sql`select i.* from items i where i.handled_at is not null`;
    const all = await count(first, discharged);
    const short = await count(first, sql`${discharged} and discharged_packages < no_packages`);
    const over = await count(first, sql`${discharged} and discharged_packages > no_packages`);
    expect(short).toBeGreaterThan(0);
    expect(over).toBeGreaterThan(0);
    expect(short + over).toBeLessThan(all * 0.1);
    expect(
      await count(first, sql`select 1 from items where (handled_at is null) <> (discharged_packages is null)`),
    ).toBe(0);
    const uneven = sql`${discharged} and discharged_packages <> no_packages
      and exists (select 1 from sub_items s where s.item_id = i.id)`;
    expect(await count(first, uneven)).toBe(0);
  });

  it("records nothing after the generation's now (noon of its day in Manila)", async () => {
    const now = '2026-03-15T12:00:00+08:00';
    const tables = await selectRows<{ name: string }>(
      first.db,
      sql`select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'created_at' order by 1`,
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['billing_invoices', 'clearances', 'official_receipts']),
    );
    for (const { name } of tables) {
      const later = sql`select 1 from ${sql.identifier(name)} where created_at > ${now}::timestamptz`;
      expect(await count(first, later), name).toBe(0);
    }
    // Today's morning happened: something was billed, cleared or received today before noon.
    const today = sql`created_at >= '2026-03-15T00:00:00+08:00'::timestamptz`;
    const morning = sql`select 1 from billing_invoices where ${today} union all select 1 from official_receipts
      where ${today} union all select 1 from clearances where ${today}`;
    expect(await count(first, morning)).toBeGreaterThan(0);
  });

  it('leaves recent BLs unpaid or unbilled, and old ones almost all paid', async () => {
    const unpaid = sql`select b.billing_date from billing_invoices b where b.official_receipt_id is null`;
    expect(await count(first, sql`${unpaid} and b.billing_date > date '2026-02-01'`)).toBeGreaterThan(0);
    const old = await count(first, sql`select 1 from billing_invoices where billing_date < date '2025-06-01'`);
    expect(await count(first, sql`${unpaid} and b.billing_date < date '2025-06-01'`)).toBeLessThan(old * 0.02);
  });

  it('lists one sub-item per vehicle on AITSI rows that are not rice, and none elsewhere', async () => {
    const aitsi = sql`select i.id, i.no_packages, (select count(*) from sub_items s where s.item_id = i.id) as units,
                      (h1.name = 'AITSI' or h2.name = 'AITSI') and i.description not ilike '%rice%' as listed
                      from items i join cargo_handlers h1 on h1.id = i.stevedoring_id join cargo_handlers h2 on h2.id = i.arrastre_id`;
    expect(await count(first, sql`select 1 from (${aitsi}) x where listed and units <> no_packages`)).toBe(0);
    expect(await count(first, sql`select 1 from (${aitsi}) x where not listed and units > 0`)).toBe(0);
    expect(await count(first, sql`select 1 from (${aitsi}) x where listed`)).toBeGreaterThan(0);
  });

  it('keeps BL numbers unique and each printed consignee matched to its canonical one', async () => {
    expect(await count(first, sql`select 1 from items group by lower(bl_no) having count(*) > 1`)).toBe(0);
    expect(await count(first, sql`select 1 from items where consignee_id is null`)).toBe(0);
    expect(
      await count(
        first,
        sql`select 1 from items i join consignees c on c.id = i.consignee_id where i.consignee <> c.name`,
      ),
    ).toBeGreaterThan(0);
  });

  it('links the demo client to a big consignee company and gives client accounts sign-in history', async () => {
    const [client] = await selectRows<{ company_id: number | null; client_id: number | null }>(
      first.db,
      sql`select company_id, client_id from users where username = 'client'`,
    );
    expect(client?.company_id).not.toBeNull();
    expect(client?.client_id).not.toBeNull();
    // Each sign-in given to a client record is of that record's company and named as its person.
    expect(
      await count(first, sql`select 1 from users where role = 'client' and client_id is not null`),
    ).toBeGreaterThan(10);
    expect(
      await count(
        first,
        sql`select 1 from users u join clients c on c.id = u.client_id
          where u.company_id is distinct from c.company_id
             or u.name <> c.first_name || ' ' || c.last_name`,
      ),
    ).toBe(0);
    expect(
      await count(first, sql`select 1 from users where role = 'client' and company_id is not null`),
    ).toBeGreaterThan(10);
    expect(
      await count(
        first,
        sql`select 1 from login_logs l join users u on u.id = l.user_id where u.role = 'client' and l.success`,
      ),
    ).toBeGreaterThan(100);
    expect(await count(first, sql`select 1 from login_logs where not success`)).toBeGreaterThan(0);
  });

  it('refuses a database that already has work orders, and after a reset makes the same data again', async () => {
    await expect(generateDemoData(second.db, options)).rejects.toBeInstanceOf(DemoDataExists);
    const before = await digest(second);
    await resetDemoData(second.db);
    expect(await count(second, sql`select 1 from items`)).toBe(0);
    await generateDemoData(second.db, options);
    expect(await digest(second)).toEqual(before);
  });
});
