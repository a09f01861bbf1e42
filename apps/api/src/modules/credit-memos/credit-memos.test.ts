import { billingMessages } from '@portside/contracts/billing';
import { boundsMessages } from '@portside/contracts/bounds';
import { creditMemoMessages as messages } from '@portside/contracts/credit-memos';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupDrift } from '../../db/rollups/rebuild';
import { auditLog, creditMemos } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBillingInvoice, buildOfficialReceipt, buildUser, unique } from '../../test/factories';
import { cancelBillingInvoice } from '../billing-invoices/cancel';

let t: TestApp;
let finance: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
});
afterAll(() => t.close());

/** A paid invoice of PHP 1,120.00: stevedoring 400.00 and arrastre 600.00 net, 120.00 VAT. */
async function paidInvoice(overrides: { billingDate?: string } = {}) {
  const invoice = await buildBillingInvoice(t.db, { billingDate: overrides.billingDate ?? '2025-03-03' }, [
    { category: 'stevedoring', amount: '400.00' },
    { category: 'arrastre', amount: '600.00' },
  ]);
  const receipt = await buildOfficialReceipt(t.db, { orNumber: `OR-CM-${unique()}`, dateIssued: '2025-03-10' }, [
    invoice.id,
  ]);
  return { ...invoice, receipt };
}

const issue = (payload: Record<string, unknown>, headers = finance) =>
  t.app.inject({ method: 'POST', url: '/api/credit-memos/', headers, payload });
