import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fractionOf } from '../../db/percent';
import { gateReleases, items, storageTariffs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildWorkOrder } from '../../test/factories';
import { buildBl, handlers } from '../tracking/test/test-data';
import { addDays } from './calendar';

let t: TestApp;
let registry: Awaited<ReturnType<typeof handlers>>;
let headers: { processor: Record<string, string>; guard: Record<string, string> };
/** Today in Manila, the terminal's zone, as the server counts it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
/** Half past midnight in Manila on the day `days` ago: still the day before in UTC. */
const manilaMorning = (days: number) => new Date(`${addDays(today, -days)}T00:30:00+08:00`);

beforeAll(async () => {
  t = await createTestApp();
  registry = await handlers(t.db);
  headers = { processor: (await t.signIn('processor')).headers, guard: (await t.signIn('guard')).headers };
  const tariff = { basis: 'revenueTon' as const, tiers: [], vatRate: fractionOf('12.00') };
  await t.db.insert(storageTariffs).values([
    { ...tariff, cargoClass: 'import', freeDays: 5, ratePerDay: '10.00', effectiveFrom: '2020-01-01' },
    { ...tariff, cargoClass: 'transhipment', freeDays: 15, ratePerDay: '10.00', effectiveFrom: '2020-01-01' },
  ]);
});
afterAll(() => t.close());

/** 4 revenue tons by weight (4,000 kg beside 2 m3), 10 packages, our arrastre, discharged `days` ago in Manila. */
async function stayed(blNo: string, days: number, overrides = {}) {
  return buildBl(
    t.db,
    {},
    {
      blNo,
      arrastreId: registry.ours.id,
      handledAt: manilaMorning(days),
      noPackages: 10,
      grossWeight: '4000.000',
      cbm: '2.000',
      ...overrides,
    },
  );
}
const tracked = async (blNo: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/items/search-bl?bl_no=${blNo}`, headers: headers.processor })).json()
    .data[0];
const atGate = async (blNo: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/gate/bl?bl_no=${blNo}`, headers: headers.guard })).json().data[0];

describe('storage accrued to today', () => {
  it('counts from the discharge day in the terminal’s zone, and charges the days after the free days', async () => {
    await stayed('STAY-12', 12);
    const { storage } = await tracked('STAY-12');
    // Days 6 to 12 charged: 7 days x 4.000 RT x 10.00 = 280.00, VAT 33.60.
    expect(storage).toMatchObject({
      cargoClass: 'import',
      dischargeDay: addDays(today, -12),
      toDay: today,
      priced: true,
      daysInTerminal: 12,
      freeDays: 5,
      freeDaysLeft: 0,
      chargeableDays: 7,
      netAmount: '280.00',
      vatAmount: '33.60',
      totalAmount: '313.60',
    });
    expect(storage.lines).toEqual([
      expect.objectContaining({ from: addDays(today, -6), to: today, days: 7, quantity: '4.000', amount: '280.00' }),
    ]);
    expect((await atGate('STAY-12')).storage).toEqual(storage);
  });

  it('shows the free days left while the cargo is within them', async () => {
    await stayed('STAY-2', 2);
    expect((await tracked('STAY-2')).storage).toMatchObject({
      daysInTerminal: 2,
      freeDaysLeft: 3,
      chargeableDays: 0,
      totalAmount: '0.00',
    });
  });

  it('stops at the day the BL left the gate, that day charged', async () => {
    await stayed('STAY-OUT', 20, { gateOutAt: manilaMorning(12) });
    expect((await tracked('STAY-OUT')).storage).toMatchObject({
      toDay: addDays(today, -12),
      daysInTerminal: 8,
      chargeableDays: 3,
      netAmount: '120.00',
    });
  });

  it('charges what remains after each truck, pro rata of the packages', async () => {
    const { item } = await stayed('STAY-TRUCKS', 12);
    const truck = { plateNumber: 'NBC 1234', driverName: 'Pedro Santos' };
    await t.db.insert(gateReleases).values([
      { ...truck, itemId: item.id, packages: 5, slipNumber: 'WS-1', releasedAt: manilaMorning(3) },
      { ...truck, itemId: item.id, packages: 5, slipNumber: 'WS-2', releasedAt: manilaMorning(1) },
    ]);
    await t.db
      .update(items)
      .set({ gateOutAt: manilaMorning(1) })
      .where(eq(items.id, item.id));
    const { storage } = await tracked('STAY-TRUCKS');
    // Days 6 to 9 on 4.000 RT, days 10 and 11 on half of it (the day of each truck charged): 160.00 + 40.00.
    expect(
      storage.lines.map(({ days, quantity, amount }: Record<string, unknown>) => ({ days, quantity, amount })),
    ).toEqual([
      { days: 4, quantity: '4.000', amount: '160.00' },
      { days: 2, quantity: '2.000', amount: '40.00' },
    ]);
    expect(storage).toMatchObject({ daysInTerminal: 11, toDay: addDays(today, -1), netAmount: '200.00' });
  });

  it('uses the free days of the visit’s cargo class', async () => {
    const { id: workOrderId } = await buildWorkOrder(t.db, { cargoClass: 'transhipment' });
    await stayed('STAY-TS', 12, { workOrderId });
    expect((await tracked('STAY-TS')).storage).toMatchObject({ freeDays: 15, freeDaysLeft: 3, chargeableDays: 0 });
  });

  it('counts nothing without a tariff of the class, before the discharge, or for another operator’s yard', async () => {
    const { id: workOrderId } = await buildWorkOrder(t.db, { cargoClass: 'domestic' });
    await stayed('STAY-DOM', 12, { workOrderId });
    expect((await tracked('STAY-DOM')).storage).toMatchObject({ priced: false, daysInTerminal: 12, netAmount: '0.00' });
    // Another arrastre operator delivers it: its yard stores it, not ours.
    await stayed('STAY-RIVAL', 12, { arrastreId: registry.rival.id });
    expect((await tracked('STAY-RIVAL')).storage).toBeNull();
    await stayed('STAY-WAIT', 0, { handledAt: null });
    expect((await tracked('STAY-WAIT')).storage).toBeNull();
    expect((await atGate('STAY-WAIT')).storage).toBeNull();
  });
});
