/**
 * Operations at scale: the demo data of a terminal with 1,000,000 items on PostgreSQL, and through the real HTTP
 * server the median of the vessel visit list (first page, a search, a deep page) and of the figures of a monitoring
 * page of a big visit (its monitoring record, productivity log and delays, one by one and together as the page loads
 * them), each beside the 50 ms budget.
 *   node --import tsx bench/operations.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_operations, --reuse times it again without
 * generating, after applying any new migration)
 */
import { sql } from 'drizzle-orm';
import { openDemoBench } from './support/demo-bench';
import { fetchStatus, printTimesAgainst } from './support/time-requests';

const budgetMs = 50;
const { db, address, authorization, close } = await openDemoBench('portside_bench_operations', 'operation');

// The visit with the longest productivity log, and a word of its vessel's name (its line's fleet) to search for.
type Visit = { id: number; vessel: string; tallies: number; items: number; total: number };
const [visit] = (
  (await db.execute(sql`
    select t.work_order_id as id, v.name as vessel, t.tallies::int,
      (select count(*) from items i where i.work_order_id = t.work_order_id)::int as items,
      (select count(*) from work_orders)::int as total
    from (select work_order_id, count(*) as tallies from productivity_tallies group by 1 order by 2 desc limit 1) t
    join work_orders w on w.id = t.work_order_id join vessels v on v.id = w.vessel_id`)) as unknown as { rows: Visit[] }
).rows;
if (!visit) throw new Error('the database has no tallies');
const search = encodeURIComponent(visit.vessel.split(' ')[1] ?? visit.vessel);
console.log(
  `Visit ${visit.id}: ${visit.vessel}, ${visit.items} BLs, ${visit.tallies} tallies; ${visit.total} work orders`,
);

const get = (path: string) => () => fetchStatus(address, path, authorization);
const calls: [string, () => Promise<number>][] = [
  ['visit list: first page', get('/api/work-orders/?limit=20')],
  [`visit list: search "${decodeURIComponent(search)}"`, get(`/api/work-orders/?limit=20&q=${search}`)],
  ['visit list: deep page', get(`/api/work-orders/?limit=20&offset=${Math.floor(visit.total / 2)}`)],
  ['monitoring: record and figures', get(`/api/monitoring/work-order/${visit.id}`)],
  ['monitoring: productivity log', get(`/api/work-orders/${visit.id}/productivity-logs`)],
  ['monitoring: delays', get(`/api/work-orders/${visit.id}/delays`)],
  [
    'monitoring page: the three at once',
    async () => {
      const statuses = await Promise.all([
        get(`/api/monitoring/work-order/${visit.id}`)(),
        get(`/api/work-orders/${visit.id}/productivity-logs`)(),
        get(`/api/work-orders/${visit.id}/delays`)(),
      ]);
      return Math.max(...statuses);
    },
  ],
];

await printTimesAgainst(budgetMs, calls);

await close();
