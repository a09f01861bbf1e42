import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { boundsMessages } from '@portside/contracts/bounds';
import { type ClientItem, clientPortalMessages, type Proforma } from '@portside/contracts/client-portal';
import { decimal, scaled } from '@portside/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fractionOf } from '../../../db/percent';
import { clients, gateReleases, storageTariffs } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  buildCargoHandler,
  buildCompany,
  buildConsignee,
  buildItem,
  buildUser,
  buildWorkOrder,
} from '../../../test/factories';
import { chargedLine } from '../../../test/invoice-lines';
import { addDays } from '../../storage/calendar';
import { asSent } from '../../work-orders/test/test-data';
import { manilaToday } from './test/test-data';

let t: TestApp;
let client: Record<string, string>;
let finance: Record<string, string>;
let today: string;
let consigneeId = 0;
const handlers = { ourStevedoring: 0, ourArrastre: 0, rivalStevedoring: 0, rivalArrastre: 0 };

beforeAll(async () => {
  t = await createTestApp();
  today = manilaToday();
  const admin = (await t.signIn('admin')).headers;
  finance = (await t.signIn('finance')).headers;
  const year = Number(today.slice(0, 4));
  const settings = {
    ownOperators: ['Acme Port Services'],
    timeZone: 'Asia/Manila',
    tariffs: [
      { category: 'stevedoring', basis: 'cbm', ratePerCbm: '95.50', vatPercent: '12.00', effectiveFrom: '2020-01-01' },
      // The tariff of this year replaces the older one: the proforma charges the one in force today.
      {
        category: 'stevedoring',
        basis: 'cbm',
        ratePerCbm: '101.25',
        vatPercent: '12.00',
        effectiveFrom: `${year}-01-01`,
      },
      {
        category: 'arrastre',
        basis: 'revenueTon',
        ratePerCbm: '187.40',
        vatPercent: '12.00',
        effectiveFrom: '2020-01-01',
      },
    ],
    targets: [],
    registeredName: 'ACME PORT SERVICES INC.',
    registeredAddress: 'Pier 3, North Harbor, Manila',
    tin: '000-123-456-00000',
    vatRegistered: true,
  };
  const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: asSent(settings) });
  expect(saved.statusCode).toBe(200);
  handlers.ourStevedoring = (await buildCargoHandler(t.db, { name: 'ACME PORT SERVICES', type: 'stevedoring' })).id;
  handlers.ourArrastre = (await buildCargoHandler(t.db, { name: 'ACME PORT SERVICES', type: 'arrastre' })).id;
  handlers.rivalStevedoring = (await buildCargoHandler(t.db, { name: 'Rival Stevedores', type: 'stevedoring' })).id;
  handlers.rivalArrastre = (await buildCargoHandler(t.db, { name: 'Rival Arrastre', type: 'arrastre' })).id;
  const company = await buildCompany(t.db, { name: 'Mindanao Agri Corp.' });
  await t.db.insert(clients).values({
    firstName: 'Lito',
    lastName: 'Santos',
    companyId: company.id,
    email: 'lito@mindanaoagri.ph',
    mobileNumber: '09171234568',
    address: '8 Rizal St',
    city: 'Davao',
    country: 'Philippines',
    salesTaxRegistration: '222-333-444-00000',
  });
  consigneeId = (await buildConsignee(t.db, { name: 'MINDANAO AGRI CORP', companyId: company.id })).id;
  const user = await buildUser(t.db, { role: 'client', companyId: company.id });
  client = { authorization: `Bearer ${(await t.login(user.username)).json().accessToken}` };
  // Storage: 10.00 a revenue ton a day after 5 free days, 20.00 from the 31st day (VAT 12%).
  await t.db.insert(storageTariffs).values({
    cargoClass: 'import',
    basis: 'revenueTon',
    freeDays: 5,
    ratePerDay: '10.00',
    tiers: [{ fromDay: 31, ratePerDay: '20.00' }],
    vatRate: fractionOf('12.00'),
    effectiveFrom: '2020-01-01',
  });
});
afterAll(() => t.close());

