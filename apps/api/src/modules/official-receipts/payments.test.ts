import { officialReceiptMessages as messages } from '@portside/contracts/official-receipts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, officialReceipts, receiptPayments, receiptWithholdings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBillingInvoice, buildPayer } from './test/test-data';

let t: TestApp;
let finance: Record<string, string>;
let payer: Awaited<ReturnType<typeof buildPayer>>;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
  payer = await buildPayer(t.db, 'Visayas Feeds Corp.');
});
afterAll(() => t.close());

const url = '/api/official-receipts';
const post = (payload: object, headers = finance) => t.app.inject({ method: 'POST', url, headers, payload });
const invoiceOf = (invoiceNumber: string, netAmount: string, vatAmount: string) =>
  buildBillingInvoice(t.db, { ...payer.buyer, invoiceNumber, netAmount, vatAmount });
const written = async () => ({
  receipts: (await t.db.select({ n: count() }).from(officialReceipts))[0]?.n,
  payments: (await t.db.select({ n: count() }).from(receiptPayments))[0]?.n,
  withholdings: (await t.db.select({ n: count() }).from(receiptWithholdings))[0]?.n,
});
const messagesOf = (response: { json: () => { detail: { loc: unknown[]; msg: string }[] } }) =>
  response.json().detail.map((issue) => [issue.loc.slice(1).join('.'), issue.msg]);

