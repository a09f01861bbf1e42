import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../modules/storage/calendar';
import { buildBl, handlers } from '../../modules/tracking/test/test-data';
import { asSent } from '../../modules/work-orders/test/test-data';
import { createTestApp, type TestApp } from '../../test/app';
import { fractionOf } from '../percent';
import { appSettings, storageTariffs } from '../schema/index';
import { rollupDrift } from './rebuild';

/**
 * Issue 28 point 6: storage invoices count in the revenue rollups (category storage, by billing date), so every write
 * of storage (an invoice with or without a waiver, its cancellation, a receipt paying it and that receipt's
 * cancellation, a supervisor's release of cargo owing storage), refused ones included, leaves every rollup equal to a
 * from-scratch aggregation: each path once in turn, then random scenarios, through the real app.
 */
let t: TestApp;
let oursId = 0;
/** Today in Manila, the terminal's zone, as the server counts it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  oursId = (await handlers(t.db)).ours.id;
  await t.db.update(appSettings).set({
    registeredName: 'PORTSIDE TERMINAL SERVICES INC.',
    registeredAddress: 'Pier 3, North Harbor, Manila',
    tin: '000-123-456-00000',
    vatRegistered: true,
  });
  await t.db.insert(storageTariffs).values({
    basis: 'revenueTon',
    vatRate: fractionOf('12.00'),
    effectiveFrom: '2020-01-01',
    cargoClass: 'import',
    freeDays: 5,
    ratePerDay: '10.00',
    tiers: [{ fromDay: 31, ratePerDay: '20.00' }],
  });
});
afterAll(() => t.close());

const step = fc.oneof(
  fc.record({
    kind: fc.constant('bill' as const),
    daysBack: fc.integer({ min: 0, max: 40 }),
    waivedDays: fc.integer({ min: 0, max: 3 }),
    waivedCents: fc.constantFrom(0, 0, 150, 99_999),
  }),
  fc.record({ kind: fc.constant('cancelLast' as const) }),
  fc.record({ kind: fc.constant('receipt' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('cancelReceipt' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('release' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function call(role: 'finance' | 'supervisor', method: 'POST', url: string, body: object) {
  const response = await t.injectAs(role, { method, url, payload: asSent(body) });
  // Any refusal is a sentence, never a failure of the server.
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
  return response;
}

/** The BL's standing invoices (its handling one first), newest storage last, with their receipts. */
const invoicesOf = async (itemId: number) =>
  (
    (await t.db.execute(
      sql`select id, kind, official_receipt_id as receipt_id from billing_invoices where item_id = ${itemId}
        order by kind, storage_from nulls first`,
    )) as unknown as { rows: { id: number; kind: string; receipt_id: number | null }[] }
  ).rows;

const pickFrom = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);

/** Runs the step on the BL: the API's answer, or undefined when the step found nothing to ask. */
async function run(itemId: number, s: Step) {
  const invoices = await invoicesOf(itemId);
  switch (s.kind) {
    case 'bill': {
      const waiver =
        s.waivedDays > 0 || s.waivedCents > 0
          ? { waivedDays: s.waivedDays, waivedAmount: (s.waivedCents / 100).toFixed(2), waiverReason: 'Vessel delay' }
          : {};
      return call('finance', 'POST', '/api/billing-invoices/storage', {
        itemId,
        invoiceNumber: `SI-SR-${++serial}`,
        billingDate: today,
        storageTo: addDays(today, -s.daysBack),
        ...waiver,
      });
    }
    case 'cancelLast': {
      const last = invoices.filter((invoice) => invoice.kind === 'storage').at(-1);
      return last && call('finance', 'POST', `/api/billing-invoices/${last.id}/cancel`, { reason: 'Wrong day' });
    }
    case 'receipt': {
      const unpaid = invoices.filter((invoice) => invoice.receipt_id === null);
      const ids = [...new Set(s.picks.flatMap((pick) => pickFrom(unpaid, pick)?.id ?? []))];
      if (ids.length === 0) return undefined;
      return call('finance', 'POST', '/api/official-receipts', {
        orNumber: `OR-SR-${++serial}`,
        dateIssued: today,
        billingInvoiceIds: ids,
      });
    }
    case 'cancelReceipt': {
      const receipt = pickFrom(
        invoices.flatMap((invoice) => invoice.receipt_id ?? []),
        s.pick,
      );
      if (receipt === undefined) return undefined;
      return call('finance', 'POST', `/api/official-receipts/${receipt}/cancel`, { reason: 'Mistyped' });
    }
    case 'release':
      return call('supervisor', 'POST', '/api/gate/releases', {
        itemId,
        packages: 10,
        plateNumber: 'NBC 1234',
        driverName: 'Pedro Santos',
        slipNumber: `WS-SR-${++serial}`,
        holdReason: 'Consignee pays the storage with the next shipment',
      });
  }
}

/** A BL of ours discharged `stay` days ago, cleared, billed and paid for its handling: 1 revenue ton, 10 packages. */
async function stayed(stay: number) {
  const { item } = await buildBl(
    t.db,
    {},
    {
      arrastreId: oursId,
      handledAt: new Date(`${addDays(today, -stay)}T00:30:00+08:00`),
      arrivalDate: addDays(today, -stay - 1),
      noPackages: 10,
      grossWeight: '1000.000',
      cbm: '1.000',
    },
  );
  return item;
}

describe('rollups with storage', () => {
  it('equal a from-scratch aggregation after each storage write path, taken once in turn', async () => {
    const item = await stayed(30);
    // Storage's receipt is the second of the BL's (its handling's first): pick 1.
    const paths: Step[] = [
      { kind: 'bill', daysBack: 2, waivedDays: 1, waivedCents: 150 },
      { kind: 'cancelLast' },
      { kind: 'bill', daysBack: 2, waivedDays: 0, waivedCents: 150 },
      { kind: 'receipt', picks: [0] },
      { kind: 'cancelReceipt', pick: 1 },
      { kind: 'receipt', picks: [0] },
      // Owes today's and yesterday's storage: a supervisor lets it out with a reason.
      { kind: 'release' },
    ];
    for (const s of paths) {
      const response = await run(item.id, s);
      expect(response?.statusCode, `${s.kind}: ${response?.body}`).toBeLessThan(300);
      expect(await rollupDrift(t.db), s.kind).toEqual([]);
    }
    const [row] = (
      (await t.db.execute(sql`select count(*)::int as rows from rollup_revenue_visit_monthly
        where category = 'storage'`)) as unknown as { rows: { rows: number }[] }
    ).rows;
    expect(row?.rows).toBeGreaterThan(0);
  });

  it('equal a from-scratch aggregation after random storage writes, refused writes included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 6, max: 55 }), fc.array(step, { maxLength: 10 }), async (stay, steps) => {
        const item = await stayed(stay);
        // Then its storage billed to today, paid, cancelled and paid again, whatever came before.
        const life: Step[] = [
          { kind: 'bill', daysBack: 0, waivedDays: 0, waivedCents: 0 },
          { kind: 'receipt', picks: [0, 1, 2] },
          { kind: 'cancelReceipt', pick: 0 },
          { kind: 'receipt', picks: [0, 1, 2] },
          { kind: 'release' },
        ];
        for (const s of [...steps, ...life]) {
          await run(item.id, s);
          expect(await rollupDrift(t.db), s.kind).toEqual([]);
        }
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
