import { officialReceiptMessages as messages } from '@portside/contracts/official-receipts';
import type { Role } from '@portside/contracts/roles';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appSettings,
  auditLog,
  billingInvoices,
  clients,
  companies,
  consignees,
  officialReceipts,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildItem } from '../../test/factories';
import { buildBillingInvoice, buildPayer, buildReceipt } from './test/test-data';

let t: TestApp;
let finance: Record<string, string>;
let payer: Awaited<ReturnType<typeof buildPayer>>;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
  payer = await buildPayer(t.db, 'Mindanao Rice Traders');
  await t.db.insert(appSettings).values({ id: 1, ownOperators: ['ACME PORT SERVICES', 'ACME ARRASTRE'] });
});
afterAll(() => t.close());

const url = '/api/official-receipts';
const post = (payload: object, headers = finance) => t.app.inject({ method: 'POST', url, headers, payload });
const day = (offset: number) =>
  new Date(
    Date.parse(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date())) + offset * 864e5,
  )
    .toISOString()
    .slice(0, 10);
const counts = async () => ({
  receipts: (await t.db.select({ n: count() }).from(officialReceipts))[0]?.n,
  paid: (await t.db.select({ n: count() }).from(billingInvoices).where(isNotNull(billingInvoices.officialReceiptId)))[0]
    ?.n,
});
const invoiceOf = (overrides: Parameters<typeof buildBillingInvoice>[1] = {}) =>
  buildBillingInvoice(t.db, { ...payer.buyer, ...overrides });
const body = (orNumber: string, ids: number[], dateIssued = '2025-01-20') => ({
  or_number: orNumber,
  date_issued: dateIssued,
  billing_invoice_ids: ids,
});

