/**
 * Credit memos at scale: the demo data of a terminal with 1,000,000 items on PostgreSQL (its memos among them), and
 * through the real HTTP server the median of the memo list (first page, a search by memo number, by BL and by buyer,
 * a late page), of one memo and of its invoice as their printed pages read them, each beside the 50 ms budget; then of
 * issuing a memo (a write that moves the revenue rollups), beside the same budget and beside recording a receipt.
 *   node --import tsx bench/credit-memos.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_memos, --reuse times it again without
 * generating, after applying any new migration)
 */
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { selectRows } from '../apps/api/src/db/rows';
import { openDemoBench } from './support/demo-bench';
import { fetchStatus, printTimesAgainst, timeCalls } from './support/time-requests';

const budgetMs = 50;
const { db, address, authorization, close } = await openDemoBench('portside_bench_memos', 'finance');

type Sample = { id: number; memoNumber: string; invoiceId: number; blNo: string; buyer: string; memos: number };
const [sample] = await selectRows<Sample>(
  db,
  sql`select m.id, m.memo_number as "memoNumber", m.invoice_id as "invoiceId", i.bl_no as "blNo",
      b.buyer_name as buyer, (select count(*) from credit_memos)::int as memos
    from credit_memos m join billing_invoices b on b.id = m.invoice_id join items i on i.id = b.item_id
    order by m.serial desc limit 1`,
);
if (!sample) throw new Error('the database has no credit memos');
console.log(`${sample.memos.toLocaleString('en-US')} credit memos; the newest is ${sample.memoNumber}`);

const get = (path: string) => () => fetchStatus(address, path, authorization);
const q = encodeURIComponent;
await printTimesAgainst(budgetMs, [
  ['memo list: first page', get('/api/credit-memos/?limit=20')],
  [`memo list: search "${sample.memoNumber}"`, get(`/api/credit-memos/?limit=20&q=${q(sample.memoNumber)}`)],
  [`memo list: search BL "${sample.blNo}"`, get(`/api/credit-memos/?limit=20&q=${q(sample.blNo)}`)],
  [
    `memo list: search buyer "${sample.buyer.slice(0, 8)}"`,
    get(`/api/credit-memos/?limit=20&q=${q(sample.buyer.slice(0, 8))}`),
  ],
  ['memo list: last page by date', get(`/api/credit-memos/?limit=20&sort=memoDate&offset=${sample.memos - 20}`)],
  [`memo ${sample.memoNumber} for its printed page`, get(`/api/credit-memos/${sample.id}`)],
  [`its invoice, with its memos`, get(`/api/billing-invoices/${sample.invoiceId}`)],
]);

/** A POST of `body` as JSON: its status once the answer has arrived. */
function post(path: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${address}${path}`,
      { method: 'POST', headers: { authorization, 'content-type': 'application/json' } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

// Writes: a memo on each of 40 paid invoices of the last months (each write moves the revenue rollups of its BL),
// beside a receipt of each of 40 unpaid invoices (which moves the same rollups).
const paid = await selectRows<{ id: number }>(
  db,
  sql`select id from billing_invoices where official_receipt_id is not null and item_id is not null
    and id not in (select invoice_id from credit_memos) order by billing_date desc, id desc limit 40`,
);
const unpaid = await selectRows<{ id: number }>(
  db,
  sql`select id from billing_invoices where official_receipt_id is null and item_id is not null
    order by billing_date desc, id desc limit 40`,
);
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
let memoAt = 0;
let receiptAt = 0;
const writes = [
  [
    'issue a credit memo',
    await timeCalls(
      () =>
        post('/api/credit-memos/', {
          billing_invoice_id: paid[memoAt++]?.id,
          memo_date: today,
          amount: '10.00',
          reason: 'Bench',
        }),
      { runs: 30, warm: 10 },
    ),
  ],
  [
    'record an official receipt of one invoice',
    await timeCalls(
      () =>
        post('/api/official-receipts/', {
          or_number: `OR-BENCH-${Date.now()}-${receiptAt}`,
          date_issued: today,
          billing_invoice_ids: [unpaid[receiptAt++]?.id],
        }),
      { runs: 30, warm: 10 },
    ),
  ],
] as const;
console.table(
  writes.map(([call, result]) => ({
    call,
    status: result.status,
    'median ms': Number(result.median.toFixed(1)),
    'p95 ms': Number(result.p95.toFixed(1)),
    'budget ms': budgetMs,
    within: result.median <= budgetMs ? 'yes' : 'NO',
  })),
);

await close();
