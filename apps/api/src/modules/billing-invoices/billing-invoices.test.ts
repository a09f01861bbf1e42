import { billingMessages } from '@portside/contracts/billing';
import { boundsMessages } from '@portside/contracts/bounds';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingInvoiceLines, billingInvoices, clients } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildCargoHandler,
  buildCompany,
  buildConsignee,
  buildItem,
  buildOfficialReceipt,
  buildVessel,
  buildWorkOrder,
} from '../../test/factories';
import { chargedLine } from '../../test/invoice-lines';
import { asSent } from '../work-orders/test/test-data';

let t: TestApp;
let finance: Record<string, string>;
let admin: Record<string, string>;
const handlers = { ourStevedoring: 0, ourArrastre: 0, theirStevedoring: 0, theirArrastre: 0 };
let buyerConsignee = 0;
let unregisteredConsignee = 0;

const registration = {
  registeredName: 'ACME PORT SERVICES INC.',
  registeredAddress: 'Pier 3, North Harbor, Manila',
  tin: '000-123-456-00000',
  vatRegistered: true,
};
const settings = {
  ownOperators: ['Acme Port Services'],
  timeZone: 'Asia/Manila',
  tariffs: [
    { category: 'stevedoring', basis: 'cbm', ratePerCbm: '100.00', vatPercent: '12.00', effectiveFrom: '2025-01-01' },
    { category: 'stevedoring', basis: 'cbm', ratePerCbm: '120.00', vatPercent: '12.00', effectiveFrom: '2025-07-01' },
    {
      category: 'arrastre',
      basis: 'revenueTon',
      ratePerCbm: '200.00',
      vatPercent: '12.00',
      effectiveFrom: '2025-01-01',
    },
  ],
  targets: [],
  ...registration,
};
const saveSettings = async (changes: object = {}) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin,
    payload: asSent({ ...settings, ...changes }),
  });
  expect(response.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
  admin = (await t.signIn('admin')).headers;
  await saveSettings();
  handlers.ourStevedoring = (await buildCargoHandler(t.db, { name: 'ACME PORT SERVICES', type: 'stevedoring' })).id;
  handlers.ourArrastre = (await buildCargoHandler(t.db, { name: 'ACME PORT SERVICES', type: 'arrastre' })).id;
  handlers.theirStevedoring = (await buildCargoHandler(t.db, { name: 'Rival Stevedores', type: 'stevedoring' })).id;
  handlers.theirArrastre = (await buildCargoHandler(t.db, { name: 'Rival Arrastre', type: 'arrastre' })).id;
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
  buyerConsignee = (await buildConsignee(t.db, { name: 'LUZON STEEL CORP', companyId: company.id })).id;
  unregisteredConsignee = (await buildConsignee(t.db, { name: 'WALK-IN TRADER' })).id;
});
afterAll(() => t.close());

type Handling = 'stevedoring' | 'arrastre' | 'both' | 'neither';
/** A BL of our buyer, handled by us in the given categories, 10 CBM and 5,000 kg unless told otherwise. */
async function bl(handling: Handling, overrides: Parameters<typeof buildItem>[1] = {}) {
  const ours = (category: 'stevedoring' | 'arrastre') => handling === category || handling === 'both';
  return buildItem(t.db, {
    cbm: '10.000',
    grossWeight: '5000.000',
    consigneeId: buyerConsignee,
    consignee: 'LUZON STEEL CORP.',
    stevedoringId: ours('stevedoring') ? handlers.ourStevedoring : handlers.theirStevedoring,
    arrastreId: ours('arrastre') ? handlers.ourArrastre : handlers.theirArrastre,
    ...overrides,
  });
}

let serial = 0;
const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/billing-invoices/', headers: finance, payload: asSent(payload) });
const bill = (itemId: number, billingDate = '2025-08-01', extra: object = {}) =>
  post({ invoiceNumber: `SI-${++serial}`, billingDate, itemId, ...extra });

