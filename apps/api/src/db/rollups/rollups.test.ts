import type { ItemInput } from '@portside/contracts/work-orders';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSent, itemRow, submitBody } from '../../modules/work-orders/test/test-data';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCargoHandler, buildCompany, buildConsignee, buildDescription, buildVessel } from '../../test/factories';
import { clients } from '../schema/index';
import { rebuildRollups, rollupDrift } from './rebuild';

/**
 * Issue 13 point 4: after every write path (work order submit, draft edit with its removals and arrival changes,
 * confirmation, discharge, clearance, invoice, receipt, gate-out, and the corrections: cancellations, reversals,
 * credit memos), refused ones included, every rollup equals a
 * from-scratch aggregation of the items. Random scenarios through the real app.
 */
let t: TestApp;
let vesselId = 0;
const ours = 'Acme Port Services';
// Ours more often than the others, so that most BLs can be billed.
const handlerNames = [ours.toUpperCase(), ours, 'RIVAL STEVEDORES', 'RIVAL ARRASTRE', 'UNKNOWN HANDLER CO'];
// The buyer with a TIN (bills of PHP 1,000 and more need one) more often than the others.
const consigneeNames = [
  'LUZON STEEL CORP',
  'luzon steel corp ',
  'LUZON STEEL CORP',
  'Walk-in Trader',
  'Unmatched Importers Inc.',
];
const descriptionNames = ['STEEL COILS', 'Bagged Rice', 'PLYWOOD', 'machinery parts'];

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await t.signIn('admin')).headers;
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin,
    payload: asSent({
      ownOperators: [ours],
      timeZone: 'Asia/Manila',
      tariffs: [
        {
          category: 'stevedoring',
          basis: 'cbm',
          ratePerCbm: '100.00',
          vatPercent: '12.00',
          effectiveFrom: '2023-01-01',
        },
        { category: 'arrastre', basis: 'cbm', ratePerCbm: '150.00', vatPercent: '12.00', effectiveFrom: '2023-01-01' },
      ],
      targets: [],
      registeredName: 'ACME PORT SERVICES INC.',
      registeredAddress: 'Pier 3, North Harbor, Manila',
      tin: '000-123-456-00000',
      vatRegistered: true,
    }),
  });
  expect(settings.statusCode).toBe(200);
  for (const type of ['stevedoring', 'arrastre'] as const) {
    await buildCargoHandler(t.db, { name: ours.toUpperCase(), type });
    await buildCargoHandler(t.db, { name: type === 'stevedoring' ? 'RIVAL STEVEDORES' : 'RIVAL ARRASTRE', type });
  }
  const company = await buildCompany(t.db, { name: 'Luzon Steel Corp.' });
  await t.db.insert(clients).values({
    firstName: 'Ana',
    lastName: 'Cruz',
    companyId: company.id,
    email: 'ana@luzonsteel.ph',
    mobileNumber: '09171234567',
    address: '12 Roxas Blvd',
    city: 'Pasay',
    country: 'Philippines',
    salesTaxRegistration: '111-222-333-00000',
  });
  await buildConsignee(t.db, { name: 'LUZON STEEL CORP', companyId: company.id });
  await buildConsignee(t.db, { name: 'WALK-IN TRADER' });
  await buildDescription(t.db, { content: 'STEEL COILS' });
  vesselId = (await buildVessel(t.db)).id;
});
afterAll(() => t.close());

const row = fc.record({
  consignee: fc.constantFrom(...consigneeNames),
  description: fc.constantFrom(...descriptionNames),
  stevedoring: fc.constantFrom(...handlerNames),
  arrastre: fc.constantFrom(...handlerNames),
  noPackages: fc.integer({ min: 0, max: 40 }),
  cbm: fc.integer({ min: 0, max: 900_000 }).map((milli) => milli / 1000),
});
type Row = typeof row extends fc.Arbitrary<infer R> ? R : never;
const day = fc.integer({ min: 0, max: 600 }).map((offset) => {
  const date = new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
});

