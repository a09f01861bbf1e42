import { billingMessages } from '@portside/contracts/billing';
import { creditMemoMessages } from '@portside/contracts/credit-memos';
import { trackingMessages } from '@portside/contracts/tracking';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fractionOf } from '../../db/percent';
import { rollupDrift } from '../../db/rollups/rebuild';
import { appSettings, auditLog, gateReleases, storageTariffs } from '../../db/schema/index';
import { withValues } from '../../errors';
import { createTestApp, type TestApp } from '../../test/app';
import { buildOfficialReceipt } from '../../test/factories';
import { addDays } from '../storage/calendar';
import { buildBl, handlers } from '../tracking/test/test-data';

let t: TestApp;
let registry: Awaited<ReturnType<typeof handlers>>;
const headers: Record<'finance' | 'guard' | 'supervisor', Record<string, string>> = {
  finance: {},
  guard: {},
  supervisor: {},
};
/** Today in Manila, the terminal's zone, as the server counts it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
let serial = 0;
const nextNumber = () => `SI-ST-${++serial}`;

beforeAll(async () => {
  t = await createTestApp();
  registry = await handlers(t.db);
  await t.db.update(appSettings).set({
    registeredName: 'PORTSIDE TERMINAL SERVICES INC.',
    registeredAddress: 'Pier 3, North Harbor, Manila',
    tin: '000-123-456-00000',
    vatRegistered: true,
  });
  for (const role of ['finance', 'guard', 'supervisor'] as const) headers[role] = (await t.signIn(role)).headers;
  const tariff = { basis: 'revenueTon' as const, vatRate: fractionOf('12.00'), effectiveFrom: '2020-01-01' };
  await t.db.insert(storageTariffs).values([
    {
      ...tariff,
      cargoClass: 'import',
      freeDays: 5,
      ratePerDay: '10.00',
      tiers: [{ fromDay: 31, ratePerDay: '20.00' }],
    },
  ]);
});
afterAll(() => t.close());

/**
 * A BL of ours discharged `days` ago at 00:30 in Manila, cleared, billed and paid for its handling: 4 revenue tons
 * (4,000 kg beside 2 m3), 10 packages. Storage: 10.00 a ton a day after 5 free days, so 40.00 a day before VAT.
 */
async function stayed(days: number, overrides = {}) {
  const handledAt = new Date(`${addDays(today, -days)}T00:30:00+08:00`);
  const { item } = await buildBl(
    t.db,
    {},
    {
      arrastreId: registry.ours.id,
      handledAt,
      noPackages: 10,
      grossWeight: '4000.000',
      cbm: '2.000',
      arrivalDate: addDays(today, -days - 1),
      ...overrides,
    },
  );
  return item;
}

type Asked = { storageTo?: string; billingDate?: string; waivedDays?: number; waivedAmount?: string; reason?: string };
const bodyOf = (itemId: number, asked: Asked = {}) => ({
  item_id: itemId,
  invoice_number: nextNumber(),
  billing_date: asked.billingDate ?? today,
  storage_to: asked.storageTo ?? today,
  ...(asked.waivedDays === undefined ? {} : { waived_days: asked.waivedDays }),
  ...(asked.waivedAmount === undefined ? {} : { waived_amount: asked.waivedAmount }),
  ...(asked.reason === undefined ? {} : { waiver_reason: asked.reason }),
});
const bill = (itemId: number, asked: Asked = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing-invoices/storage',
    headers: headers.finance,
    payload: bodyOf(itemId, asked),
  });
const preview = (itemId: number, asked: Asked = {}) => {
  const { invoice_number: _number, waiver_reason: _reason, ...query } = bodyOf(itemId, asked);
  return t.app.inject({
    method: 'GET',
    url: `/api/billing-invoices/storage/preview?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
    headers: headers.finance,
  });
};
const atGate = async (blNo: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/gate/bl?bl_no=${blNo}`, headers: headers.guard })).json().data[0];
const release = (itemId: number, packages: number, role: 'guard' | 'supervisor' = 'guard', holdReason?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gate/releases',
    headers: headers[role],
    payload: {
      item_id: itemId,
      packages,
      plate_number: 'NBC 1234',
      driver_name: 'Pedro Santos',
      slip_number: `WS-${++serial}`,
      ...(holdReason === undefined ? {} : { hold_reason: holdReason }),
    },
  });
const pay = (invoiceId: number) => buildOfficialReceipt(t.db, { dateIssued: today }, [invoiceId]);

