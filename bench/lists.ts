/**
 * Lists at scale: fills every registry with 100,000 rows on PostgreSQL, and a tenth as many work orders of 100 items
 * each, and times one page of each list through the real HTTP server (first page, a search, another sort, a deep page).
 *   node --import tsx bench/lists.ts [--rows 100000] [--url postgres://...] [--keep]   (default: TEST_DATABASE_URL;
 *   --keep leaves the database portside_bench_lists for EXPLAIN)
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { createUser, staffProfile } from '../apps/api/src/modules/users/repository';
import { benchDatabase } from './support/bench-database';
import { fetchStatus, timeCalls } from './support/time-requests';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, url: { type: 'string' }, keep: { type: 'boolean' } },
});
const rows = Number(values.rows);
const serverUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'portside_bench_lists';

const { database, drop } = await benchDatabase(serverUrl, name);
const db = database.db;

// Names built from words, as real ones are (hex digests would make every 3-letter search match thousands of rows).
await db.execute(sql`create function bench_name(i int) returns text language sql immutable as $$
  select w[1 + i % 30] || ' ' || w[1 + (i / 30) % 30] || ' ' || w[1 + (i / 900) % 30] || ' ' || i
  from (select array['Pacific','Golden','Star','Ocean','Harbor','Northern','Island','Metro','Allied','Prime',
    'Eastern','Royal','Global','United','Summit','Coastal','Everest','Pioneer','Luzon','Visayas','Mindanao',
    'Orient','Sierra','Premier','Trans','Asia','Atlas','Delta','Zenith','Liberty'] as w) words $$`);
const started = Date.now();
await db.execute(sql`insert into kinds_of_company (name) values ('Consignee'), ('Shipper'), ('Shipping Agent')`);
await db.execute(sql`insert into shipping_lines (name, created_at)
  select bench_name(i) || ' Lines', now() - (i || ' minutes')::interval from generate_series(1, ${rows}) i`);
await db.execute(sql`insert into companies (name, kind_id, is_client, shipping_line_id)
  select bench_name(i) || ' Inc.', 1 + i % 3, i % 2 = 0, case when i % 3 = 2 then 1 + i % ${rows} end
  from generate_series(1, ${rows}) i`);
await db.execute(sql`insert into clients (first_name, last_name, email, mobile_number, company_id)
  select split_part(bench_name(i), ' ', 1), split_part(bench_name(i), ' ', 2) || ' ' || i,
    'client' || i || '@example.ph', '0917' || lpad(i::text, 7, '0'), 1 + i % ${rows}
  from generate_series(1, ${rows}) i`);
await db.execute(sql`insert into vessels (name, voyage_number, shipping_agent_id, created_at)
  select 'MV ' || bench_name(i), 'V.' || i, 3 * (1 + i % (${rows} / 3)), now() - (i || ' minutes')::interval
  from generate_series(1, ${rows}) i`);
await db.execute(
  sql`insert into consignees (name) select bench_name(i) || ' Corp.' from generate_series(1, ${rows}) i`,
);
await db.execute(
  sql`insert into descriptions (content) select bench_name(i) || ' goods' from generate_series(1, ${rows}) i`,
);
await db.execute(sql`insert into cargo_handlers (name, type)
  select bench_name(i) || ' Services', case when i % 2 = 0 then 'stevedoring' else 'arrastre' end
  from generate_series(1, ${rows}) i`);
// Work orders: a tenth of the rows (10,000 by default), 100 items each (1,000,000), numbered as the API numbers them.
const workOrders = Math.floor(rows / 10);
await db.execute(sql`insert into work_orders (number, vessel_id, arrival_date, created_at)
  select 'WO-' || (2016 + i % 10) || '-' || lpad(i::text, 5, '0'), i, make_date(2016 + i % 10, 1 + i % 12, 1 + i % 28),
    now() - (i || ' hours')::interval
  from generate_series(1, ${workOrders}) i`);
await db.execute(sql`insert into items (work_order_id, bl_no, consignee, no_packages, description, gross_weight, cbm,
    arrival_date)
  select w.id, 'BL' || w.id || '-' || j, bench_name(j) || ' Corp.', 1 + j % 50, 'goods', 1000 + j, 10 + j % 30,
    w.arrival_date
  from work_orders w cross join generate_series(1, 100) j`);
// Clearances for nine BLs in ten (900,000), a few days after arrival, numbered per year as customs numbers them.
await db.execute(sql`insert into clearances (item_id, clearance_number, clearance_date)
  select id, 'CL-' || extract(year from arrival_date) || '-' || lpad(id::text, 7, '0'), arrival_date + id % 40
  from items where id % 10 <> 0`);
const clearances = rows * 9;
await db.execute(sql`insert into users (name, username, password_hash, role)
  select bench_name(i), 'user' || i, 'not-a-hash', 'client' from generate_series(1, ${rows}) i`);
await db.execute(sql`insert into audit_log (action, entity, entity_id, after, created_at)
  select 'create', 'clients', i::text, jsonb_build_object('id', i), now() - (i || ' seconds')::interval
  from generate_series(1, ${rows}) i`);
// A steady database: autovacuum has set the visibility map and hint bits that a bulk load leaves unset.
await db.execute(sql`vacuum analyze`);
console.log(`Filled ${rows.toLocaleString()} rows per registry in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const app = await buildApp({
  config: { jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', logLevel: 'warn', requestsPerMinute: 1_000_000 },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const users = {
  admin: await createUser(
    db,
    null,
    {
      username: 'bench-admin',
      password: 'bench-password',
      role: 'admin',
    },
    staffProfile('Bench Admin'),
  ),
  commercial: await createUser(
    db,
    null,
    {
      username: 'bench-commercial',
      password: 'bench-password',
      role: 'commercial',
    },
    staffProfile('Bench'),
  ),
};
/** A token of a real session, as a sign-in gives it. */
const bearer = async (username: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'bench-password' },
  });
  return `Bearer ${response.json().accessToken}`;
};
const auth = {
  admin: await bearer(users.admin.username),
  commercial: await bearer(users.commercial.username),
};