/** A BL of the company that arrived 10 days ago, handled by the given handlers. */
async function bl(stevedoringId: number, arrastreId: number, measures = { cbm: '12.345', grossWeight: '18750.500' }) {
  const arrivalDate = new Date(Date.parse(`${today}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  const workOrder = await buildWorkOrder(t.db, { arrivalDate });
  return buildItem(t.db, { workOrderId: workOrder.id, consigneeId, stevedoringId, arrastreId, ...measures });
}

const proforma = (itemId: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/client/items/${itemId}/proforma${query}`, headers: client });

describe("a BL's proforma", () => {
  it('is what billing then bills for the same BL on the same day, line for line', async () => {
    const cases = [
      await bl(handlers.ourStevedoring, handlers.ourArrastre),
      await bl(handlers.ourStevedoring, handlers.rivalArrastre, { cbm: '3.100', grossWeight: '900.000' }),
      await bl(handlers.rivalStevedoring, handlers.ourArrastre, { cbm: '7.000', grossWeight: '9100.000' }),
    ];
    for (const [index, item] of cases.entries()) {
      const response = await proforma(item.id);
      expect(response.statusCode, response.body).toBe(200);
      const quoted = response.json() as Proforma;
      // Not discharged yet: no storage.
      expect(quoted).toMatchObject({
        itemId: item.id,
        blNo: item.blNo,
        asOf: today,
        toDay: today,
        handlingDue: '0.00',
        storage: null,
      });
      const billed = await t.app.inject({
        method: 'POST',
        url: '/api/billing-invoices',
        headers: finance,
        payload: asSent({ invoiceNumber: `SI-PRO-${index}`, billingDate: today, itemId: item.id }),
      });
      expect(billed.statusCode, billed.body).toBe(201);
      const invoice = billed.json() as BillingInvoiceDetail;
      expect(quoted.handling?.lines).toEqual(invoice.lines.map(chargedLine));
      expect(quoted.handling).toMatchObject({
        net: invoice.netAmount,
        vatPercent: invoice.vatPercent,
        vat: invoice.vatAmount,
        total: invoice.totalAmount,
      });
      expect(quoted.total).toBe(invoice.totalAmount);
      // Once billed, the invoice is what the BL owes (it owes no storage before its discharge).
      const again = await proforma(item.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: clientPortalMessages.alreadyBilled });
    }
  });

  it("worked out by hand (today's stevedoring tariff, not the older one): 12.345 CBM at 101.25 and 18.751 revenue tons at 187.40, VAT 12%", async () => {
    const item = await bl(handlers.ourStevedoring, handlers.ourArrastre);
    const response = await proforma(item.id);
    expect(response.json()).toMatchObject({
      handling: {
        lines: [
          { category: 'stevedoring', basis: 'cbm', quantity: '12.345', unitRate: '101.25', amount: '1249.93' },
          { category: 'arrastre', basis: 'revenueTon', quantity: '18.751', unitRate: '187.40', amount: '3513.94' },
        ],
        net: '4763.87',
        vatPercent: '12.00',
        vat: '571.66',
        total: '5335.53',
      },
      total: '5335.53',
    });
  });

  it("is not found for the company's BL that competitors alone handle (404, as another company's)", async () => {
    const item = await bl(handlers.rivalStevedoring, handlers.rivalArrastre);
    const response = await proforma(item.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: clientPortalMessages.itemNotFound });
  });

  it('is refused with a sentence when there is nothing to charge (409)', async () => {
    const empty = await bl(handlers.ourStevedoring, handlers.rivalArrastre, { cbm: '0.000', grossWeight: '0.000' });
    expect((await proforma(empty.id)).json()).toEqual({ detail: clientPortalMessages.noTariff });
  });
});

/**
 * A BL of ours discharged `days` ago at 00:30 in Manila (arrived the day before), 10 packages of 4 revenue tons (4,000
 * kg beside 2 m3): 40.00 of storage a day before VAT after its 5 free days.
 */
async function stored(days: number) {
  const arrivalDate = addDays(today, -days - 1);
  const workOrder = await buildWorkOrder(t.db, { arrivalDate });
  return buildItem(t.db, {
    workOrderId: workOrder.id,
    consigneeId,
    stevedoringId: handlers.ourStevedoring,
    arrastreId: handlers.ourArrastre,
    handledAt: new Date(`${addDays(today, -days)}T00:30:00+08:00`),
    noPackages: 10,
    cbm: '2.000',
    grossWeight: '4000.000',
  });
}

/** Bills the BL's handling today, unpaid: its total. */
const billHandling = async (itemId: number, invoiceNumber: string): Promise<string> => {
  const billed = await t.app.inject({
    method: 'POST',
    url: '/api/billing-invoices',
    headers: finance,
    payload: asSent({ invoiceNumber, billingDate: today, itemId }),
  });
  expect(billed.statusCode, billed.body).toBe(201);
  return billed.json().totalAmount;
};