describe('a storage invoice', () => {
  it('bills the days after the free days, line by line with their days, rate and revenue tons, and VAT', async () => {
    const item = await stayed(12);
    const previewed = await preview(item.id);
    expect(previewed.statusCode, previewed.body).toBe(200);
    // Days 6 to 12 charged: 7 days x 4.000 RT x 10.00 = 280.00, VAT 33.60.
    expect(previewed.json()).toMatchObject({
      storagePeriod: { from: addDays(today, -11), to: today },
      chargedAmount: '280.00',
      chargeableDays: 7,
      netAmount: '280.00',
      vatAmount: '33.60',
      totalAmount: '313.60',
    });
    const response = await bill(item.id);
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      kind: 'storage',
      itemId: item.id,
      storagePeriod: { from: addDays(today, -11), to: today },
      waiver: null,
      netAmount: '280.00',
      vatAmount: '33.60',
      totalAmount: '313.60',
      vatPercent: '12.00',
    });
    expect(invoice.lines).toEqual([
      {
        category: 'storage',
        basis: 'revenueTon',
        quantity: '4.000',
        unitRate: '10.00',
        amount: '280.00',
        periodFrom: addDays(today, -6),
        periodTo: today,
        days: 7,
        tier: 0,
      },
    ]);
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('starts a second invoice the day after the first ended: no day is billed twice', async () => {
    // 1 revenue ton: the invoices stay under PHP 1,000, billed to a consignee without a TIN.
    const item = await stayed(40, { grossWeight: '1000.000', cbm: '1.000' });
    const first = await bill(item.id, { storageTo: addDays(today, -20), billingDate: addDays(today, -20) });
    expect(first.statusCode, first.body).toBe(201);
    // Days 6 to 20: 15 days x 10.00.
    expect(first.json()).toMatchObject({ netAmount: '150.00' });
    const again = await bill(item.id, { storageTo: addDays(today, -20) });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0]).toMatchObject({
      loc: ['body', 'storage_to'],
      msg: withValues(billingMessages.storageBilledTo, {
        blNo: item.blNo,
        billedTo: addDays(today, -20),
      }),
    });
    const second = await bill(item.id);
    expect(second.statusCode, second.body).toBe(201);
    // Days 21 to 30 at 10.00 (100.00), then the rate from day 31: days 31 to 40 at 20.00 (200.00).
    expect(second.json()).toMatchObject({
      storagePeriod: { from: addDays(today, -19), to: today },
      netAmount: '300.00',
    });
    expect(second.json().lines.map((line: { days: number; tier: number }) => [line.days, line.tier])).toEqual([
      [10, 0],
      [10, 1],
    ]);
    const nothing = await bill(item.id);
    expect(nothing.statusCode).toBe(422);
  });

  it('waives the first charged days and an amount with a reason, shown on the invoice and audited', async () => {
    const item = await stayed(12);
    const noReason = await bill(item.id, { waivedDays: 2 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0]).toMatchObject({
      loc: ['body', 'waiver_reason'],
      msg: billingMessages.waiverReasonRequired,
    });
    const tooMany = await bill(item.id, { waivedDays: 8, reason: 'Typhoon signal no. 3' });
    expect(tooMany.json().detail[0].msg).toBe(withValues(billingMessages.waivedDaysTooMany, { days: 7 }));
    const tooMuch = await bill(item.id, { waivedDays: 2, waivedAmount: '200.01', reason: 'Typhoon signal no. 3' });
    expect(tooMuch.json().detail[0].msg).toBe(withValues(billingMessages.waivedAmountTooLarge, { amount: '200.00' }));
    const response = await bill(item.id, { waivedDays: 2, waivedAmount: '50.00', reason: 'Typhoon signal no. 3' });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json();
    // 5 days x 40.00 = 200.00 charged, less 50.00 waived: 150.00, VAT 18.00.
    expect(invoice).toMatchObject({
      netAmount: '150.00',
      vatAmount: '18.00',
      waiver: { days: 2, amount: '50.00', reason: 'Typhoon signal no. 3' },
    });
    expect(invoice.lines[0]).toMatchObject({ periodFrom: addDays(today, -4), days: 5 });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'billing_invoices'), eq(auditLog.entityId, String(invoice.id))));
    expect(audited).toMatchObject({ action: 'create', reason: 'Typhoon signal no. 3' });
  });

  it('may waive all of it: a 0.00 invoice that owes nothing', async () => {
    const item = await stayed(8);
    const response = await bill(item.id, { waivedDays: 3, reason: 'Customs examination delayed the pick-up' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ netAmount: '0.00', totalAmount: '0.00', lines: [] });
    expect((await atGate(item.blNo)).refusals).not.toContain('storageOwed');
  });

  it('refuses what it cannot bill, each with its sentence', async () => {
    const free = await stayed(3);
    const within = await bill(free.id);
    expect(within.statusCode).toBe(409);
    expect(within.json().detail).toBe(
      withValues(billingMessages.storageNothingToBill, {
        blNo: free.blNo,
        from: addDays(today, -2),
        to: today,
      }),
    );
    const theirs = await stayed(12, { arrastreId: registry.rival.id });
    expect((await bill(theirs.id)).json().detail).toBe(
      withValues(billingMessages.storageNotOurs, { blNo: theirs.blNo }),
    );
    const afloat = await stayed(12, { handledAt: null });
    expect((await bill(afloat.id)).json().detail).toBe(
      withValues(billingMessages.storageNotDischarged, { blNo: afloat.blNo }),
    );
    const ahead = await bill(free.id, { storageTo: today, billingDate: addDays(today, -1) });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().detail[0].msg).toBe(billingMessages.storageToAfterBillingDate);
    for (const day of [-4, -3]) {
      const before = await bill(free.id, { storageTo: addDays(today, day) });
      expect(before.json().detail[0].msg).toBe(
        withValues(billingMessages.storageStartsOn, { blNo: free.blNo, from: addDays(today, -2) }),
      );
    }
  });

  it('is cancelled last first, and its days are billed again after', async () => {
    const item = await stayed(20);
    const first = (await bill(item.id, { storageTo: addDays(today, -10) })).json();
    const second = (await bill(item.id)).json();
    const cancel = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing-invoices/${id}/cancel`,
        headers: headers.finance,
        payload: { reason: 'Wrong day' },
      });
    const refused = await cancel(first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      withValues(billingMessages.storageNotLast, { later: second.invoiceNumber, blNo: item.blNo }),
    );
    expect((await cancel(second.id)).statusCode).toBe(200);
    expect((await cancel(first.id)).statusCode).toBe(200);
    const again = await bill(item.id);
    expect(again.json()).toMatchObject({
      storagePeriod: { from: addDays(today, -19), to: today },
      netAmount: '600.00',
    });
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('takes no credit memo', async () => {
    const item = await stayed(12);
    const invoice = (await bill(item.id)).json();
    await pay(invoice.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/credit-memos/',
      headers: headers.finance,
      payload: { billing_invoice_id: invoice.id, memo_date: today, amount: '10.00', reason: 'Overcharged' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      withValues(creditMemoMessages.storageInvoice, { invoiceNumber: invoice.invoiceNumber }),
    );
  });

  it('leaves the BL billable for its handling, and a handling invoice leaves its storage billable', async () => {
    const item = await stayed(12);
    expect((await bill(item.id)).statusCode).toBe(201);
    const tracked = await atGate(item.blNo);
    expect(tracked.invoiceNumber).not.toBeNull();
    expect(tracked.invoiceNumber).not.toMatch(/^SI-ST-/);
  });
});

describe('the gate holds cargo that owes storage', () => {
  it('refuses the guard with the amount owed until it is billed and paid', async () => {
    const item = await stayed(12);
    const owed = withValues(trackingMessages.storageOwed, { blNo: item.blNo, amount: '313.60' });
    expect(await atGate(item.blNo)).toMatchObject({
      refusals: ['storageOwed'],
      storageBilling: { billedTo: null, owedAmount: '313.60' },
    });
    const refused = await release(item.id, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(owed);
    const invoice = (await bill(item.id)).json();
    expect(await atGate(item.blNo)).toMatchObject({ storageBilling: { billedTo: today, owedAmount: '313.60' } });
    expect((await release(item.id, 4)).json().detail).toBe(owed);
    await pay(invoice.id);
    expect(await atGate(item.blNo)).toMatchObject({ refusals: [], storageBilling: { owedAmount: '0.00' } });
    expect((await release(item.id, 4)).statusCode).toBe(201);
  });

  it('lets a supervisor release it with a reason, kept on the release and in the audit log; not a guard', async () => {
    const item = await stayed(12);
    const byGuard = await release(item.id, 10, 'guard', 'Director approved');
    expect(byGuard.statusCode).toBe(403);
    expect(byGuard.json().detail).toBe(trackingMessages.holdBySupervisor);
    const blank = await release(item.id, 10, 'supervisor', '  ');
    expect(blank.statusCode).toBe(422);
    const released = await release(item.id, 10, 'supervisor', 'Director approved: billed with the next visit');
    expect(released.statusCode, released.body).toBe(201);
    const [kept] = await t.db.select().from(gateReleases).where(eq(gateReleases.id, released.json().id));
    expect(kept?.holdReason).toBe('Director approved: billed with the next visit');
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gate_releases'), eq(auditLog.entityId, String(kept?.id))));
    expect(audited?.reason).toBe('Director approved: billed with the next visit');
    const pass = await t.app.inject({
      method: 'GET',
      url: `/api/gate/releases/${kept?.id}`,
      headers: headers.supervisor,
    });
    expect(pass.json().holdReason).toBe('Director approved: billed with the next visit');
  });

  it('lets a supervisor release nothing but cargo held for its storage', async () => {
    const item = await stayed(3);
    for (const reason of [undefined, 'Director approved']) {
      const refused = await release(item.id, 10, 'supervisor', reason);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(trackingMessages.supervisorOnlyHeld);
    }
  });

  it('keeps the other holds: a reason releases only storage', async () => {
    const item = await stayed(12);
    const { item: unpaid } = await buildBl(
      t.db,
      { paid: false },
      { arrastreId: registry.ours.id, handledAt: item.handledAt, noPackages: 10, grossWeight: '4000.000' },
    );
    const refused = await release(unpaid.id, 10, 'supervisor', 'Director approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(withValues(trackingMessages.notPaid, { blNo: unpaid.blNo }));
  });
});
