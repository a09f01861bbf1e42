/**
 * Finding any document at scale (issue 26 points 4 and 6): the demo data of a terminal with 1,000,000 items on
 * PostgreSQL, and through the real HTTP server, beside the route's own SQL run directly, the median of: the receipt
 * form's search of unpaid invoices (by number, payer, the start of a BL number), the receipt list's search (by
 * invoice number, BL, payer), the invoice list's month and status filters, and the BLs a number's start finds
 * (tracking, the gate, clearances), each within 50 ms.
 *   node --import tsx bench/find-documents.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (the database is bench/receipts.ts's: portside_bench_receipts)
 */
import { listBillingInvoicesQuerySchema, unpaidInvoicesQuerySchema } from '@portside/contracts/billing';
import { listOfficialReceiptsQuerySchema } from '@portside/contracts/official-receipts';
import { sql } from 'drizzle-orm';
import { selectRows } from '../apps/api/src/db/rows';
import { listBillingInvoices, listUnpaidInvoices } from '../apps/api/src/modules/billing-invoices/queries';
import { listOfficialReceipts } from '../apps/api/src/modules/official-receipts/queries';
import { suggestBls } from '../apps/api/src/modules/tracking/bl-suggestions';
import { type Case, timeBesideSql } from './support/beside-sql';
import { openDemoBench } from './support/demo-bench';

const budgetMs = 50;
const bench = await openDemoBench('portside_bench_receipts', 'finance');
const { db } = bench;

type Sample = { invoice: string; bl: string; payer: string; paidInvoice: string; paidBl: string; paidPayer: string };
const [sample] = await selectRows<Sample>(
  db,
  sql`select u.invoice_number as invoice, ui.bl_no as bl, split_part(u.buyer_name, ' ', 1) as payer,
      p.invoice_number as "paidInvoice", pi.bl_no as "paidBl", r.payer_name as "paidPayer"
    from (select * from billing_invoices where official_receipt_id is null and item_id is not null
          order by id desc limit 1) u
    join items ui on ui.id = u.item_id
    cross join (select * from billing_invoices where official_receipt_id is not null order by id limit 1 offset 50000) p
    join items pi on pi.id = p.item_id
    join official_receipts r on r.id = p.official_receipt_id`,
);
if (!sample) throw new Error('the database has no unpaid and paid invoices');
const [counts] = await selectRows<{ items: number; unpaid: number; receipts: number }>(
  db,
  sql`select (select count(*) from items)::int as items,
    (select count(*) from billing_invoices where official_receipt_id is null and item_id is not null)::int as unpaid,
    (select count(*) from official_receipts)::int as receipts`,
);
console.log(
  `${counts?.items.toLocaleString('en-US')} items, ${counts?.unpaid.toLocaleString('en-US')} unpaid invoices, ` +
    `${counts?.receipts.toLocaleString('en-US')} receipts; samples: ${JSON.stringify(sample)}`,
);

const unpaid = (label: string, q: string): Case => ({
  label: `receipt form: ${label} "${q}"`,
  path: `/api/billing-invoices/no-or/?q=${encodeURIComponent(q)}`,
  sql: async (on) => {
    await listUnpaidInvoices(on, unpaidInvoicesQuerySchema.parse({ q }));
    return 200;
  },
});
const receipts = (label: string, q: string): Case => ({
  label: `OR list: ${label} "${q}"`,
  path: `/api/official-receipts/?q=${encodeURIComponent(q)}`,
  sql: async (on) => {
    await listOfficialReceipts(on, listOfficialReceiptsQuerySchema.parse({ q }));
    return 200;
  },
});
const invoices = (label: string, query: Record<string, string>): Case => ({
  label: `invoice list: ${label}`,
  path: `/api/billing-invoices/?${new URLSearchParams(query)}`,
  sql: async (on) => {
    await listBillingInvoices(on, listBillingInvoicesQuerySchema.parse(query));
    return 200;
  },
});
const blStart = (label: string, prefix: string, uncleared = false): Case => ({
  label: `BLs starting: ${label} "${prefix}"${uncleared ? ', not cleared' : ''}`,
  path: `/api/items/bl-numbers?prefix=${encodeURIComponent(prefix)}${uncleared ? '&uncleared=true' : ''}`,
  sql: async (on) => {
    await suggestBls(on, prefix, uncleared);
    return 200;
  },
});

const lineCode = sample.bl.slice(0, 4);
const financeWithin = await timeBesideSql(
  bench,
  {
    calls: [
      unpaid('invoice number', sample.invoice.slice(-6)),
      unpaid('payer', sample.payer),
      unpaid('BL start', sample.bl.slice(0, 9)),
      unpaid('line code (broad)', lineCode.toLowerCase()),
      receipts('invoice number', sample.paidInvoice),
      receipts('BL start', sample.paidBl.slice(0, 10)),
      receipts('payer', sample.paidPayer),
      receipts('line code (broad)', lineCode),
      invoices('this month', { month: '2026-03' }),
      invoices('unpaid this month', { month: '2026-03', status: 'unpaid' }),
      invoices('paid, all months', { status: 'paid' }),
    ],
  },
  { budgetMs },
);
const processor = { ...bench, authorization: await bench.signIn('processor') };
const trackingWithin = await timeBesideSql(
  processor,
  {
    calls: [
      blStart('line code', lineCode.toLowerCase()),
      blStart('eight characters', sample.paidBl.slice(0, 8)),
      blStart('whole number', sample.paidBl),
      blStart('no match', 'ZZZZ9'),
      // The clearance page's: most of an old line's BLs are cleared, so the index is read past them.
      blStart('line code', lineCode.toLowerCase(), true),
      blStart('eight characters', sample.paidBl.slice(0, 8), true),
    ],
  },
  { budgetMs },
);
console.log(financeWithin && trackingWithin ? 'Every call within 50 ms.' : 'Some call is NOT within 50 ms.');
await bench.close();