describe('POST /official-receipts/', () => {
  it('records the receipt and its invoices, answers what its printed page shows, and audits it', async () => {
    const first = await invoiceOf({ invoiceNumber: 'BI-2025-000101', netAmount: '1250.50', vatAmount: '150.06' });
    const second = await invoiceOf({ invoiceNumber: 'BI-2025-000100', billingDate: '2025-01-12' });
    const response = await post(body('  OR-0001001 ', [first.id, second.id]));
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      orNumber: 'OR-0001001',
      dateIssued: '2025-01-20',
      invoiceNumbers: ['BI-2025-000100', 'BI-2025-000101'],
      totalAmount: '2520.56',
      seller: { name: 'ACME PORT SERVICES', address: null, tin: null, vatRegistered: true },
      payer: {
        name: 'Mindanao Rice Traders',
        address: '12 Quay Road, Davao City, Philippines',
        tin: '000-123-456-00000',
      },
    });
    expect(receipt.invoices.map((invoice: { invoiceNumber: string }) => invoice.invoiceNumber)).toEqual([
      'BI-2025-000101',
      'BI-2025-000100',
    ]);
    expect(receipt.invoices[0]).toMatchObject({
      netAmount: '1250.50',
      vatAmount: '150.06',
      totalAmount: '1400.56',
      orNumber: 'OR-0001001',
      consignee: 'SOMEONE TRADING INC.',
    });
    const read = await t.app.inject({ method: 'GET', url: `${url}/${receipt.id}`, headers: finance });
    expect(read.json()).toEqual(receipt);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(receipt.id)));
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'official_receipts',
      after: { orNumber: 'OR-0001001', dateIssued: '2025-01-20', invoices: [first.id, second.id] },
    });
  });

  it('names the buyer and the seller as the invoice printed them', async () => {
    const item = await buildItem(t.db, { consignee: 'WALK-IN TRADER' });
    const invoice = await buildBillingInvoice(t.db, {
      itemId: item.id,
      buyerName: 'WALK-IN TRADER',
      vatAmount: '0.00',
      sellerName: 'ACME PORT SERVICES INC.',
      sellerTin: '004-512-338-00000',
      sellerVatRegistered: false,
    });
    const response = await post(body('OR-WALKIN', [invoice.id]));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      payer: { name: 'WALK-IN TRADER', address: null, tin: null },
      seller: { name: 'ACME PORT SERVICES INC.', tin: '004-512-338-00000', vatRegistered: false },
    });
  });

  it('refuses what the spec requires with its messages', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((issue: { msg: string }) => issue.msg)).toEqual([
      messages.orNumberRequired,
      messages.dateIssuedRequired,
      messages.invoicesRequired,
    ]);
    const blank = await post(body('   ', [], ''));
    expect(blank.json().detail.map((issue: { msg: string }) => issue.msg)).toEqual([
      messages.orNumberRequired,
      messages.dateIssuedRequired,
      messages.invoicesRequired,
    ]);
  });

  it('refuses more invoices than one receipt prints, with its own sentence', async () => {
    const ids = Array.from({ length: 31 }, (_, index) => index + 1);
    const response = await post(body('OR-TOO-MANY', ids));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'billing_invoice_ids'],
        msg: 'A receipt can settle at most 30 invoices.',
      }),
    ]);
  });

  it('refuses an OR number with control or direction-changing characters', async () => {
    for (const orNumber of ['OR-\u202D0001', 'OR\u00850001', 'OR-\uFEFF0001']) {
      const response = await post(body(orNumber, [1]));
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        expect.objectContaining({
          loc: ['body', 'or_number'],
          msg: 'A document number may hold only printable characters: no control, invisible or direction-changing characters',
        }),
      ]);
    }
  });

  it('refuses a date issued that is not a calendar date', async () => {
    for (const dateIssued of ['2025-02-30', `2025-01-20${' '.repeat(1000)}`]) {
      const response = await post(body('OR-BAD-DATE', [1], dateIssued));
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'date_issued'], msg: 'Must be a calendar date written YYYY-MM-DD' }),
      ]);
    }
  });

  it('refuses an invoice listed twice in one body', async () => {
    const invoice = await invoiceOf();
    const response = await post(body('OR-TWICE', [invoice.id, invoice.id]));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'billing_invoice_ids'], msg: messages.invoiceTwice, type: 'custom' },
    ]);
  });

  it('refuses an invoice that does not exist, naming its place in the list', async () => {
    const invoice = await invoiceOf();
    const before = await counts();
    const response = await post(body('OR-MISSING', [invoice.id, 999_999]));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'billing_invoice_ids', 1], msg: messages.invoiceNotFound, type: 'custom' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses an invoice already on another receipt, naming both, and writes nothing', async () => {
    const paid = await invoiceOf({ invoiceNumber: 'BI-PAID-1' });
    const unpaid = await invoiceOf();
    await buildReceipt(t.db, 'OR-EARLIER', '2025-01-15', [paid.id]);
    const before = await counts();
    const response = await post(body('OR-LATER', [unpaid.id, paid.id]));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Invoice BI-PAID-1 is already paid on official receipt OR-EARLIER.');
    expect(await counts()).toEqual(before);
  });

  it('takes invoices of one client company billed to different consignee names, and refuses another payer', async () => {
    const mine = await invoiceOf();
    const mineToo = await invoiceOf({ buyerName: 'MINDANAO RICE TRADERS INC' });
    expect((await post(body('OR-ONE-PAYER', [mine.id, mineToo.id]))).statusCode).toBe(201);

    const other = await buildPayer(t.db, 'Cebu Steel Corp');
    const ours = await invoiceOf();
    const theirs = await buildBillingInvoice(t.db, { ...other.buyer, invoiceNumber: 'BI-CEBU-1' });
    const response = await post(body('OR-MIXED', [ours.id, theirs.id]));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('One receipt is for one payer: invoice BI-CEBU-1 is billed to another buyer.');
    const walkIn = await buildBillingInvoice(t.db, { buyerName: ' walk-in trader' });
    const walkInToo = await buildBillingInvoice(t.db, { buyerName: 'WALK-IN TRADER' });
    expect((await post(body('OR-NO-COMPANY', [walkIn.id, walkInToo.id]))).statusCode).toBe(201);
  });

  it('reads the payer from what the invoices kept, never from the registry of today', async () => {
    // The consignee's BL billed to Mindanao Rice Traders; then the consignee is tied to another company and billed again.
    const moved = await buildPayer(t.db, 'Davao Grain Corp');
    const item = await buildItem(t.db, { consigneeId: moved.consignee.id });
    const before = await buildBillingInvoice(t.db, { ...moved.buyer, itemId: item.id, invoiceNumber: 'BI-MOVED-1' });
    const other = await buildPayer(t.db, 'Visayas Feeds Inc.');
    await t.db.update(consignees).set({ companyId: other.company.id }).where(eq(consignees.id, moved.consignee.id));
    const secondItem = await buildItem(t.db, { consigneeId: moved.consignee.id });
    const after = await buildBillingInvoice(t.db, {
      ...other.buyer,
      itemId: secondItem.id,
      invoiceNumber: 'BI-MOVED-2',
    });
    const mixed = await post(body('OR-MOVED', [before.id, after.id]));
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().detail).toBe('One receipt is for one payer: invoice BI-MOVED-2 is billed to another buyer.');

    const receipt = (await post(body('OR-KEPT', [before.id]))).json();
    await t.db.update(companies).set({ name: 'Davao Grain Holdings' }).where(eq(companies.id, moved.company.id));
    await t.db.update(clients).set({ address: '1 New Street' }).where(eq(clients.companyId, moved.company.id));
    const read = await t.app.inject({ method: 'GET', url: `${url}/${receipt.id}`, headers: finance });
    expect(read.json().payer).toEqual({
      name: 'Davao Grain Corp',
      address: '12 Quay Road, Davao City, Philippines',
      tin: '000-123-456-00000',
    });
  });

  it('takes today on the terminal clock and the billing day, refuses tomorrow and a day before an invoice', async () => {
    const today = day(0);
    const billedToday = await invoiceOf({ billingDate: today });
    const tomorrow = await post(body('OR-TOMORROW', [billedToday.id], day(1)));
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().detail).toEqual([
      { loc: ['body', 'date_issued'], msg: messages.dateInFuture, type: 'custom' },
    ]);
    const early = await invoiceOf({ invoiceNumber: 'BI-EARLY', billingDate: '2025-01-05' });
    const late = await invoiceOf({ invoiceNumber: 'BI-LATE', billingDate: '2025-02-03' });
    const before = await post(body('OR-BEFORE', [early.id, late.id], '2025-02-02'));
    expect(before.statusCode).toBe(422);
    expect(before.json().detail[0].msg).toBe('The receipt cannot be dated before invoice BI-LATE of 2025-02-03.');
    expect((await post(body('OR-SAME-DAY', [early.id, late.id], '2025-02-03'))).statusCode).toBe(201);
    expect((await post(body('OR-TODAY', [billedToday.id], today))).statusCode).toBe(201);
  });

  it('refuses an OR number already used, however it is written, naming it as first written, and writes nothing', async () => {
    await buildReceipt(t.db, 'OR-DUP-7', '2025-01-15', [(await invoiceOf()).id]);
    const invoice = await invoiceOf();
    const before = await counts();
    for (const written of ['or-dup-7', 'OR DUP 7', 'or.dup7', 'ORDUP-7', 'OR\u00a0DUP\u30007']) {
      const response = await post(body(written, [invoice.id]));
      expect(response.statusCode, written).toBe(409);
      expect(response.json().detail).toBe('OR number OR-DUP-7 is already used.');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('GET /official-receipts/:id', () => {
  it('answers 404 with the sentence for an unknown receipt', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${url}/999999`, headers: finance });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(messages.receiptNotFound);
  });
});

describe('who may call', () => {
  const others: Role[] = ['admin', 'commercial', 'operation', 'checker', 'supervisor', 'processor', 'guard', 'client'];

  it('is finance only, for every call', async () => {
    const invoice = await invoiceOf();
    for (const role of others) {
      const headers = (await t.signIn(role)).headers;
      const calls = await Promise.all([
        t.app.inject({ method: 'GET', url, headers }),
        t.app.inject({ method: 'GET', url: `${url}/1`, headers }),
        post(body(`OR-${role}`, [invoice.id]), headers),
      ]);
      expect(
        calls.map((call) => call.statusCode),
        role,
      ).toEqual([403, 403, 403]);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const [unpaid] = await t.db
      .select({ receipt: billingInvoices.officialReceiptId })
      .from(billingInvoices)
      .where(eq(billingInvoices.id, invoice.id));
    expect(unpaid).toEqual({ receipt: null });
  });
});
