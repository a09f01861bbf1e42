/**
 * Official receipts at scale: the demo data of a terminal with 1,000,000 items on PostgreSQL, and through the real
 * HTTP server the median of the receipt list (first page, a search by OR number, a page 1,000 deep in date order and
 * in OR-number order) and of one receipt as its printed page reads it, each beside the 50 ms budget.
 *   node --import tsx bench/receipts.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_receipts, --reuse times it again without
 * generating, after applying any new migration)
 */
import { sql } from 'drizzle-orm';
import { openDemoBench } from './support/demo-bench';
import { fetchStatus, printTimesAgainst } from './support/time-requests';

const budgetMs = 50;
const { db, address, authorization, close } = await openDemoBench('portside_bench_receipts', 'finance');

// The receipt that settles the most invoices (the printed page's biggest read), and the count of all.
type Biggest = { id: number; orNumber: string; invoices: number; total: number };
const [biggest] = (
  (await db.execute(sql`
    select r.id, r.or_number as "orNumber", l.invoices::int, (select count(*) from official_receipts)::int as total
    from (select official_receipt_id, count(*) as invoices from billing_invoices where official_receipt_id is not null
          group by 1 order by 2 desc, 1 limit 1) l
    join official_receipts r on r.id = l.official_receipt_id`)) as unknown as { rows: Biggest[] }
).rows;
if (!biggest) throw new Error('the database has no receipts');
// Six digits of an OR number in the middle of the series: a search a cashier types, matching ten receipts.
const search = biggest.orNumber.replace(/^OR-/, '').slice(0, 6);
console.log(
  `${biggest.total.toLocaleString('en-US')} receipts; ${biggest.orNumber} settles ${biggest.invoices} invoices`,
);

const get = (path: string) => () => fetchStatus(address, path, authorization);
const deep = 20 * 1_000;
const calls: [string, () => Promise<number>][] = [
  ['OR list: first page', get('/api/official-receipts/?limit=20')],
  [`OR list: search "${search}"`, get(`/api/official-receipts/?limit=20&q=${search}`)],
  // The worst search: a prefix that a quarter of all receipts share, so the count reads 100,000 rows.
  ['OR list: search "OR-10" (broad)', get('/api/official-receipts/?limit=20&q=OR-10')],
  ['OR list: page 1,001 by date issued', get(`/api/official-receipts/?limit=20&offset=${deep}`)],
  ['OR list: page 1,001 by OR number', get(`/api/official-receipts/?limit=20&offset=${deep}&sort=orNumber&order=asc`)],
  [`OR ${biggest.orNumber} for its printed page`, get(`/api/official-receipts/${biggest.id}`)],
];

await printTimesAgainst(budgetMs, calls);

await close();
