import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingInvoices, items } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBillingInvoice, buildReceipt } from './test/test-data';

let t: TestApp;
let finance: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
});
afterAll(() => t.close());

const cancel = (id: number, reason: unknown = 'OR number mistyped', headers = finance) =>
  t.app.inject({ method: 'POST', url: `/api/official-receipts/${id}/cancel`, headers, payload: { reason } });
const read = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/official-receipts/${id}`, headers: finance })).json();
const unpaidNumbers = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/billing-invoices/no-or/?limit=100', headers: finance }))
    .json()
    .data.map((invoice: { invoiceNumber: string }) => invoice.invoiceNumber);
const receipt = (orNumber: string, ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/official-receipts/',
    headers: finance,
    payload: { or_number: orNumber, date_issued: '2025-01-20', billing_invoice_ids: ids },
  });

describe('POST /official-receipts/{id}/cancel', () => {
  it('cancels with a reason: the receipt keeps its number and invoices, which are receivable again', async () => {
    const a = await buildBillingInvoice(t.db, { invoiceNumber: 'BI-ORC-1' });
    const b = await buildBillingInvoice(t.db, { invoiceNumber: 'BI-ORC-2' });
    const paid = await buildReceipt(t.db, 'OR-ORC-1', '2025-01-15', [a.id, b.id]);
    const { user, headers } = await t.signIn('finance');
    const response = await cancel(paid.id, ' OR number mistyped ', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orNumber: 'OR-ORC-1',
      invoiceNumbers: ['BI-ORC-1', 'BI-ORC-2'],
      totalAmount: '2240.00',
      invoices: [{ invoiceNumber: 'BI-ORC-1' }, { invoiceNumber: 'BI-ORC-2' }],
      cancellation: { cancelledBy: user.name, reason: 'OR number mistyped' },
    });
    expect(await unpaidNumbers()).toEqual(expect.arrayContaining(['BI-ORC-1', 'BI-ORC-2']));
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'official_receipts'), eq(auditLog.entityId, String(paid.id))));
    expect(entry).toMatchObject({ userId: user.id, reason: 'OR number mistyped', after: { cancelled: true } });

    const anew = await receipt('OR-ORC-2', [a.id, b.id]);
    expect(anew.statusCode).toBe(201);
    expect(await read(paid.id)).toMatchObject({ invoiceNumbers: ['BI-ORC-1', 'BI-ORC-2'], cancellation: {} });
    expect((await read(anew.json().id)).cancellation).toBeNull();
    const reused = await receipt('or orc 1', [(await buildBillingInvoice(t.db)).id]);
    expect(reused.json().detail).toBe('OR number OR-ORC-1 is already used.');
  });

  it('refuses while a BL it paid has left the terminal, a second cancellation, and an unknown receipt', async () => {
    const released = await buildBillingInvoice(t.db, { invoiceNumber: 'BI-ORC-3' });
    const paid = await buildReceipt(t.db, 'OR-ORC-3', '2025-01-15', [released.id]);
    const [item] = await t.db
      .update(items)
      .set({ gateOutAt: new Date() })
      .where(eq(items.id, released.itemId as number))
      .returning();
    const refused = await cancel(paid.id);
    expect([refused.statusCode, refused.json().detail]).toEqual([
      409,
      `Official receipt OR-ORC-3 pays BL ${item?.blNo}, which has left the terminal: a supervisor reverses its gate release first.`,
    ]);
    const [kept] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, released.id));
    expect(kept?.officialReceiptId).toBe(paid.id);

    const other = await buildReceipt(t.db, 'OR-ORC-4', '2025-01-15', [(await buildBillingInvoice(t.db)).id]);
    const blank = await cancel(other.id, '');
    expect([blank.statusCode, blank.json().detail[0].msg]).toEqual([422, 'Reason is required']);
    const both = await Promise.all([cancel(other.id), cancel(other.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().detail).toBe(
      'Official receipt OR-ORC-4 is already cancelled.',
    );
    expect((await cancel(999_999)).json()).toEqual({ detail: 'Official receipt not found.' });
  });

  it('gives exactly one outcome when an invoice is cancelled while a receipt pays it', async () => {
    for (let round = 0; round < 5; round++) {
      const invoice = await buildBillingInvoice(t.db);
      const [paying, cancelling] = await Promise.all([
        receipt(`OR-ORC-RACE-${round}`, [invoice.id]),
        t.app.inject({
          method: 'POST',
          url: `/api/billing-invoices/${invoice.id}/cancel`,
          headers: finance,
          payload: { reason: 'Wrong consignee' },
        }),
      ]);
      const [row] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, invoice.id));
      if (paying.statusCode === 201) {
        expect(cancelling.statusCode).toBe(409);
        expect(row).toMatchObject({ cancelledAt: null, officialReceiptId: paying.json().id });
      } else {
        expect([paying.statusCode, paying.json().detail]).toEqual([
          409,
          `Invoice ${invoice.invoiceNumber} is cancelled and cannot be paid.`,
        ]);
        expect(cancelling.statusCode).toBe(200);
        expect(row).toMatchObject({ officialReceiptId: null, itemId: null });
      }
    }
  });

  it('is for finance only', async () => {
    const paid = await buildReceipt(t.db, 'OR-ORC-5', '2025-01-15', [(await buildBillingInvoice(t.db)).id]);
    expect((await cancel(paid.id, 'x', (await t.signIn('commercial')).headers)).statusCode).toBe(403);
    expect((await cancel(paid.id, 'x', (await t.signIn('admin')).headers)).statusCode).toBe(403);
  });
});
