/**
 * Billing invoices at scale (issue 12, point 7): 1,000,000 items on PostgreSQL (10,000 visits of 100 BLs), nine in
 * ten billed with a line each, and all but the last 2% of invoices paid by a receipt; then one page of the invoice
 * list (first page, searches, each sort, a page 1,000 deep) and of the unpaid list, through the real HTTP server,
 * medians beside the 50 ms budget.
 *   node --import tsx bench/billing-invoices.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (--keep leaves the database portside_bench_billing, --reuse times it again without generating, after applying any
 * new migration)
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { selectRows } from '../apps/api/src/db/rows';
import { createUser, staffProfile } from '../apps/api/src/modules/users/repository';
import { benchDatabase, keptBenchDatabase } from './support/bench-database';
import { fetchStatus, timeCalls } from './support/time-requests';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    url: { type: 'string' },
    keep: { type: 'boolean' },
    reuse: { type: 'boolean' },
  },
});
const items = Number(values.items);
const serverUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'portside_bench_billing';
const { database, url, drop } = values.reuse
  ? await keptBenchDatabase(serverUrl, name)
  : await benchDatabase(serverUrl, name);
const db = database.db;
const budgetMs = 50;

/**
 * 10,000 visits of 100 BLs, nine BLs in ten billed (numbered per year as the demo numbers them, in the order they
 * were billed), and receipts of five invoices each for all but the latest 2% (unpaid, as in a live terminal).
 */