/**
 * `size`: the list's rows, when not `rows` (its deep page is in the middle, unless `deep` names its offset); `search`:
 * what the list is searched for, when not a two-word name.
 */
const lists: { path: string; as: keyof typeof auth; sort?: string; size?: number; deep?: number; search?: string }[] = [
  { path: '/api/companies/', as: 'admin', sort: 'name' },
  { path: '/api/clients/', as: 'commercial' },
  { path: '/api/vessels/', as: 'commercial', sort: 'name' },
  { path: '/api/shipping-lines/', as: 'commercial', sort: 'createdAt' },
  { path: '/api/shipping-agents/', as: 'commercial' },
  { path: '/api/consignees/', as: 'admin' },
  { path: '/api/description/', as: 'admin' },
  { path: '/api/cargo-handlers/', as: 'admin' },
  { path: '/api/audit-log', as: 'admin' },
  { path: '/api/users/', as: 'admin', sort: 'username' },
  { path: '/api/companies/company-names', as: 'commercial' },
  { path: '/api/work-orders/', as: 'commercial', sort: 'vessel', size: workOrders },
  // Page 1,000 of the screen's 20 rows; a part of a clearance number, then a whole BL number.
  { path: '/api/clearances/', as: 'commercial', sort: 'clearanceNumber', deep: 999 * 20, search: 'CL-2021-00042' },
  { path: '/api/clearances/', as: 'commercial', size: clearances, search: 'bl5000-7' },
];
const variants = (sort: string | undefined, deep: number, search = 'pacific star'): [string, string][] => [
  ['first page', ''],
  [`search ${search}`, `q=${encodeURIComponent(search)}`],
  ...(sort ? [[`sort ${sort}`, `sort=${sort}&order=desc`] as [string, string]] : []),
  [`offset ${deep}`, `offset=${deep}`],
];

const table: Record<string, string | number>[] = [];
for (const list of lists) {
  for (const [label, query] of variants(list.sort, list.deep ?? Math.floor((list.size ?? rows) / 2), list.search)) {
    const path = `${list.path}?limit=10${query ? `&${query}` : ''}`;
    const result = await timeCalls(() => fetchStatus(address, path, auth[list.as]));
    table.push({
      list: list.path,
      query: label,
      status: result.status,
      'median ms': Number(result.median.toFixed(1)),
      'p95 ms': Number(result.p95.toFixed(1)),
    });
  }
}
console.table(table);

await app.close();
await database.close();
if (!values.keep) await drop();