describe('a receipt paid by cheque, bank transfer and cash, less the tax withheld', () => {
  it('records each payment and each invoice’s tax (the rate of its net, VAT excluded), audited', async () => {
    // 2% of 12,345.67 is 246.9134: 246.91. 1% of 999.99 is 9.9999: 10.00.
    const first = await invoiceOf('BI-PAY-1', '12345.67', '1481.48');
    const second = await invoiceOf('BI-PAY-2', '999.99', '120.00');
    const response = await post({
      orNumber: 'OR-PAY-1',
      dateIssued: '2025-01-20',
      billingInvoiceIds: [first.id, second.id],
      payments: [
        { method: 'cheque', amount: '10000', bank: ' BDO Unibank ', chequeNumber: '0012345', chequeDate: '2025-01-18' },
        { method: 'bankTransfer', amount: '3000.00', reference: 'IB-778812', bank: '' },
        { method: 'cash', amount: '1690.23' },
      ],
      withholdings: [
        { billingInvoiceId: first.id, percent: '2', certificateNumber: null },
        { billingInvoiceId: second.id, percent: '1.00', certificateNumber: '2307-2025-0042' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      totalAmount: '14947.14',
      taxWithheld: '256.91',
      amountReceived: '14690.23',
      payments: [
        {
          method: 'cheque',
          amount: '10000.00',
          bank: 'BDO Unibank',
          chequeNumber: '0012345',
          chequeDate: '2025-01-18',
          reference: null,
        },
        {
          method: 'bankTransfer',
          amount: '3000.00',
          bank: null,
          chequeNumber: null,
          chequeDate: null,
          reference: 'IB-778812',
        },
        { method: 'cash', amount: '1690.23', bank: null, chequeNumber: null, chequeDate: null, reference: null },
      ],
      withholdings: [
        { invoiceNumber: 'BI-PAY-1', percent: '2.00', amount: '246.91', certificateNumber: null },
        { invoiceNumber: 'BI-PAY-2', percent: '1.00', amount: '10.00', certificateNumber: '2307-2025-0042' },
      ],
    });
    const read = await t.app.inject({ method: 'GET', url: `${url}/${receipt.id}`, headers: finance });
    expect(read.json()).toEqual(receipt);
    const [audit] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(receipt.id)));
    expect(audit?.after).toMatchObject({
      payments: [{ method: 'cheque', amount: '10000.00' }, { method: 'bankTransfer' }, { method: 'cash' }],
      withholdings: [{ billingInvoiceId: first.id, percent: '2.00', amount: '246.91' }, { amount: '10.00' }],
    });
  });

  it('refuses payments that do not come to the invoices less the tax withheld, and writes nothing', async () => {
    const invoice = await invoiceOf('BI-PAY-SHORT', '1000.00', '120.00');
    const before = await written();
    const payments = (amount: string) => ({
      orNumber: 'OR-PAY-SHORT',
      dateIssued: '2025-01-20',
      billingInvoiceIds: [invoice.id],
      payments: [{ method: 'cash', amount }],
      withholdings: [{ billingInvoiceId: invoice.id, percent: '2.00' }],
    });
    for (const amount of ['1120.00', '1099.99', '1100.01']) {
      const response = await post(payments(amount));
      expect(response.statusCode).toBe(422);
      expect(messagesOf(response)).toEqual([
        [
          'payments',
          `The payments come to PHP ${amount}, but the invoices less the tax withheld come to PHP 1100.00: record exactly what was received.`,
        ],
      ]);
    }
    expect(await written()).toEqual(before);
    expect((await post(payments('1100.00'))).statusCode).toBe(201);
  });

  it('records a receipt of the spec’s call (no payments named) with none, the whole total received', async () => {
    const invoice = await invoiceOf('BI-PAY-SPEC', '500.00', '60.00');
    const response = await post({
      or_number: 'OR-PAY-SPEC',
      date_issued: '2025-01-20',
      billing_invoice_ids: [invoice.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      payments: [],
      withholdings: [],
      amountReceived: '560.00',
      taxWithheld: '0.00',
    });
  });

  it('checks each method’s details, the cheque’s date and the withholdings, with a sentence on each field', async () => {
    const invoice = await invoiceOf('BI-PAY-BAD', '100.00', '12.00');
    const before = await written();
    const base = { orNumber: 'OR-PAY-BAD', dateIssued: '2025-03-01', billingInvoiceIds: [invoice.id] };
    const cases: [object, [string, string][]][] = [
      [{ payments: [{ method: 'card', amount: '112.00' }] }, [['payments.0.method', messages.methodInvalid]]],
      [
        { payments: [{ method: 'cheque', amount: '0.00', bank: ' ', chequeNumber: '', chequeDate: '' }] },
        [
          ['payments.0.amount', messages.paymentAmountInvalid],
          ['payments.0.bank', messages.bankRequired],
          ['payments.0.cheque_number', messages.chequeNumberRequired],
          ['payments.0.cheque_date', messages.chequeDateRequired],
        ],
      ],
      [
        { payments: [{ method: 'bankTransfer', amount: '-5' }] },
        [
          ['payments.0.amount', messages.paymentAmountInvalid],
          ['payments.0.reference', messages.referenceRequired],
        ],
      ],
      [{ payments: [{ method: 'cash', amount: '1.005' }] }, [['payments.0.amount', messages.paymentAmountInvalid]]],
      [
        { payments: [{ method: 'cheque', amount: '112', bank: 'BPI', chequeNumber: '9', chequeDate: '2025-03-02' }] },
        [['payments.0.cheque_date', messages.chequeAfterReceipt]],
      ],
      [
        { payments: [{ method: 'cheque', amount: '112', bank: 'BPI', chequeNumber: '9', chequeDate: '2024-08-31' }] },
        [['payments.0.cheque_date', messages.chequeStale]],
      ],
      [
        {
          payments: [
            { method: 'cheque', amount: '100', bank: 'BPI', chequeNumber: 'A1', chequeDate: '2025-03-01' },
            { method: 'cheque', amount: '12', bank: 'bpi', chequeNumber: 'a1', chequeDate: '2025-03-01' },
          ],
        },
        [['payments.1.cheque_number', 'Cheque a1 of bpi is listed twice.']],
      ],
      [
        { withholdings: [{ billingInvoiceId: invoice.id + 1000, percent: '2' }] },
        [['withholdings.0.billing_invoice_id', messages.withholdingNotOnReceipt]],
      ],
      [
        {
          withholdings: [
            { billingInvoiceId: invoice.id, percent: '2' },
            { billingInvoiceId: invoice.id, percent: '1' },
          ],
        },
        [['withholdings.1.billing_invoice_id', messages.withholdingTwice]],
      ],
      [
        { withholdings: [{ billingInvoiceId: invoice.id, percent: '0' }] },
        [['withholdings.0.percent', messages.withholdingPercentInvalid]],
      ],
      [
        { withholdings: [{ billingInvoiceId: invoice.id, percent: '15.01' }] },
        [['withholdings.0.percent', messages.withholdingPercentInvalid]],
      ],
      [
        { withholdings: [{ billingInvoiceId: invoice.id, percent: '2', certificateNumber: 'x'.repeat(61) }] },
        [['withholdings.0.certificate_number', messages.certificateTooLong]],
      ],
    ];
    for (const [fields, expected] of cases) {
      const response = await post({ ...base, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(messagesOf(response), JSON.stringify(fields)).toEqual(expected);
    }
    const tooMany = await post({ ...base, payments: Array(11).fill({ method: 'cash', amount: '1' }) });
    expect(messagesOf(tooMany)).toEqual([['payments', 'A receipt records at most 10 payments.']]);
    expect(await written()).toEqual(before);
  });
});

describe('GET /official-receipts/withholding', () => {
  it('proposes the settings’ rate, 2% until an admin sets another, to finance only', async () => {
    const read = () => t.app.inject({ method: 'GET', url: `${url}/withholding`, headers: finance });
    expect((await read()).json()).toEqual({ percent: '2.00' });
    const admin = (await t.signIn('admin')).headers;
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: admin })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { ...settings, withholdingPercent: '1.5' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().withholdingPercent).toBe('1.50');
    expect((await read()).json()).toEqual({ percent: '1.50' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { ...settings, withholdingPercent: '16' },
    });
    expect(refused.statusCode).toBe(422);
    const commercial = (await t.signIn('commercial')).headers;
    expect((await t.app.inject({ method: 'GET', url: `${url}/withholding`, headers: commercial })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /official-receipts/{id}/certificates', () => {
  it('records a pending 2307 once, audited; refuses a second, an invoice without tax withheld, a cancelled receipt', async () => {
    const first = await invoiceOf('BI-CERT-1', '1000.00', '120.00');
    const second = await invoiceOf('BI-CERT-2', '1000.00', '120.00');
    const created = await post({
      orNumber: 'OR-CERT-1',
      dateIssued: '2025-01-20',
      billingInvoiceIds: [first.id, second.id],
      payments: [{ method: 'cash', amount: '2220.00' }],
      withholdings: [{ billingInvoiceId: first.id, percent: '2' }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const record = (billingInvoiceId: number, certificateNumber: string, headers = finance) =>
      t.app.inject({
        method: 'POST',
        url: `${url}/${id}/certificates`,
        headers,
        payload: { billingInvoiceId, certificateNumber },
      });
    const commercial = (await t.signIn('commercial')).headers;
    expect((await record(first.id, 'C-1', commercial)).statusCode).toBe(403);
    expect((await record(first.id, ' ')).json().detail[0].msg).toBe(messages.certificateRequired);
    const none = await record(second.id, 'C-1');
    expect([none.statusCode, none.json().detail]).toEqual([
      404,
      'No tax withheld is recorded for invoice BI-CERT-2 on this receipt.',
    ]);
    const recorded = await record(first.id, ' 2307-0001 ');
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().withholdings).toEqual([
      expect.objectContaining({ invoiceNumber: 'BI-CERT-1', certificateNumber: '2307-0001' }),
    ]);
    const again = await record(first.id, '2307-0002');
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      'The 2307 certificate of invoice BI-CERT-1 is already recorded: 2307-0001.',
    ]);
    const audits = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((audit) => audit.after)).toContainEqual({ invoiceId: first.id, certificateNumber: '2307-0001' });

    const third = await invoiceOf('BI-CERT-3', '100.00', '12.00');
    const toCancel = await post({
      orNumber: 'OR-CERT-2',
      dateIssued: '2025-01-20',
      billingInvoiceIds: [third.id],
      withholdings: [{ billingInvoiceId: third.id, percent: '2' }],
    });
    const cancelledId = toCancel.json().id;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${url}/${cancelledId}/cancel`,
      headers: finance,
      payload: { reason: 'Wrong payer' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().withholdings).toEqual([
      expect.objectContaining({ invoiceNumber: 'BI-CERT-3', amount: '2.00' }),
    ]);
    const onCancelled = await t.app.inject({
      method: 'POST',
      url: `${url}/${cancelledId}/certificates`,
      headers: finance,
      payload: { billingInvoiceId: third.id, certificateNumber: 'C-9' },
    });
    expect([onCancelled.statusCode, onCancelled.json().detail]).toEqual([
      409,
      'Official receipt OR-CERT-2 is cancelled: its certificates are not recorded any more.',
    ]);
  });
});