const memoOf = (billingInvoiceId: number, amount: string, memoDate = '2025-04-10') => ({
  billing_invoice_id: billingInvoiceId,
  memo_date: memoDate,
  amount,
  reason: 'Storage overcharged: 2 days waived',
});
const invoicePage = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/billing-invoices/${id}`, headers: finance })).json();

describe('POST /credit-memos', () => {
  it('credits a paid invoice, numbered next in the series, split into net and VAT over its lines, audited', async () => {
    const invoice = await paidInvoice();
    const { user, headers } = await t.signIn('finance');
    const response = await issue(memoOf(invoice.id, '112.00'), headers);
    expect(response.statusCode, response.body).toBe(201);
    const memo = response.json();
    expect(memo).toMatchObject({
      memoNumber: expect.stringMatching(/^CM-\d{6}$/),
      memoDate: '2025-04-10',
      billingInvoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      netAmount: '100.00',
      vatAmount: '12.00',
      totalAmount: '112.00',
      reason: 'Storage overcharged: 2 days waived',
      issuedBy: expect.any(String),
      billingDate: '2025-03-03',
      invoiceTotalAmount: '1120.00',
      vatPercent: '12.00',
      lines: [
        { category: 'stevedoring', netAmount: '40.00', vatAmount: '4.80' },
        { category: 'arrastre', netAmount: '60.00', vatAmount: '7.20' },
      ],
    });
    const next = (await issue(memoOf(invoice.id, '0.01'))).json();
    expect(Number(next.memoNumber.slice(3))).toBe(Number(memo.memoNumber.slice(3)) + 1);
    expect(await invoicePage(invoice.id)).toMatchObject({
      creditMemos: [
        { id: memo.id, memoNumber: memo.memoNumber, totalAmount: '112.00' },
        { id: next.id, totalAmount: '0.01' },
      ],
      remainingAmount: '1007.99',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credit_memos'), eq(auditLog.entityId, String(memo.id))));
    expect(entry).toMatchObject({ action: 'create', userId: user.id, reason: 'Storage overcharged: 2 days waived' });
    const read = await t.app.inject({ method: 'GET', url: `/api/credit-memos/${memo.id}`, headers: finance });
    expect(read.json()).toEqual(memo);
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('credits at most what remains of the invoice, and the whole remainder takes back exactly its net and VAT', async () => {
    const invoice = await paidInvoice();
    for (const amount of ['333.33', '333.33', '0.07'])
      expect((await issue(memoOf(invoice.id, amount))).statusCode).toBe(201);
    const over = await issue(memoOf(invoice.id, '453.28'));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      detail: messages.exceedsInvoice
        .replace('{{invoiceNumber}}', invoice.invoiceNumber)
        .replace('{{remaining}}', '453.27'),
    });
    expect((await issue(memoOf(invoice.id, '453.27'))).statusCode).toBe(201);
    const [credited] = await t.db
      .select({
        net: sql<string>`sum(${creditMemos.netAmount})::text`,
        vat: sql<string>`sum(${creditMemos.vatAmount})::text`,
      })
      .from(creditMemos)
      .where(eq(creditMemos.invoiceId, invoice.id));
    expect(credited).toEqual({ net: '1000.00', vat: '120.00' });
    expect((await invoicePage(invoice.id)).remainingAmount).toBe('0.00');
    expect((await issue(memoOf(invoice.id, '0.01'))).statusCode).toBe(409);
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('refuses an unpaid or a cancelled invoice with a sentence, and writes nothing', async () => {
    const unpaid = await buildBillingInvoice(t.db, { billingDate: '2025-03-03' }, [
      { category: 'arrastre', amount: '100.00' },
    ]);
    const refused = await issue(memoOf(unpaid.id, '10.00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(messages.notPaid.replace('{{invoiceNumber}}', unpaid.invoiceNumber));
    const clerk = await buildUser(t.db, { role: 'finance' });
    await cancelBillingInvoice(t.db, clerk, unpaid.id, { reason: 'Wrong consignee' });
    const cancelled = await issue(memoOf(unpaid.id, '10.00'));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().detail).toBe(messages.cancelled.replace('{{invoiceNumber}}', unpaid.invoiceNumber));
    expect(await t.db.select().from(creditMemos).where(eq(creditMemos.invoiceId, unpaid.id))).toEqual([]);
  });

  it('answers 422 in the spec format for each wrong field, and changes nothing', async () => {
    const invoice = await paidInvoice({ billingDate: '2025-03-03' });
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(creditMemos))[0]?.n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reason: '  ' }, 'reason', messages.reasonRequired],
      [{ reason: 'x'.repeat(501) }, 'reason', messages.reasonTooLong],
      [{ reason: 'Over\u202Echarged' }, 'reason', boundsMessages.invisibleInText],
      [{ amount: '0.00' }, 'amount', messages.amountInvalid],
      [{ amount: '-5.00' }, 'amount', messages.amountInvalid],
      [{ amount: '1.234' }, 'amount', messages.amountInvalid],
      [{ amount: 12 }, 'amount', messages.amountInvalid],
      [{ memo_date: '' }, 'memo_date', messages.memoDateRequired],
      [{ memo_date: '2025-02-30' }, 'memo_date', boundsMessages.invalidDate],
      [{ memo_date: '2999-01-01' }, 'memo_date', messages.dateInFuture],
      [
        { memo_date: '2025-03-09' },
        'memo_date',
        messages.dateBeforePayment
          .replace('{{invoiceNumber}}', invoice.invoiceNumber)
          .replace('{{paidOn}}', '2025-03-10'),
      ],
      [{ billing_invoice_id: 2_000_000_000 }, 'billing_invoice_id', messages.invoiceNotFound],
      [{ billing_invoice_id: 'one' }, 'billing_invoice_id', messages.invoiceRequired],
    ];
    for (const [change, field, message] of cases) {
      const response = await issue({ ...memoOf(invoice.id, '10.00'), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().detail[0], JSON.stringify(change)).toMatchObject({ loc: ['body', field], msg: message });
    }
    // After the earlier memos of this file, dated 2025-04-10: the series is numbered in the order of the dates.
    const early = await issue({ ...memoOf(invoice.id, '10.00'), memo_date: '2025-03-10' });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail[0].msg).toMatch(
      /^The memo date cannot be before that of the latest credit memo, CM-\d{6} of 2025-04-10: memos are numbered/,
    );
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(creditMemos))[0]?.n).toBe(before);
  });

  it('is for finance only, and a memo that does not exist is 404', async () => {
    const invoice = await paidInvoice();
    for (const role of ['commercial', 'checker', 'client', 'admin'] as const) {
      const { headers } = await t.signIn(role);
      expect((await issue(memoOf(invoice.id, '1.00'), headers)).statusCode, role).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/credit-memos/', headers })).statusCode).toBe(403);
    }
    expect((await issue(memoOf(invoice.id, '1.00'), {})).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/api/credit-memos/2000000000', headers: finance });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: messages.memoNotFound });
  });

  it('gives one outcome to memos racing for the same remainder, numbered without a gap', async () => {
    const invoice = await paidInvoice();
    const answers = await Promise.all(
      ['700.00', '700.00', '700.00'].map((amount) => issue(memoOf(invoice.id, amount))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const other = await paidInvoice();
    const numbers = (await Promise.all(['1.00', '2.00', '3.00'].map((amount) => issue(memoOf(other.id, amount))))).map(
      (answer) => Number(answer.json().memoNumber.slice(3)),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('keeps its invoice paid: the receipt of a credited invoice is not cancelled, and the list finds the memo', async () => {
    const invoice = await paidInvoice();
    const memo = (await issue(memoOf(invoice.id, '50.00'))).json();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/official-receipts/${invoice.receipt.id}/cancel`,
      headers: finance,
      payload: { reason: 'Mistyped' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe(
      messages.receiptHasMemos.replace('{{orNumber}}', invoice.receipt.orNumber).replace('{{count}}', '1'),
    );
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/official-receipts/${invoice.receipt.id}`,
      headers: finance,
    });
    expect(receipt.json()).toMatchObject({ credited: true, cancellation: null });
    const cancelInvoice = await t.app.inject({
      method: 'POST',
      url: `/api/billing-invoices/${invoice.id}/cancel`,
      headers: finance,
      payload: { reason: 'Wrong consignee' },
    });
    expect([cancelInvoice.statusCode, cancelInvoice.json().detail]).toEqual([
      409,
      billingMessages.cancelCredited
        .replace('{{invoiceNumber}}', invoice.invoiceNumber)
        .replace('{{memoNumber}}', memo.memoNumber),
    ]);
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/credit-memos/?${query}`, headers: finance })).json();
    const {
      lines,
      seller,
      buyer,
      vatTreatment,
      vatPercent,
      billingDate,
      invoiceTotalAmount,
      vesselName,
      voyageNo,
      ...row
    } = memo;
    expect(await list(`q=${memo.memoNumber}`)).toMatchObject({ data: [row], total: 1 });
    expect((await list(`q=${invoice.invoiceNumber}`)).data.map((row: { id: number }) => row.id)).toEqual([memo.id]);
    const newest = await list('limit=1');
    expect(newest.data[0].id).toBeGreaterThanOrEqual(memo.id);
  });
});