describe('POST /billing-invoices/', () => {
  it('bills the category we handle at the tariff in force the day before and the day of a change', async () => {
    const before = await bill((await bl('stevedoring')).id, '2025-06-30');
    const on = await bill((await bl('stevedoring')).id, '2025-07-01');
    expect(before.statusCode).toBe(201);
    expect(before.json()).toMatchObject({
      lines: [
        {
          category: 'stevedoring',
          basis: 'cbm',
          quantity: '10.000',
          unitRate: '100.00',
          amount: '1000.00',
        },
      ],
      netAmount: '1000.00',
      vatPercent: '12.00',
      vatAmount: '120.00',
      totalAmount: '1120.00',
      vatTreatment: 'vatable',
    });
    expect(on.json()).toMatchObject({
      lines: [{ unitRate: '120.00', amount: '1200.00' }],
      totalAmount: '1344.00',
    });
  });

  it('charges per revenue ton: the weight when it is more, the volume / 1.1326 when that is more', async () => {
    const heavy = await bill((await bl('arrastre', { cbm: '10.000', grossWeight: '20000.000' })).id);
    expect(heavy.json().lines).toEqual([
      {
        category: 'arrastre',
        basis: 'revenueTon',
        quantity: '20.000',
        unitRate: '200.00',
        amount: '4000.00',
        periodFrom: null,
        periodTo: null,
        days: null,
        tier: null,
      },
    ]);
    // 10 / 1.1326 = 8.8292...; 8.829 x 200 = 1765.80; VAT 211.896 rounds half up to 211.90.
    const light = await bill((await bl('arrastre', { cbm: '10.000', grossWeight: '5000.000' })).id);
    expect(light.json().lines[0]).toMatchObject({ quantity: '8.829', amount: '1765.80' });
    expect(light.json()).toMatchObject({ netAmount: '1765.80', vatAmount: '211.90', totalAmount: '1977.70' });
  });

  it('has one line per category we handle: both give two lines, their sum, and VAT on the sum rounded once', async () => {
    const response = await bill((await bl('both', { cbm: '10.010' })).id, '2025-08-01');
    expect(
      response.json().lines.map((line: { category: string; amount: string }) => [line.category, line.amount]),
    ).toEqual([
      ['stevedoring', '1201.20'],
      ['arrastre', '1767.60'],
    ]);
    // 12% of 2,968.80 is 356.256: 356.26. Each line's VAT rounded (144.144 and 212.112) would add up to 356.25.
    expect(response.json()).toMatchObject({ netAmount: '2968.80', vatAmount: '356.26', totalAmount: '3325.06' });
    const stored = await t.db
      .select()
      .from(billingInvoiceLines)
      .where(eq(billingInvoiceLines.invoiceId, response.json().id));
    expect(stored).toHaveLength(2);
  });

  it('bills no VAT on zero-rated and exempt invoices, nor when the seller is not VAT-registered', async () => {
    for (const vatTreatment of ['zeroRated', 'exempt']) {
      const response = await bill((await bl('stevedoring')).id, '2025-08-01', { vatTreatment });
      expect(response.json()).toMatchObject({
        vatTreatment,
        lines: [{ amount: '1200.00' }],
        netAmount: '1200.00',
        vatAmount: '0.00',
        totalAmount: '1200.00',
      });
    }
    await saveSettings({ vatRegistered: false });
    const nonVat = await bill((await bl('stevedoring')).id);
    expect(nonVat.json()).toMatchObject({
      vatAmount: '0.00',
      totalAmount: '1200.00',
      seller: { vatRegistered: false },
    });
    await saveSettings();
  });

  it("keeps the tariffs' VAT rate on the invoice, and refuses tariffs of two rates on one invoice", async () => {
    const tenPercent = settings.tariffs.map((tariff) => ({ ...tariff, vatPercent: '10.00' }));
    await saveSettings({ tariffs: tenPercent });
    const created = (await bill((await bl('both')).id)).json();
    expect(created).toMatchObject({ vatPercent: '10.00', netAmount: '2965.80', vatAmount: '296.58' });
    const read = await t.app.inject({ method: 'GET', url: `/api/billing-invoices/${created.id}`, headers: finance });
    expect(read.json().vatPercent).toBe('10.00');
    const [first, ...others] = tenPercent;
    await saveSettings({ tariffs: [{ ...first, vatPercent: '12.00' }, ...others] });
    const mixed = await bill((await bl('both')).id, '2025-06-30');
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().detail).toBe(
      'The stevedoring and arrastre tariffs in force on 2025-06-30 have different VAT rates, and an invoice has one: make them equal in the settings first.',
    );
    await saveSettings();
  });

  it('refuses an invoice of nothing (0 CBM and 0 kg), so that no receipt of nothing releases cargo', async () => {
    const empty = await bl('both', { blNo: 'EMPTY-1', cbm: '0.000', grossWeight: '0.000' });
    const response = await bill(empty.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'The invoice of BL EMPTY-1 comes to PHP 0.00: a BL with nothing to charge (no CBM or weight, or a zero rate) cannot be billed.',
    );
    expect(await t.db.select().from(billingInvoices).where(eq(billingInvoices.itemId, empty.id))).toEqual([]);
  });

  it('refuses amounts beyond what an invoice holds with a sentence naming the amount, before writing', async () => {
    const huge = await bl('stevedoring', { cbm: '99999999999.999' });
    const response = await bill(huge.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'The net amount of this invoice, PHP 11999999999999.88, is more than an invoice can hold (at most PHP 999,999,999,999.99).',
    );
  });

  it('refuses a BL that only other operators handle', async () => {
    const item = await bl('neither', { blNo: 'RIVAL-1' });
    const response = await bill(item.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'BL RIVAL-1 is handled only by other operators: it cannot be billed.' });
  });

  it('refuses a BL billed already and a number used already, however it is written', async () => {
    const item = await bl('stevedoring', { blNo: 'MNL-77' });
    expect((await post({ invoiceNumber: 'BI-2025-0001', billingDate: '2025-08-01', itemId: item.id })).statusCode).toBe(
      201,
    );
    const again = await post({ invoiceNumber: 'BI-2025-0002', billingDate: '2025-08-01', itemId: item.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('BL MNL-77 is already billed on invoice BI-2025-0001.');
    for (const written of ['bi 2025 0001', 'BI.2025.0001', 'bi-20250001']) {
      const used = await post({ invoiceNumber: written, billingDate: '2025-08-01', itemId: (await bl('both')).id });
      expect(used.statusCode, written).toBe(409);
      expect(used.json().detail).toBe('Invoice number BI-2025-0001 is already used.');
    }
  });

  it('lets exactly one of two requests racing for the same BL win, the other gets a sentence', async () => {
    const item = await bl('stevedoring', { blNo: 'RACE-1' });
    const responses = await Promise.all([
      post({ invoiceNumber: 'RACE-A', billingDate: '2025-08-01', itemId: item.id }),
      post({ invoiceNumber: 'RACE-B', billingDate: '2025-08-01', itemId: item.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().detail).toMatch(
      /^BL RACE-1 is already billed on invoice RACE-[AB]\.$/,
    );
    expect(await t.db.select().from(billingInvoices).where(eq(billingInvoices.itemId, item.id))).toHaveLength(1);
  });

  it('refuses a BL whose vessel has not arrived yet, and a billing date before the arrival', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    const coming = await buildWorkOrder(t.db, { arrivalDate: tomorrow, status: 'draft' });
    const notArrived = await bill((await bl('stevedoring', { workOrderId: coming.id, blNo: 'EARLY-1' })).id, today);
    expect(notArrived.statusCode).toBe(409);
    expect(notArrived.json()).toEqual({
      detail: `BL EARLY-1 cannot be billed before its vessel arrives on ${tomorrow}.`,
    });
    const arrived = await buildWorkOrder(t.db, { arrivalDate: '2025-07-15' });
    const item = await bl('stevedoring', { workOrderId: arrived.id });
    const early = await bill(item.id, '2025-07-14');
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'billing_date'],
        msg: 'The billing date cannot be before the vessel arrived on 2025-07-15.',
      }),
    ]);
    expect((await bill(item.id, '2025-07-15')).statusCode).toBe(201);
  });

  it('refuses a day without a tariff in force, and a day after today in the terminal time zone', async () => {
    const item = await bl('stevedoring', {
      workOrderId: (await buildWorkOrder(t.db, { arrivalDate: '2024-12-01' })).id,
    });
    const early = await bill(item.id, '2024-12-31');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('No stevedoring tariff is in force on 2024-12-31. Add one in the settings first.');
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    const future = await bill(item.id, tomorrow);
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'billing_date'], msg: 'The billing date cannot be in the future.' }),
    ]);
    expect(await t.db.select().from(billingInvoices).where(eq(billingInvoices.itemId, item.id))).toEqual([]);
  });

  it("needs the buyer's TIN from PHP 1,000; a consignee without a client company is billed under its name", async () => {
    const walkIn = { consigneeId: unregisteredConsignee, consignee: 'Walk-in Trader' };
    const large = await bill((await bl('stevedoring', walkIn)).id);
    expect(large.statusCode).toBe(409);
    expect(large.json().detail).toBe(billingMessages.buyerTinRequired);
    // 8 CBM x 100 = 800 + 96 VAT = 896: under PHP 1,000.
    const small = await bill((await bl('stevedoring', { ...walkIn, cbm: '8.000' })).id, '2025-06-30');
    expect(small.statusCode).toBe(201);
    expect(small.json().buyer).toEqual({ name: 'WALK-IN TRADER', address: null, tin: null });
  });

  it('keeps the seller and buyer as printed: later changes to the settings or the client do not alter it', async () => {
    const created = (await bill((await bl('stevedoring')).id)).json();
    expect(created).toMatchObject({
      seller: {
        name: 'ACME PORT SERVICES INC.',
        address: 'Pier 3, North Harbor, Manila',
        tin: '000-123-456-00000',
        vatRegistered: true,
      },
      buyer: { name: 'Luzon Steel Corp.', address: '12 Roxas Blvd, Pasay, Philippines', tin: '111-222-333-00000' },
      description: 'RICE',
      noPackages: 1,
      cbm: 10,
      grossWeight: 5000,
      orNumber: null,
    });
    await saveSettings({ registeredName: 'NEW NAME INC.', tin: '999-999-999-00000' });
    const read = await t.app.inject({ method: 'GET', url: `/api/billing-invoices/${created.id}`, headers: finance });
    expect(read.json()).toEqual(created);
    await saveSettings();
  });

  it("prints the company's own TIN and registered address, else its contact's TIN field before the free text", async () => {
    const registered = await buildCompany(t.db, {
      name: 'Panay Sugar Inc.',
      tin: '004-512-338-00000',
      registeredAddress: 'Lot 5, Port Area, Iloilo City',
    });
    await t.db.insert(clients).values({
      firstName: 'Rosa',
      lastName: 'Lim',
      companyId: registered.id,
      email: 'rosa@example.ph',
      mobileNumber: '09171234568',
      address: '1 Other Street',
      tin: '555-555-555-00000',
    });
    const consigneeId = (await buildConsignee(t.db, { name: 'PANAY SUGAR', companyId: registered.id })).id;
    const own = await bill((await bl('stevedoring', { consigneeId, consignee: 'PANAY SUGAR' })).id);
    expect(own.json().buyer).toEqual({
      name: 'Panay Sugar Inc.',
      address: 'Lot 5, Port Area, Iloilo City',
      tin: '004-512-338-00000',
    });
    const contactOnly = await buildCompany(t.db, { name: 'Negros Feeds Corp.' });
    await t.db.insert(clients).values({
      firstName: 'Ben',
      lastName: 'Uy',
      companyId: contactOnly.id,
      email: 'ben@example.ph',
      mobileNumber: '09171234569',
      address: '9 Mill Road',
      salesTaxRegistration: 'VAT REG 777',
      tin: '777-888-999-00000',
    });
    const negros = (await buildConsignee(t.db, { name: 'NEGROS FEEDS', companyId: contactOnly.id })).id;
    const contact = await bill((await bl('stevedoring', { consigneeId: negros, consignee: 'NEGROS FEEDS' })).id);
    expect(contact.json().buyer).toEqual({
      name: 'Negros Feeds Corp.',
      address: '9 Mill Road',
      tin: '777-888-999-00000',
    });
  });

  it('bills the buyer the BL is tied to when it is billed, whatever a clerk re-ties at the same moment', async () => {
    const other = await buildCompany(t.db, { name: 'Visayas Steel Corp.', tin: '222-333-444-00000' });
    const visayas = (await buildConsignee(t.db, { name: 'VISAYAS STEEL', companyId: other.id })).id;
    for (let run = 0; run < 8; run++) {
      const item = await bl('stevedoring');
      const [billed, tied] = await Promise.all([
        bill(item.id),
        t.app.inject({
          method: 'PUT',
          url: `/api/items/${item.id}/consignee`,
          headers: finance,
          payload: { consigneeId: visayas },
        }),
      ]);
      expect(billed.statusCode, billed.body).toBe(201);
      // The re-tie either came first (and the invoice is Visayas') or found the BL billed (409, Luzon's stays).
      const buyer = billed.json().buyer.name;
      if (tied.statusCode === 200) expect(buyer).toBe('Visayas Steel Corp.');
      else {
        expect(tied.statusCode).toBe(409);
        expect(buyer).toBe('Luzon Steel Corp.');
      }
    }
  });

  it('refuses to invoice before the seller is registered in the settings', async () => {
    await saveSettings({ registeredName: '', registeredAddress: '', tin: '' });
    const response = await bill((await bl('stevedoring')).id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(billingMessages.sellerNotRegistered);
    await saveSettings();
  });

  it('answers the spec messages for missing and wrong fields, and for a BL that does not exist', async () => {
    const response = await post({ invoiceNumber: ' ', billingDate: '', itemId: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(
      response.json().detail.map((issue: { loc: string[]; msg: string }) => [issue.loc.at(-1), issue.msg]),
    ).toEqual([
      ['invoice_number', 'Invoice number is required'],
      ['billing_date', 'Billing date is required'],
      ['item_id', 'Item ID must be a number'],
    ]);
    const wrong = await post({ invoiceNumber: 'X-1', billingDate: '2025-08-01', itemId: 1e20, vatTreatment: 'taxed' });
    expect(wrong.json().detail).toEqual([
      { loc: ['body', 'item_id'], msg: 'Item ID must be a number', type: expect.any(String) },
      {
        loc: ['body', 'vat_treatment'],
        msg: 'VAT treatment must be vatable, zeroRated or exempt',
        type: expect.any(String),
      },
    ]);
    for (const invoiceNumber of ['SI-\u202E1000', 'SI-\u001B1', 'SI\u2067-1\u2069']) {
      const unprintable = await post({ invoiceNumber, billingDate: '2025-08-01', itemId: 1 });
      expect(unprintable.json().detail, JSON.stringify(invoiceNumber)).toEqual([
        expect.objectContaining({ loc: ['body', 'invoice_number'], msg: boundsMessages.invisibleCharacters }),
      ]);
    }
    const missing = await post({ invoiceNumber: 'X-1', billingDate: '2025-08-01' });
    expect(missing.json().detail).toEqual([expect.objectContaining({ msg: 'Item ID is required' })]);
    const unknown = await post({ invoiceNumber: 'X-1', billingDate: '2025-08-01', itemId: 2_000_000 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'item_id'], msg: 'The chosen BL was not found.' }),
    ]);
    const notFound = await t.app.inject({ method: 'GET', url: '/api/billing-invoices/2000000', headers: finance });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ detail: 'Invoice not found.' });
  });

  it('writes one audit entry with the amounts and lines', async () => {
    const created = (await bill((await bl('stevedoring')).id)).json();
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(entries.filter((entry) => entry.entity === 'billing_invoices')).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({
          invoiceNumber: created.invoiceNumber,
          netAmount: '1200.00',
          lines: created.lines.map(chargedLine),
        }),
      }),
    ]);
  });

  it('is for finance only', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing-invoices/'],
      ['GET', '/api/billing-invoices/no-or/'],
      ['GET', '/api/billing-invoices/1'],
      ['POST', '/api/billing-invoices/'],
    ] as const) {
      expect((await t.injectAs('commercial', { method, url, payload: {} })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /billing-invoices/preview', () => {
  const preview = (query: Record<string, string | number>) =>
    t.app.inject({ method: 'GET', url: '/api/billing-invoices/preview', query: asQuery(query), headers: finance });
  const asQuery = (query: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

  it('shows the buyer and amounts that the POST then issues, for BLs of every handling, size and VAT treatment', async () => {
    const handlings: Handling[] = ['stevedoring', 'arrastre', 'both'];
    const treatments = ['vatable', 'zeroRated', 'exempt'] as const;
    for (let index = 0; index < 9; index++) {
      const cbm = `${7 + ((index * 37) % 90)}.${String((index * 113) % 1000).padStart(3, '0')}`;
      const grossWeight = `${(index * 7919) % 40000}.500`;
      const item = await bl(handlings[index % 3] as Handling, { cbm, grossWeight });
      const vatTreatment = treatments[Math.floor(index / 3)] as string;
      const billingDate = index % 2 ? '2025-06-30' : '2025-07-01';
      const shown = await preview({ itemId: item.id, billingDate, vatTreatment });
      expect(shown.statusCode).toBe(200);
      const invoices = await t.db.select().from(billingInvoices).where(eq(billingInvoices.itemId, item.id));
      expect(invoices).toEqual([]);
      const issued = (await bill(item.id, billingDate, { vatTreatment })).json();
      expect(shown.json()).toEqual({
        itemId: item.id,
        blNo: issued.blNo,
        billingDate,
        buyer: issued.buyer,
        vatTreatment,
        vatPercent: issued.vatPercent,
        lines: issued.lines.map(chargedLine),
        netAmount: issued.netAmount,
        vatAmount: issued.vatAmount,
        totalAmount: issued.totalAmount,
      });
    }
  });

  it("refuses with the POST's sentences: billed already, no TIN, other operators' BL, a date in the future", async () => {
    const billed = await bl('stevedoring');
    const invoice = (await bill(billed.id)).json();
    const again = await preview({ itemId: billed.id, billingDate: '2025-08-01' });
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      `BL ${invoice.blNo} is already billed on invoice ${invoice.invoiceNumber}.`,
    ]);
    const walkIn = await bl('stevedoring', { consigneeId: unregisteredConsignee, consignee: 'Walk-in Trader' });
    const noTin = await preview({ itemId: walkIn.id, billingDate: '2025-08-01' });
    expect([noTin.statusCode, noTin.json().detail]).toEqual([409, billingMessages.buyerTinRequired]);
    const theirs = await bl('neither');
    expect((await preview({ itemId: theirs.id, billingDate: '2025-08-01' })).statusCode).toBe(409);
    const future = await preview({ itemId: theirs.id, billingDate: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    const missing = await preview({ itemId: 999_999, billingDate: '2025-08-01' });
    expect(missing.json().detail).toEqual([expect.objectContaining({ msg: billingMessages.itemNotFound })]);
    const malformed: Record<string, string | number>[] = [
      { itemId: 'x', billingDate: '2025-08-01' },
      { itemId: 1 },
      { itemId: 1, billingDate: '2025-08-01', vatTreatment: 'half' },
    ];
    for (const query of malformed) {
      expect((await preview(query)).statusCode).toBe(422);
    }
  });

  it('is for finance only', async () => {
    const item = await bl('stevedoring');
    const url = `/api/billing-invoices/preview?itemId=${item.id}&billingDate=2025-08-01`;
    expect((await t.injectAs('commercial', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /billing-invoices/ and /no-or/', () => {
  let ids: Record<string, number>;
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/billing-invoices/?${query}`, headers: finance });
  const numbers = async (query: string) =>
    (await list(query)).json().data.map((row: { invoiceNumber: string }) => row.invoiceNumber);

  beforeAll(async () => {
    await t.db.delete(billingInvoiceLines);
    await t.db.delete(billingInvoices);
    const zephyr = await buildWorkOrder(t.db, {
      vesselId: (await buildVessel(t.db, { name: 'MV Zephyr', voyageNumber: '118N' })).id,
    });
    const aurora = await buildWorkOrder(t.db, {
      vesselId: (await buildVessel(t.db, { name: 'MV Aurora', voyageNumber: '042S' })).id,
    });
    ids = {};
    for (const [number, workOrder, date] of [
      ['INV-0003', zephyr, '2025-08-03'],
      ['inv 0001', aurora, '2025-08-05'],
      ['INV.0002', zephyr, '2025-08-01'],
    ] as const) {
      const item = await bl('stevedoring', { workOrderId: workOrder.id });
      const response = await post({ invoiceNumber: number, billingDate: date, itemId: item.id });
      ids[number] = response.json().id;
    }
    await buildOfficialReceipt(t.db, { orNumber: 'OR-1', dateIssued: '2025-08-06' }, [ids['INV.0002'] ?? 0]);
  });

  it('lists by creation, oldest first, with the vessel, BL, amounts and the receipt that paid it', async () => {
    const page = (await list('')).json();
    expect(page).toMatchObject({ total: 3, limit: 10, offset: 0 });
    expect(page.data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([
      'INV-0003',
      'inv 0001',
      'INV.0002',
    ]);
    expect(page.data[2]).toMatchObject({
      vesselName: 'MV Zephyr',
      voyageNo: '118N',
      billingDate: '2025-08-01',
      blNo: expect.any(String),
      consignee: 'LUZON STEEL CORP.',
      netAmount: '1200.00',
      vatAmount: '144.00',
      totalAmount: '1344.00',
      orNumber: 'OR-1',
    });
  });

  it('searches the normalised number, the vessel and the voyage', async () => {
    expect(await numbers('q=inv-0001')).toEqual(['inv 0001']);
    expect(await numbers('q=INV 00 02')).toEqual(['INV.0002']);
    expect(await numbers('q=zeph')).toEqual(['INV-0003', 'INV.0002']);
    expect(await numbers('q=042s')).toEqual(['inv 0001']);
    expect(await numbers('q=nothing-like-it')).toEqual([]);
  });

  it('sorts by vessel, invoice number and billing date both ways, and pages', async () => {
    expect(await numbers('sort=vessel&order=asc')).toEqual(['inv 0001', 'INV-0003', 'INV.0002']);
    expect(await numbers('sort=invoiceNumber&order=desc')).toEqual(['INV.0002', 'INV-0003', 'inv 0001']);
    expect(await numbers('sort=billingDate&order=asc')).toEqual(['INV.0002', 'INV-0003', 'inv 0001']);
    const second = (await list('sort=billingDate&order=desc&limit=2&offset=2')).json();
    expect(second).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(second.data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual(['INV.0002']);
  });

  it.each([
    ['limit=1000', 'limit', 'The page size must be a whole number from 1 to 100'],
    ['limit=0', 'limit', 'The page size must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit', 'The page size must be a whole number from 1 to 100'],
    ['offset=-1', 'offset', 'The offset must be a whole number from 0 to 2147483647'],
    ['offset=1e20', 'offset', 'The offset must be a whole number from 0 to 2147483647'],
    ['sort=blNo', 'sort', 'Sort by one of the columns this list offers'],
    ['order=up', 'order', 'The order must be asc or desc'],
    [`q=${'x'.repeat(201)}`, 'q', 'The search must be one text of at most 200 characters'],
    ['q=a&q=b', 'q', 'The search must be one text of at most 200 characters'],
  ])('refuses %s with one sentence on its field', async (query, field, msg) => {
    for (const path of ['/api/billing-invoices/', '/api/billing-invoices/no-or/']) {
      const response = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: finance });
      expect(response.statusCode, path).toBe(422);
      expect(response.json().detail).toEqual([{ loc: ['query', field], msg, type: expect.any(String) }]);
    }
  });

  it('keeps the paid, unpaid or cancelled invoices, and those billed in a month, as the records say', async () => {
    const july = await bl('stevedoring');
    const cancelled = (await post({ invoiceNumber: 'INV-0009', billingDate: '2025-07-31', itemId: july.id })).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/billing-invoices/${cancelled.id}/cancel`,
      headers: finance,
      payload: { reason: 'Wrong consignee' },
    });
    const all = await t.db.select().from(billingInvoices);
    const standing = (row: (typeof all)[number]) =>
      row.cancelledAt ? 'cancelled' : row.officialReceiptId ? 'paid' : 'unpaid';
    const expected = (status?: string, month?: string) =>
      all
        .filter((row) => !status || standing(row) === status)
        .filter((row) => !month || row.billingDate.startsWith(month))
        .map((row) => row.invoiceNumber)
        .sort();
    for (const status of [undefined, 'paid', 'unpaid', 'cancelled']) {
      for (const month of [undefined, '2025-07', '2025-08', '2025-09']) {
        const query = new URLSearchParams({ ...(status && { status }), ...(month && { month }), limit: '100' });
        expect((await numbers(query.toString())).sort(), `${status} ${month}`).toEqual(expected(status, month));
      }
    }
    expect(await numbers('status=paid')).toEqual(['INV.0002']);
    expect(await numbers('month=2025-07')).toEqual(['INV-0009']);
    for (const bad of ['status=billed', 'month=2025-13', 'month=2025-7', 'month=July']) {
      expect((await list(bad)).statusCode, bad).toBe(422);
    }
  });

  it('lists only the invoices no receipt pays, newest billing first, searched by number', async () => {
    const unpaid = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/billing-invoices/no-or/?${query}`, headers: finance }))
        .json()
        .data.map((row: { invoiceNumber: string }) => row.invoiceNumber);
    expect(await unpaid('')).toEqual(['inv 0001', 'INV-0003']);
    expect(await unpaid('q=0002')).toEqual([]);
    expect(await unpaid('q=INV0001')).toEqual(['inv 0001']);
  });

  it("names each unpaid invoice's payer: one key for the invoices of one client company", async () => {
    const walkIn = await bl('stevedoring', {
      consigneeId: unregisteredConsignee,
      consignee: 'Walk-in Trader',
      cbm: '1.000',
    });
    await post({ invoiceNumber: 'INV-0010', billingDate: '2025-08-02', itemId: walkIn.id });
    const rows = (
      await t.app.inject({ method: 'GET', url: '/api/billing-invoices/no-or/?limit=100', headers: finance })
    ).json().data as { invoiceNumber: string; payer: { key: string; name: string } }[];
    const payerOf = (number: string) => rows.find((row) => row.invoiceNumber === number)?.payer;
    expect(payerOf('INV-0003')).toEqual({ key: expect.stringMatching(/^company:\d+$/), name: 'Luzon Steel Corp.' });
    expect(payerOf('inv 0001')).toEqual(payerOf('INV-0003'));
    expect(payerOf('INV-0010')).toEqual({ key: 'name:walk-in trader', name: 'WALK-IN TRADER' });
  });
});

describe('POST /billing-invoices/{id}/cancel', () => {
  const cancel = (id: number, reason: unknown = 'Billed to the wrong consignee', headers = finance) =>
    t.app.inject({ method: 'POST', url: `/api/billing-invoices/${id}/cancel`, headers, payload: { reason } });
  const listed = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/billing-invoices/?q=${q}`, headers: finance })).json().data;
  const unpaid = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/billing-invoices/no-or/?q=${q}`, headers: finance })).json().data;

  it('cancels with a reason: the invoice keeps its number and BL, shows who and why, and the BL is billed again', async () => {
    const item = await bl('both');
    const first = (await post({ invoiceNumber: 'SI-CANCEL-1', billingDate: '2025-08-01', itemId: item.id })).json();
    const { user, headers } = await t.signIn('finance');
    const response = await cancel(first.id, '  Billed to the wrong consignee ', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: first.id,
      invoiceNumber: 'SI-CANCEL-1',
      itemId: item.id,
      blNo: item.blNo,
      totalAmount: first.totalAmount,
      cancellation: {
        cancelledAt: expect.any(String),
        cancelledBy: user.name,
        reason: 'Billed to the wrong consignee',
      },
    });
    expect((await listed('SI-CANCEL-1'))[0]).toMatchObject({
      cancellation: { reason: 'Billed to the wrong consignee' },
    });
    expect(await unpaid('SI-CANCEL-1')).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(first.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      entity: 'billing_invoices',
      action: 'update',
      userId: user.id,
      reason: 'Billed to the wrong consignee',
      after: { invoiceNumber: 'SI-CANCEL-1', cancelled: true },
    });

    const reused = await post({ invoiceNumber: 'si cancel 1', billingDate: '2025-08-02', itemId: item.id });
    expect([reused.statusCode, reused.json().detail]).toEqual([409, 'Invoice number SI-CANCEL-1 is already used.']);
    const again = await post({ invoiceNumber: 'SI-CANCEL-2', billingDate: '2025-08-02', itemId: item.id });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ itemId: item.id, cancellation: null });
    const twice = await post({ invoiceNumber: 'SI-CANCEL-3', billingDate: '2025-08-02', itemId: item.id });
    expect(twice.json().detail).toBe(`BL ${item.blNo} is already billed on invoice SI-CANCEL-2.`);
  });

  it('refuses a paid invoice, a cancelled one, an unknown one and a blank reason, changing nothing', async () => {
    const paid = (await bill((await bl('both')).id)).json();
    await buildOfficialReceipt(t.db, { orNumber: 'OR-CANCEL-1' }, [paid.id]);
    const refused = await cancel(paid.id);
    expect([refused.statusCode, refused.json().detail]).toEqual([
      409,
      `Invoice ${paid.invoiceNumber} is paid on official receipt OR-CANCEL-1: cancel the receipt first.`,
    ]);
    const standing = (await bill((await bl('both')).id)).json();
    const blank = await cancel(standing.id, '   ');
    expect([blank.statusCode, blank.json().detail[0].msg]).toEqual([422, 'Reason is required']);
    const long = await cancel(standing.id, 'x'.repeat(501));
    expect(long.json().detail[0].msg).toBe('Reason must be at most 500 characters');
    // Printed on the cancelled invoice: nothing that turns its text around.
    const turned = await cancel(standing.id, 'Wrong \u202Eevil');
    expect([turned.statusCode, turned.json().detail[0].msg]).toEqual([422, boundsMessages.invisibleInText]);
    expect((await cancel(standing.id)).statusCode).toBe(200);
    const again = await cancel(standing.id);
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      `Invoice ${standing.invoiceNumber} is already cancelled.`,
    ]);
    expect((await cancel(999_999)).json()).toEqual({ detail: 'Invoice not found.' });
    const [kept] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, paid.id));
    expect(kept).toMatchObject({ cancelledAt: null, itemId: paid.itemId });
  });

  it('lets one of two clerks cancelling the same invoice win; the other is told it is cancelled', async () => {
    const invoice = (await bill((await bl('both')).id)).json();
    const responses = await Promise.all([cancel(invoice.id), cancel(invoice.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'billing_invoices'), eq(auditLog.entityId, String(invoice.id))));
    expect(entries.filter((entry) => entry.reason !== null)).toHaveLength(1);
  });

  it('is for finance only', async () => {
    const invoice = (await bill((await bl('both')).id)).json();
    expect((await cancel(invoice.id, 'x', admin)).statusCode).toBe(403);
    expect((await cancel(invoice.id, 'x', (await t.signIn('commercial')).headers)).statusCode).toBe(403);
  });
});
