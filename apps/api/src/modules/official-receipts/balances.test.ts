import { decimal } from '@portside/contracts/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBillingInvoice, buildPayer } from './test/test-data';

/**
 * Random days of a cashier (issue 26 point 5): invoices of two payers, receipts of several of one payer's invoices paid
 * by up to three methods with tax withheld from some of them (now and then a cent off, which must be refused),
 * cancellations of receipts and of unpaid invoices. After each day every invoice's balance, read with SQL of its own
 * (the receipt's payments applied to its invoices in order, the last taking the rest), is at or above zero: nothing
 * on a standing receipt, all of it otherwise; and the aging's amount due (the dashboards' receivable) is their sum.
 */
let t: TestApp;
let finance: Record<string, string>;
let checker: Record<string, string>;
let payers: Awaited<ReturnType<typeof buildPayer>>[];
beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
  checker = (await t.signIn('checker')).headers;
  payers = [await buildPayer(t.db, 'Luzon Steel Corp.'), await buildPayer(t.db, 'Panay Sugar Inc.')];
});
afterAll(() => t.close());

const rates = ['1.00', '2.00', '5.00', '15.00'] as const;
const step = fc.oneof(
  fc.record({
    kind: fc.constant('invoice' as const),
    payer: fc.integer({ min: 0, max: 1 }),
    netCents: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 500_000_000 })),
  }),
  fc.record({
    kind: fc.constant('receipt' as const),
    payer: fc.integer({ min: 0, max: 1 }),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    withheld: fc.array(fc.option(fc.constantFrom(...rates), { nil: null }), { minLength: 4, maxLength: 4 }),
    methods: fc.array(fc.constantFrom('cash', 'cheque', 'bankTransfer'), { minLength: 1, maxLength: 3 }),
    split: fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 3, maxLength: 3 }),
    skewCents: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -100, max: 100 })),
  }),
  fc.record({ kind: fc.constant('cancelReceipt' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancelInvoice' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

type Open = { id: number; net: string; total: string; payer: string };
const openInvoices = () =>
  selectRows<Open>(
    t.db,
    sql`select id, net_amount::text as net, (net_amount + vat_amount)::text as total, buyer_name as payer
      from billing_invoices where official_receipt_id is null and cancelled_at is null order by id`,
  );

let serial = 0;
const cents = (amount: string) => BigInt(amount.replace('.', ''));
/** 2% of 1,000.005 is not a thing: the server's rounding (half up, once, on the net), restated. */
const withheldCents = (net: string, percent: string) => (cents(net) * cents(percent) * 2n + 10_000n) / 20_000n;

async function run(day: Step) {
  if (day.kind === 'invoice') {
    const net = BigInt(day.netCents);
    await buildBillingInvoice(t.db, {
      ...payers[day.payer]?.buyer,
      invoiceNumber: `BI-BAL-${++serial}`,
      netAmount: decimal(net, 2),
      vatAmount: decimal((net * 12n + 50n) / 100n, 2),
    });
    return;
  }
  if (day.kind === 'cancelInvoice') {
    const open = await openInvoices();
    const invoice = open[day.pick % Math.max(open.length, 1)];
    if (!invoice) return;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/billing-invoices/${invoice.id}/cancel`,
      headers: finance,
      payload: { reason: 'Billed to the wrong BL' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return;
  }
  if (day.kind === 'cancelReceipt') {
    const standing = await selectRows<{ id: number }>(
      t.db,
      sql`select id from official_receipts where cancelled_at is null order by id`,
    );
    const receipt = standing[day.pick % Math.max(standing.length, 1)];
    if (!receipt) return;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/official-receipts/${receipt.id}/cancel`,
      headers: finance,
      payload: { reason: 'Wrong payer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return;
  }
  const payer = payers[day.payer]?.buyer.buyerName;
  const open = (await openInvoices()).filter((invoice) => invoice.payer === payer);
  const chosen = [...new Map(day.picks.map((pick) => [pick % Math.max(open.length, 1), open[pick % open.length]]))]
    .map(([, invoice]) => invoice)
    .filter((invoice): invoice is Open => invoice !== undefined);
  if (chosen.length === 0) return;
  const withholdings = chosen.flatMap((invoice, index) => {
    const percent = day.withheld[index];
    return percent && withheldCents(invoice.net, percent) > 0n ? [{ billingInvoiceId: invoice.id, percent }] : [];
  });
  const due =
    chosen.reduce((sum, invoice) => sum + cents(invoice.total), 0n) -
    withholdings.reduce(
      (sum, w) => sum + withheldCents(chosen.find((i) => i.id === w.billingInvoiceId)?.net ?? '0', w.percent),
      0n,
    );
  const paid = due + BigInt(day.skewCents);
  // The amount paid split over the methods in the drawn proportions, the last taking the rest.
  const weights = day.methods.map((_, index) => BigInt(day.split[index] ?? 1));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  let rest = paid;
  const parts = day.methods.map((method, index) => {
    const amount = index === day.methods.length - 1 ? rest : (paid * (weights[index] ?? 1n)) / weightSum;
    rest -= amount;
    const details =
      method === 'cheque'
        ? { bank: 'Metrobank', chequeNumber: `C${++serial}`, chequeDate: '2025-01-19' }
        : method === 'bankTransfer'
          ? { reference: `FT${++serial}` }
          : {};
    return { method, amount, ...details };
  });
  const valid = day.skewCents === 0 && parts.every((part) => part.amount > 0n);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/official-receipts',
    headers: finance,
    payload: {
      orNumber: `OR-BAL-${++serial}`,
      dateIssued: '2025-01-20',
      billingInvoiceIds: chosen.map((invoice) => invoice.id),
      payments: parts.map((part) => ({ ...part, amount: part.amount > 0n ? decimal(part.amount, 2) : '0.00' })),
      withholdings,
    },
  });
  expect(response.statusCode, response.body).toBe(valid ? 201 : 422);
}

/** Each invoice's balance, from the tables alone: total less the tax withheld and the payments applied to it. */
const balances = () =>
  selectRows<{ id: number; standing: boolean; paid: boolean; total: string; balance: string }>(
    t.db,
    sql`with settled as (
        select b.id, b.official_receipt_id as receipt,
          b.net_amount + b.vat_amount - coalesce(w.amount, 0) as due,
          row_number() over (partition by b.official_receipt_id order by b.id desc) as from_last
        from billing_invoices b
        left join receipt_withholdings w on w.invoice_id = b.id and w.receipt_id = b.official_receipt_id
        where b.official_receipt_id is not null
      ), applied as (
        select s.id, s.due,
          case when s.from_last = 1
            then (select coalesce(sum(p.amount), 0) from receipt_payments p where p.receipt_id = s.receipt)
              - coalesce(sum(s.due) over (partition by s.receipt) - s.due, 0)
            else s.due end as paid
        from settled s
      )
      select b.id, b.cancelled_at is null as standing, b.official_receipt_id is not null as paid,
        (b.net_amount + b.vat_amount)::text as total,
        (b.net_amount + b.vat_amount - coalesce(a.paid, 0)
          - coalesce(w.amount, 0))::text as balance
      from billing_invoices b
      left join applied a on a.id = b.id
      left join receipt_withholdings w on w.invoice_id = b.id and w.receipt_id = b.official_receipt_id
      order by b.id`,
  );

describe('balances over random days of a cashier', () => {
  it('keeps every invoice at or above zero, nothing due once receipted, and the aging’s amount due their sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (days) => {
        for (const day of days) await run(day);
        const rows = await balances();
        for (const row of rows) {
          expect(cents(row.balance), JSON.stringify(row)).toBeGreaterThanOrEqual(0n);
          expect(row.balance, JSON.stringify(row)).toBe(row.paid ? '0.00' : row.total);
        }
        const receivable = rows
          .filter((row) => row.standing && !row.paid)
          .reduce((sum, row) => sum + cents(row.balance), 0n);
        const aging = await t.app.inject({
          method: 'GET',
          url: '/api/analytics/items/receivable/aging?year=2025',
          headers: checker,
        });
        expect(aging.json().total.amountDue).toBe(decimal(receivable, 2));
      }),
      { numRuns: 25, seed: 2611 },
    );
  });
});
