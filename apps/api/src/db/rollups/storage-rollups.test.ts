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
 * from-scratch aggregation. Random scenarios through the real app.
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

async function run(itemId: number, s: Step) {
  const invoices = await invoicesOf(itemId);
  switch (s.kind) {
    case 'bill': {
      const waiver =
        s.waivedDays > 0 || s.waivedCents > 0
          ? { waivedDays: s.waivedDays, waivedAmount: (s.waivedCents / 100).toFixed(2), waiverReason: 'Vessel delay' }
          : {};
      await call('finance', 'POST', '/api/billing-invoices/storage', {
        itemId,
        invoiceNumber: `SI-SR-${++serial}`,
        billingDate: today,
        storageTo: addDays(today, -s.daysBack),
        ...waiver,
      });
      return;
    }
    case 'cancelLast': {
      const last = invoices.filter((invoice) => invoice.kind === 'storage').at(-1);
      if (last) await call('finance', 'POST', `/api/billing-invoices/${last.id}/cancel`, { reason: 'Wrong day' });
      return;
    }
    case 'receipt': {
      const unpaid = invoices.filter((invoice) => invoice.receipt_id === null);
      const ids = [...new Set(s.picks.flatMap((pick) => pickFrom(unpaid, pick)?.id ?? []))];
      if (ids.length > 0) {
        await call('finance', 'POST', '/api/official-receipts', {
          orNumber: `OR-SR-${++serial}`,
          dateIssued: today,
          billingInvoiceIds: ids,
        });
      }
      return;
    }
    case 'cancelReceipt': {
      const receipt = pickFrom(
        invoices.flatMap((invoice) => invoice.receipt_id ?? []),
        s.pick,
      );
      if (receipt) await call('finance', 'POST', `/api/official-receipts/${receipt}/cancel`, { reason: 'Mistyped' });
      return;
    }
    case 'release':
      await call('supervisor', 'POST', '/api/gate/releases', {
        itemId,
        packages: 10,
        plateNumber: 'NBC 1234',
        driverName: 'Pedro Santos',
        slipNumber: `WS-SR-${++serial}`,
        holdReason: 'Consignee pays the storage with the next shipment',
      });
      return;
  }
}

describe('rollups with storage', () => {
  it('equal a from-scratch aggregation after every storage write path, refused writes included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 6, max: 55 }), fc.array(step, { maxLength: 10 }), async (stay, steps) => {
        // A BL of ours discharged `stay` days ago, cleared, billed and paid for its handling: 1 revenue ton.
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
      { numRuns: 15 },
    );
    // The scenarios reached the paths they are about.
    const reached = (
      (await t.db.execute(sql`select
        count(*) filter (where kind = 'storage' and cancelled_at is null)::int as storage,
        count(*) filter (where kind = 'storage' and official_receipt_id is not null)::int as paid,
        count(*) filter (where kind = 'storage' and waiver_reason is not null)::int as waived,
        count(*) filter (where kind = 'storage' and cancelled_at is not null)::int as cancelled,
        (select count(*) from rollup_revenue_visit_monthly where category = 'storage')::int as "storageRows",
        (select count(*) from gate_releases where hold_reason is not null)::int as held
        from billing_invoices`)) as unknown as {
        rows: Record<'storage' | 'paid' | 'waived' | 'cancelled' | 'storageRows' | 'held', number>[];
      }
    ).rows[0];
    for (const [path, count] of Object.entries(reached ?? {})) expect(count, path).toBeGreaterThan(0);
  }, 120_000);
});
