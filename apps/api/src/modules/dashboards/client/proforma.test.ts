import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { clientPortalMessages, type Proforma } from '@portside/contracts/client-portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../db/schema/index';
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
});
afterAll(() => t.close());

/** A BL of the company that arrived 10 days ago, handled by the given handlers. */
async function bl(stevedoringId: number, arrastreId: number, measures = { cbm: '12.345', grossWeight: '18750.500' }) {
  const arrivalDate = new Date(Date.parse(`${today}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  const workOrder = await buildWorkOrder(t.db, { arrivalDate });
  return buildItem(t.db, { workOrderId: workOrder.id, consigneeId, stevedoringId, arrastreId, ...measures });
}

const proforma = (itemId: number) =>
  t.app.inject({ method: 'GET', url: `/api/client/items/${itemId}/proforma`, headers: client });

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
      expect(quoted).toMatchObject({ itemId: item.id, blNo: item.blNo, asOf: today });
      const billed = await t.app.inject({
        method: 'POST',
        url: '/api/billing-invoices',
        headers: finance,
        payload: asSent({ invoiceNumber: `SI-PRO-${index}`, billingDate: today, itemId: item.id }),
      });
      expect(billed.statusCode, billed.body).toBe(201);
      const invoice = billed.json() as BillingInvoiceDetail;
      expect(quoted.lines).toEqual(invoice.lines.map(chargedLine));
      expect(quoted).toMatchObject({
        net: invoice.netAmount,
        vatPercent: invoice.vatPercent,
        vat: invoice.vatAmount,
        total: invoice.totalAmount,
      });
      // Once billed, the invoice is what the BL owes.
      const again = await proforma(item.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: clientPortalMessages.alreadyBilled });
    }
  });

  it("worked out by hand (today's stevedoring tariff, not the older one): 12.345 CBM at 101.25 and 18.751 revenue tons at 187.40, VAT 12%", async () => {
    const item = await bl(handlers.ourStevedoring, handlers.ourArrastre);
    const response = await proforma(item.id);
    expect(response.json()).toMatchObject({
      lines: [
        { category: 'stevedoring', basis: 'cbm', quantity: '12.345', unitRate: '101.25', amount: '1249.93' },
        { category: 'arrastre', basis: 'revenueTon', quantity: '18.751', unitRate: '187.40', amount: '3513.94' },
      ],
      net: '4763.87',
      vatPercent: '12.00',
      vat: '571.66',
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