describe('storage on the proforma', () => {
  it('adds the storage accrued to the pick-up day to the handling not billed yet', async () => {
    const item = await stored(12);
    // To today: days 6 to 12 charged, 7 x 40.00 = 280.00, VAT 33.60.
    const now = (await proforma(item.id)).json() as Proforma;
    expect(now.storage).toMatchObject({
      billedTo: null,
      unpaidInvoices: '0.00',
      total: '313.60',
      accrual: { toDay: today, daysInTerminal: 12, freeDaysLeft: 0, chargeableDays: 7, netAmount: '280.00' },
    });
    expect(now.total).toBe(add(now.handling?.total, '313.60'));
    // Picked up in 3 days: 10 days charged, 400.00, VAT 48.00.
    const later = (await proforma(item.id, `?to_day=${addDays(today, 3)}`)).json() as Proforma;
    expect(later).toMatchObject({ asOf: today, toDay: addDays(today, 3), storage: { total: '448.00' } });
    expect(later.handling).toEqual(now.handling);
    expect(later.total).toBe(add(now.handling?.total, '448.00'));
  });

  it('counts within the free days as nothing yet, and says when they end', async () => {
    const item = await stored(2);
    const quoted = (await proforma(item.id)).json() as Proforma;
    expect(quoted.storage).toMatchObject({ total: '0.00', accrual: { freeDaysLeft: 3, chargeableDays: 0 } });
    const late = (await proforma(item.id, `?to_day=${addDays(today, 5)}`)).json() as Proforma;
    // Days 6 and 7 charged.
    expect(late.storage).toMatchObject({ total: '89.60', accrual: { chargeableDays: 2 } });
  });

  it('once billed, counts the days after its storage invoices and the invoices not paid, at what remains', async () => {
    const item = await stored(12);
    const handlingDue = await billHandling(item.id, 'SI-PRO-ST-1');
    const storage = await t.app.inject({
      method: 'POST',
      url: '/api/billing-invoices/storage',
      headers: finance,
      payload: asSent({
        itemId: item.id,
        invoiceNumber: 'SI-PRO-ST-2',
        billingDate: today,
        storageTo: addDays(today, -2),
      }),
    });
    expect(storage.statusCode, storage.body).toBe(201);
    // Days 6 to 10 billed: 5 x 40.00 = 200.00 + 24.00 VAT, not paid.
    expect(storage.json().totalAmount).toBe('224.00');
    // Half of it left yesterday: of the two days after the invoice, yesterday counts the whole (a day counts what was
    // in the terminal when it began), 40.00, and today the 5 packages of 10 that remain, 20.00.
    await t.db.insert(gateReleases).values({
      itemId: item.id,
      packages: 5,
      plateNumber: 'NBC 1234',
      driverName: 'Pedro Santos',
      slipNumber: 'WS-PRO-1',
      releasedAt: new Date(`${addDays(today, -1)}T09:00:00+08:00`),
    });
    const quoted = (await proforma(item.id)).json() as Proforma;
    // Its handling invoice is not paid either: taking it out pays both.
    expect(quoted).toMatchObject({ handling: null, handlingDue });
    expect(quoted.storage).toMatchObject({
      billedTo: addDays(today, -2),
      unpaidInvoices: '224.00',
      accrual: { chargeableDays: 2, netAmount: '60.00' },
      total: '291.20',
    });
    expect(quoted.total).toBe(add(handlingDue, '291.20'));
    // The portal's item says the same to today, with its truck and what remains.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/client/items?view=all&q=${item.blNo}`,
      headers: client,
    });
    const [row] = page.json().data as ClientItem[];
    expect(row).toMatchObject({
      id: item.id,
      storage: { chargeableDays: 7, daysInTerminal: 12 },
      storageBilling: { billedTo: addDays(today, -2), owedAmount: '291.20' },
      remainingPackages: 5,
      withdrawals: [{ packages: 5, plateNumber: 'NBC 1234', driverName: 'Pedro Santos', slipNumber: 'WS-PRO-1' }],
    });
  });

  it('is refused once billed when there is no storage of ours to count (409), and for a pick-up day out of range (422)', async () => {
    const theirs = await bl(handlers.ourStevedoring, handlers.rivalArrastre);
    await billHandling(theirs.id, 'SI-PRO-ST-3');
    expect((await proforma(theirs.id)).json()).toEqual({ detail: clientPortalMessages.alreadyBilled });
    const item = await stored(12);
    const refusals: [string, string][] = [
      [addDays(today, -1), clientPortalMessages.pickUpDayPast],
      [addDays(today, 367), clientPortalMessages.pickUpDayTooFar],
      ['2026-02-30', boundsMessages.invalidDate],
      ['tomorrow', boundsMessages.invalidDate],
    ];
    for (const [day, message] of refusals) {
      const response = await proforma(item.id, `?to_day=${day}`);
      expect(response.statusCode, day).toBe(422);
      expect(response.json().detail, day).toEqual([
        expect.objectContaining({ loc: ['query', 'to_day'], msg: message }),
      ]);
    }
    expect((await proforma(item.id, `?to_day=${addDays(today, 366)}`)).statusCode).toBe(200);
  });
});

/** Two amounts added exactly. */
const add = (a: string | undefined, b: string) => decimal(scaled(a ?? '0.00', 2) + scaled(b, 2), 2);