async function fill() {
  const started = Date.now();
  const visits = Math.ceil(items / 100);
  await db.execute(sql`insert into kinds_of_company (name) values ('Shipping Agent')`);
  await db.execute(sql`insert into companies (name, kind_id, is_client) values ('Bench Agency', 1, false)`);
  // Vessel names from words, as real ones are: a search for one name matches its few visits, not thousands.
  await db.execute(sql`insert into vessels (name, voyage_number, shipping_agent_id)
    select 'MV ' || (array['Pacific','Golden','Star','Ocean','Harbor','Northern','Island','Metro','Allied','Prime'])[1 + i % 10]
      || ' ' || (array['Zephyr','Aurora','Dawn','Spirit','Glory','Pride','Wind','Crest','Bay','Sun'])[1 + (i / 10) % 10]
      || ' ' || (i / 100), 'V.' || i, 1
    from generate_series(1, ${visits}) i`);
  await db.execute(sql`insert into work_orders (number, vessel_id, arrival_date)
    select 'WO-' || lpad(i::text, 6, '0'), i, date '2019-01-01' + (i * 2500 / ${visits}) from generate_series(1, ${visits}) i`);
  // In slices of 50,000 items: each statement stays well inside the pool's 30 s query timeout on a busy machine.
  const slice = 500;
  for (let first = 1; first <= visits; first += slice) {
    await db.execute(sql`insert into items (work_order_id, bl_no, consignee, no_packages, description, gross_weight, cbm,
        arrival_date)
      select w.id, 'BL' || w.id || '-' || j, 'Consignee ' || j, 1 + j % 50, 'goods', 1000 + j * 37, 10 + j % 30,
        w.arrival_date
      from work_orders w cross join generate_series(1, 100) j where w.id between ${first} and ${first + slice - 1}`);
  }
  // The invoice of item i (every item but the tenth) is number i - i / 10, so that invoices are written with their
  // receipt: the receipt of invoice n is n / 5 + 1, for the first 98% of them.
  const billed = visits * 100 - Math.floor((visits * 100) / 10);
  const paidUpTo = Math.ceil(billed * 0.98);
  await db.execute(sql`insert into official_receipts (or_number, date_issued)
    select 'OR-' || lpad(g::text, 7, '0'), date '2019-01-10' + (g % 2400) from generate_series(1, ${paidUpTo} / 5 + 1) g`);
  for (let first = 1; first <= visits * 100; first += slice * 100) {
    const last = first + slice * 100 - 1;
    await db.execute(sql`insert into billing_invoices (id, invoice_number, item_id, billing_date, net_amount, vat_amount,
        vat_rate, vessel_name, voyage_no, seller_name, buyer_name, created_at, official_receipt_id)
      select n, 'BI-' || extract(year from i.arrival_date + 3) || '-' || lpad(i.id::text, 7, '0'), i.id,
        i.arrival_date + 3, round(i.cbm * 120, 2), round(round(i.cbm * 120, 2) * 0.12, 2), 0.12, v.name, v.voyage_number,
        'Bench Terminal', i.consignee, (i.arrival_date + 3)::timestamptz + (i.id % 600 || ' minutes')::interval,
        case when n <= ${paidUpTo} then n / 5 + 1 end
      from items i join work_orders w on w.id = i.work_order_id join vessels v on v.id = w.vessel_id,
        lateral (select i.id - i.id / 10 as n) invoice
      where i.id % 10 <> 0 and i.id between ${first} and ${last}`);
    await db.execute(sql`insert into billing_invoice_lines (invoice_id, category, basis, quantity, unit_rate, amount)
      select b.id, 'stevedoring', 'cbm', i.cbm, 120, b.net_amount
      from billing_invoices b join items i on i.id = b.item_id where b.item_id between ${first} and ${last}`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('billing_invoices', 'id'), ${billed})`);
  // A steady database (visibility map and statistics set), on a connection without the pool's query timeout.
  const maintenance = new pg.Client({ connectionString: url });
  await maintenance.connect();
  await maintenance.query('vacuum analyze');
  await maintenance.end();
  console.log(`Filled ${items.toLocaleString()} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (!values.reuse) await fill();
const [{ invoices } = { invoices: 0 }] = await selectRows<{ invoices: number }>(
  db,
  sql`select count(*)::int as invoices from billing_invoices`,
);
console.log(`${Number(invoices).toLocaleString()} invoices`);

const app = await buildApp({
  config: { jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', logLevel: 'warn', requestsPerMinute: 1_000_000 },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const username = `bench-finance-${Date.now()}`;
await createUser(db, null, { username, password: 'bench-password', role: 'finance' }, staffProfile('Bench'));
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username, password: 'bench-password' },
});
const bearer = `Bearer ${login.json().accessToken}`;

const cases: [string, string][] = [
  ['first page (createdAt asc)', '/api/billing-invoices/?limit=10'],
  ['search: a number written differently', '/api/billing-invoices/?limit=10&q=bi%202021%200123457'],
  ['search: part of a number', '/api/billing-invoices/?limit=10&q=2021-01234'],
  ['search: a vessel name', '/api/billing-invoices/?limit=10&q=golden%20dawn%2042'],
  ['search: a voyage', '/api/billing-invoices/?limit=10&q=V.4242'],
  ['sort vessel desc', '/api/billing-invoices/?limit=10&sort=vessel&order=desc'],
  ['sort invoiceNumber', '/api/billing-invoices/?limit=10&sort=invoiceNumber'],
  ['sort billingDate desc', '/api/billing-invoices/?limit=10&sort=billingDate&order=desc'],
  ['page 1,000 (offset 9,990)', '/api/billing-invoices/?limit=10&offset=9990'],
  ['page 1,000 by vessel', '/api/billing-invoices/?limit=10&offset=9990&sort=vessel'],
  ['no-or: first page', '/api/billing-invoices/no-or/?limit=20'],
  ['no-or: search', '/api/billing-invoices/no-or/?limit=20&q=2025'],
  ['detail', '/api/billing-invoices/123456'],
];
const table: Record<string, string | number>[] = [];
for (const [label, path] of cases) {
  // 20 warm-up runs: the JIT compiles the response serialisers in the first few (docs/benchmarks.md).
  const result = await timeCalls(() => fetchStatus(address, path, bearer), { runs: 30, warm: 20 });
  table.push({
    call: label,
    status: result.status,
    'median ms': Number(result.median.toFixed(1)),
    'p95 ms': Number(result.p95.toFixed(1)),
    budget: result.median <= budgetMs ? 'ok' : `over ${budgetMs} ms`,
  });
}
console.table(table);

await app.close();
await database.close();
if (!values.keep) await drop();