/** What happens to one visit after its submission, in order; each step may be refused (409, 422) and that is fine. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    rows: fc.array(row, { maxLength: 4 }),
    keep: fc.array(fc.boolean(), { maxLength: 6 }),
    arrival: fc.option(day),
  }),
  fc.record({ kind: fc.constant('confirm' as const) }),
  fc.record({ kind: fc.constant('discharge' as const), all: fc.boolean(), pick: fc.nat() }),
  fc.record({ kind: fc.constant('clear' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('invoice' as const), pick: fc.nat(), daysAfter: fc.integer({ min: 0, max: 70 }) }),
  fc.record({ kind: fc.constant('receipt' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('gate' as const), pick: fc.nat(), part: fc.boolean() }),
  fc.record({ kind: fc.constant('cancelInvoice' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancelReceipt' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('creditMemo' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 200_000 }),
    daysAfter: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({ kind: fc.constant('undoDischarge' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reverseGate' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

let serial = 0;
const toInput = (r: Row, blNo: string): ItemInput =>
  itemRow(blNo, {
    consignee: r.consignee,
    description: r.description,
    stevedoring: r.stevedoring,
    arrastre: r.arrastre,
    noPackages: r.noPackages,
    cbmSo: r.cbm,
  });

async function call(
  role: Parameters<TestApp['injectAs']>[0],
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: object,
) {
  const response = await t.injectAs(role, { method, url, ...(method === 'DELETE' ? {} : { payload: asSent(body) }) });
  // Any refusal is a sentence, never a failure of the server.
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
  return response;
}

const itemsOf = async (workOrderId: number) =>
  (
    (await t.db.execute(
      sql`select i.id, i.bl_no, i.arrival_date, b.id as invoice_id, b.official_receipt_id as receipt_id,
          greatest(coalesce(i.discharged_packages, i.no_packages), 1) - coalesce(r.released, 0) as remaining,
          r.last_release_id
        from items i left join billing_invoices b on b.item_id = i.id
        left join lateral (select sum(packages)::int as released, max(id) as last_release_id from gate_releases
          where item_id = i.id and cancelled_at is null) r on true
        where i.work_order_id = ${workOrderId} order by i.id`,
    )) as unknown as {
      rows: {
        id: number;
        bl_no: string;
        arrival_date: string;
        invoice_id: number | null;
        receipt_id: number | null;
        remaining: number;
        last_release_id: number | null;
      }[];
    }
  ).rows;

const pickFrom = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);

async function run(workOrderId: number, s: Step) {
  const present = await itemsOf(workOrderId);
  const arrival = String(present[0]?.arrival_date ?? '2024-06-01').slice(0, 10);
  switch (s.kind) {
    case 'edit': {
      const kept = present.filter((_, index) => s.keep[index] ?? true);
      const rows = [
        ...kept.map((item, index) => ({
          ...toInput(s.rows[index] ?? s.rows[0] ?? ({} as Row), item.bl_no),
          itemId: item.id,
        })),
        ...s.rows.slice(kept.length).map((r) => toInput(r, `NEW${++serial}`)),
      ].map((r) => (r.consignee === undefined ? { ...itemRow(r.blNo), itemId: (r as { itemId?: number }).itemId } : r));
      if (rows.length === 0) return;
      await call('commercial', 'PUT', `/api/work-orders/${workOrderId}/items`, {
        ...(s.arrival ? { arrivalDate: s.arrival } : {}),
        items: rows,
      });
      return;
    }
    case 'confirm':
      await call('operation', 'POST', `/api/work-orders/${workOrderId}/confirm`, {});
      return;
    case 'discharge': {
      const item = pickFrom(present, s.pick);
      await call('operation', 'POST', `/api/work-orders/${workOrderId}/discharges`, {
        handledAt: `${arrival}T10:00:00+08:00`,
        all: s.all,
        items: item && !s.all ? [{ itemId: item.id }] : [],
      });
      return;
    }
    case 'clear': {
      const item = pickFrom(present, s.pick);
      if (item)
        await call('commercial', 'POST', '/api/clearances', { clearanceNumber: `CL-${++serial}`, itemId: item.id });
      return;
    }
    case 'invoice': {
      const item = pickFrom(present, s.pick);
      const billed = new Date(Date.parse(arrival) + s.daysAfter * 86_400_000).toISOString().slice(0, 10);
      if (item) {
        await call('finance', 'POST', '/api/billing-invoices', {
          invoiceNumber: `SI-${++serial}`,
          billingDate: billed,
          itemId: item.id,
        });
      }
      return;
    }
    case 'receipt': {
      const invoices = present.flatMap((item) => (item.invoice_id ? [item.invoice_id] : []));
      const ids = [...new Set(s.picks.flatMap((pick) => pickFrom(invoices, pick) ?? []))];
      if (ids.length > 0) {
        await call('finance', 'POST', '/api/official-receipts', {
          orNumber: `OR-${++serial}`,
          dateIssued: '2025-12-31',
          billingInvoiceIds: ids,
        });
      }
      return;
    }
    case 'gate': {
      const item = pickFrom(present, s.pick);
      // A part of what remains on one truck, or all of it (a truck of more than remains is refused).
      const packages = item && s.part ? Math.max(1, Math.floor(item.remaining / 2)) : item?.remaining;
      if (item) {
        const truck = { plateNumber: 'ABC 1234', driverName: 'Juan', slipNumber: `WS-${++serial}` };
        await call('guard', 'POST', '/api/gate/releases', { itemId: item.id, packages: packages || 1, ...truck });
      }
      return;
    }
    case 'cancelInvoice': {
      const invoice = pickFrom(present, s.pick)?.invoice_id;
      if (invoice) await call('finance', 'POST', `/api/billing-invoices/${invoice}/cancel`, { reason: 'Wrong BL' });
      return;
    }
    case 'undoDischarge': {
      const item = pickFrom(present, s.pick);
      if (item) await call('operation', 'DELETE', `/api/work-orders/${workOrderId}/discharges/${item.id}`, {});
      return;
    }
    case 'reverseGate': {
      const item = pickFrom(present, s.pick);
      const release = item?.last_release_id;
      if (release) await call('supervisor', 'POST', `/api/gate/releases/${release}/reverse`, { reason: 'Turned back' });
      return;
    }
    case 'creditMemo': {
      // After the receipts of the scenario (dated 2025-12-31), on a day of the next ten months.
      const invoice = pickFrom(present, s.pick)?.invoice_id;
      const memoDate = new Date(Date.parse('2026-01-01') + s.daysAfter * 86_400_000).toISOString().slice(0, 10);
      if (invoice) {
        await call('finance', 'POST', '/api/credit-memos', {
          billingInvoiceId: invoice,
          memoDate,
          amount: (s.cents / 100).toFixed(2),
          reason: 'Overcharged',
        });
      }
      return;
    }
    case 'cancelReceipt': {
      const receipt = pickFrom(present, s.pick)?.receipt_id;
      if (receipt) await call('finance', 'POST', `/api/official-receipts/${receipt}/cancel`, { reason: 'Mistyped' });
      return;
    }
  }
}

describe('rollups', () => {
  it('equal a from-scratch aggregation after every write path, refused writes included', async () => {
    await fc.assert(
      fc.asyncProperty(
        day,
        fc.array(row, { minLength: 1, maxLength: 5 }),
        fc.array(step, { maxLength: 12 }),
        async (arrival, rows, steps) => {
          const submitted = await call(
            'commercial',
            'POST',
            '/api/work-orders/submit',
            submitBody(
              vesselId,
              rows.map((r) => toInput(r, `BL${++serial}`)),
              { arrivalDate: arrival },
            ),
          );
          expect(submitted.statusCode, submitted.body).toBe(201);
          expect(await rollupDrift(t.db)).toEqual([]);
          const workOrderId = submitted.json().id as number;
          // Then the rest of each BL's life, so that every path is reached whatever came before.
          const life: Step[] = [{ kind: 'confirm' }, { kind: 'discharge', all: true, pick: 0 }];
          for (let pick = 0; pick < rows.length + 4; pick++) {
            life.push({ kind: 'clear', pick }, { kind: 'invoice', pick, daysAfter: 3 });
            // A third of the BLs are billed again after a cancellation, another third receipted again.
            if (pick % 3 === 0) life.push({ kind: 'cancelInvoice', pick }, { kind: 'invoice', pick, daysAfter: 4 });
            life.push({ kind: 'receipt', picks: [pick] });
            // A released BL's receipt is cancelled once its release is reversed (a pick past the last BL comes back
            // to one released already).
            if (pick % 3 === 1) {
              life.push(
                { kind: 'reverseGate', pick },
                { kind: 'cancelReceipt', pick },
                { kind: 'receipt', picks: [pick] },
              );
            }
            life.push({ kind: 'gate', pick, part: pick % 2 === 0 }, { kind: 'gate', pick, part: false });
            if (pick % 3 === 2) life.push({ kind: 'reverseGate', pick }, { kind: 'gate', pick, part: false });
          }
          // Then some paid invoices are credited, in part or (a large amount, refused past the remainder) in full:
          // after the receipts' cancellations, which a memo would refuse.
          for (let pick = 0; pick < rows.length + 4; pick += 2) {
            life.push({ kind: 'creditMemo', pick, cents: 1_000 * (pick + 1), daysAfter: 300 });
          }
          for (const s of [...steps, ...life]) {
            await run(workOrderId, s);
            expect(await rollupDrift(t.db), s.kind).toEqual([]);
          }
        },
      ),
      { numRuns: 12 },
    );
    // The scenarios reached the paths they are about.
    const reached = (
      (await t.db.execute(sql`select
        (select count(*) from billing_invoices)::int as invoices,
        (select count(*) from billing_invoices where official_receipt_id is not null)::int as paid,
        (select count(*) from items where handled_at is not null)::int as discharged,
        (select count(*) from items where gate_out_at is not null)::int as released,
        (select count(*) from billing_invoices where cancelled_at is not null)::int as "cancelledInvoices",
        (select count(*) from official_receipts where cancelled_at is not null)::int as "cancelledReceipts",
        (select count(*) from credit_memos)::int as "creditMemos"`)) as unknown as {
        rows: {
          invoices: number;
          paid: number;
          discharged: number;
          released: number;
          cancelledInvoices: number;
          cancelledReceipts: number;
          creditMemos: number;
        }[];
      }
    ).rows[0];
    expect(reached?.invoices).toBeGreaterThan(0);
    expect(reached?.paid).toBeGreaterThan(0);
    expect(reached?.discharged).toBeGreaterThan(0);
    expect(reached?.released).toBeGreaterThan(0);
    expect(reached?.cancelledInvoices).toBeGreaterThan(0);
    expect(reached?.cancelledReceipts).toBeGreaterThan(0);
    expect(reached?.creditMemos).toBeGreaterThan(0);
  }, 240_000);

  it('stay exact when writers of the same BLs run at once', async () => {
    const rows = [row, row, row].map((_, index) =>
      toInput(
        {
          ...fc.sample(row, 1)[0],
          stevedoring: ours,
          arrastre: ours,
          consignee: 'LUZON STEEL CORP',
          cbm: 3 + index,
        } as Row,
        `RACE${++serial}`,
      ),
    );
    const submitted = await call(
      'commercial',
      'POST',
      '/api/work-orders/submit',
      submitBody(vesselId, rows, { arrivalDate: '2025-02-03' }),
    );
    const workOrderId = submitted.json().id as number;
    await call('operation', 'POST', `/api/work-orders/${workOrderId}/confirm`, {});
    const present = await itemsOf(workOrderId);
    await Promise.all([
      ...present.map((item) =>
        call('finance', 'POST', '/api/billing-invoices', {
          invoiceNumber: `SI-${++serial}`,
          billingDate: '2025-02-10',
          itemId: item.id,
        }),
      ),
      call('operation', 'POST', `/api/work-orders/${workOrderId}/discharges`, {
        handledAt: '2025-02-04T10:00:00+08:00',
        all: true,
        items: [],
      }),
    ]);
    const invoices = (await itemsOf(workOrderId)).flatMap((item) => (item.invoice_id ? [item.invoice_id] : []));
    expect(invoices).toHaveLength(3);
    await Promise.all(
      invoices.map((id) =>
        call('finance', 'POST', '/api/official-receipts', {
          orNumber: `OR-${++serial}`,
          dateIssued: '2025-02-11',
          billingInvoiceIds: [id],
        }),
      ),
    );
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('answer writers that change the same keys at once, crossing each other, without an error', async () => {
    const draft = async (arrivalDate: string) => {
      const blNo = `SWAP${++serial}`;
      const submitted = await call(
        'commercial',
        'POST',
        '/api/work-orders/submit',
        submitBody(vesselId, [itemRow(blNo)], { arrivalDate }),
      );
      const id = submitted.json().id as number;
      const [item] = await itemsOf(id);
      return { id, row: { ...itemRow(blNo), itemId: item?.id as number } };
    };
    const [a, b] = [await draft('2025-03-01'), await draft('2025-03-02')];
    const visit = await call(
      'commercial',
      'POST',
      '/api/work-orders/submit',
      submitBody(
        vesselId,
        Array.from({ length: 10 }, () => itemRow(`DIS${++serial}`)),
        { arrivalDate: '2025-03-02' },
      ),
    );
    const visitId = visit.json().id as number;
    await call('operation', 'POST', `/api/work-orders/${visitId}/confirm`, {});
    const toDischarge = await itemsOf(visitId);
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const [x, y] = round % 2 === 0 ? ['2025-03-02', '2025-03-01'] : ['2025-03-01', '2025-03-02'];
      const answers = await Promise.all([
        call('commercial', 'PUT', `/api/work-orders/${a.id}/items`, { arrivalDate: x, items: [a.row] }),
        call('commercial', 'PUT', `/api/work-orders/${b.id}/items`, { arrivalDate: y, items: [b.row] }),
        call('operation', 'POST', `/api/work-orders/${visitId}/discharges`, {
          handledAt: '2025-03-02T10:00:00+08:00',
          all: false,
          items: [{ itemId: toDischarge[round]?.id }],
        }),
      ]);
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await rollupDrift(t.db)).toEqual([]);
  }, 120_000);

  it('group a description too long for an index entry by its first 200 characters', async () => {
    const long = (tail: string) => `${'鋼'.repeat(995)}${tail}`;
    const submitted = await call(
      'commercial',
      'POST',
      '/api/work-orders/submit',
      submitBody(
        vesselId,
        [
          itemRow(`LONG${++serial}`, { description: long('一') }),
          itemRow(`LONG${++serial}`, { description: long('二') }),
        ],
        {
          arrivalDate: '2025-05-05',
        },
      ),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const rows = await t.db.execute(
      sql`select bls, length(description_name) as length from rollup_description_monthly where month = '2025-05-01' and description_name like '鋼%'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { bls: 2, length: 200 },
      { bls: 2, length: 200 },
    ]);
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('are rebuilt from the items to the same rows', async () => {
    const rows = async () =>
      ((await t.db.execute(sql`select * from rollup_volume_daily order by 1, 2, 3`)) as unknown as { rows: unknown[] })
        .rows;
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    await t.db.execute(sql`update rollup_volume_daily set cbm = cbm + 1`);
    expect(await rollupDrift(t.db)).not.toEqual([]);
    await rebuildRollups(t.db);
    expect(await rollupDrift(t.db)).toEqual([]);
    expect(await rows()).toEqual(before);
  });
});
