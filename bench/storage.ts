/**
 * Storage at scale (issue 28): the demo data of 1,000,000 items on PostgreSQL, then through the real HTTP server the
 * gate's card of one BL with its accrued storage (GET /api/gate/bl: the stay counted day by day to today, its storage
 * invoices and what it owes), budget 20 ms, for a BL billed storage and gone and one still in the yard past its free
 * days (the longest stays of each kind: the server's clock is today's, the demo's data ends on 2026-03-15); and the receivable list with its storage invoices (first and last page, and a search), budget
 * 50 ms. Each beside its own SQL (the session check, then the route's statements as it runs them).
 *   node --import tsx bench/storage.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (the database portside_bench_reports, shared with bench/reports.ts and bench/analytics.ts)
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { selectRows } from '../apps/api/src/db/rows';
import { readReceivable, receivableFilter } from '../apps/api/src/modules/dashboards/paid-ar/receivable';
import { terminalToday } from '../apps/api/src/modules/settings/service';
import { storageCounter } from '../apps/api/src/modules/storage/stay';
import { blNumberFinder } from '../apps/api/src/modules/tracking/tracked-items';
import { type Case, timeBesideSql } from './support/beside-sql';
import { openDemoBench } from './support/demo-bench';

const today = '2026-03-15';
const year = Number(today.slice(0, 4));
const bench = await openDemoBench('portside_bench_reports', 'finance', { today });
const { db } = bench;

/** One BL of each kind the gate meets, the one with the most storage days of its kind. */
const [billed, staying] = await Promise.all(
  [
    // Billed storage and gone: its stay counted after its last storage invoice.
    sql`exists (select 1 from billing_invoices b where b.item_id = i.id and b.kind = 'storage') and i.gate_out_at is not null`,
    // In the yard past its free days, nothing billed: the longest stay counted day by day.
    sql`i.gate_out_at is null and i.handled_at < now() - interval '10 days'`,
  ].map(async (kind) => {
    const [row] = await selectRows<{ blNo: string }>(
      db,
      sql`select i.bl_no as "blNo" from items i where i.handled_at is not null and ${kind}
        order by coalesce(i.gate_out_at, now()) - i.handled_at desc limit 1`,
    );
    return row?.blNo;
  }),
);
const [counts] = await selectRows<{ storage: number; unpaid: number }>(
  db,
  sql`select count(*)::int as storage, count(*) filter (where official_receipt_id is null)::int as unpaid
    from billing_invoices where kind = 'storage'`,
);
console.log(
  `${counts?.storage.toLocaleString('en-US')} storage invoices (${counts?.unpaid} without a receipt); BLs: billed ${billed}, staying ${staying}`,
);

/** The gate's card: the BL's rows with their stay, releases and storage invoices, and the tariffs and settings. */
const find = blNumberFinder(db);
const gateCard = (blNo: string): Case => ({
  label: `gate card, BL ${blNo}`,
  path: `/api/gate/bl?bl_no=${encodeURIComponent(blNo)}`,
  sql: async (at: Db) => {
    await Promise.all([find(blNo), storageCounter(at)]);
    return 200;
  },
});
const receivable = (query: { bl?: string }, page: number) => async (at: Db) => {
  await terminalToday(at);
  await readReceivable(at, receivableFilter(query, year), { page, pageSize: 15 }, today);
  return 200;
};
const first = await readReceivable(db, receivableFilter({}, year), { page: 1, pageSize: 15 }, today);
const lastPage = Math.max(1, Math.ceil(first.total / 15));
const blPart = first.items[0]?.blNo.slice(0, 6) ?? 'BL';

const guard = await bench.signIn('guard');
const gateWithin = await timeBesideSql(
  { ...bench, authorization: guard },
  { calls: [billed, staying].flatMap((blNo) => (blNo ? [gateCard(blNo)] : [])) },
  { budgetMs: 20 },
);
const receivableWithin = await timeBesideSql(
  bench,
  {
    calls: [
      {
        label: `receivable ${year}, page 1 of ${lastPage}`,
        path: `/api/analytics/items/receivable?year=${year}`,
        sql: receivable({}, 1),
      },
      {
        label: `receivable ${year}, page ${lastPage}`,
        path: `/api/analytics/items/receivable?year=${year}&page=${lastPage}`,
        sql: receivable({}, lastPage),
      },
      {
        label: `receivable ${year}, B/L "${blPart}"`,
        path: `/api/analytics/items/receivable?year=${year}&bl=${encodeURIComponent(blPart)}`,
        sql: receivable({ bl: blPart }, 1),
      },
    ],
  },
  { budgetMs: 50 },
);
console.log(gateWithin && receivableWithin ? 'Every call within its budget.' : 'NOT every call within its budget.');
await bench.close();
