import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInvoices, officialReceipts, receiptPayments, receiptWithholdings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBillingInvoice } from './test/test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('50 cashiers receipting one invoice at the same moment', () => {
  it('lets exactly one win; the 49 others get the sentence naming the winner and write nothing', async () => {
    const { headers } = await t.signIn('finance');
    const invoice = await buildBillingInvoice(t.db, { invoiceNumber: 'BI-RACE-1' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/official-receipts',
          headers,
          payload: {
            or_number: `OR-RACE-${n}`,
            date_issued: '2025-01-20',
            billing_invoice_ids: [invoice.id],
            // As the receipt form sends it: 1,120.00 less 2% of the 1,000.00 net, by cheque.
            payments: [
              { method: 'cheque', amount: '1100', bank: 'BPI', cheque_number: `${n}`, cheque_date: '2025-01-20' },
            ],
            withholdings: [{ billing_invoice_id: invoice.id, percent: '2' }],
          },
        }),
      ),
    );
    const won = responses.filter((response) => response.statusCode === 201);
    expect(won).toHaveLength(1);
    const winner = won[0]?.json().orNumber;
    const lost = responses.filter((response) => response.statusCode !== 201);
    expect(lost.map((response) => [response.statusCode, response.json().detail])).toEqual(
      Array(49).fill([409, `Invoice BI-RACE-1 is already paid on official receipt ${winner}.`]),
    );
    expect(await t.db.select({ n: count() }).from(officialReceipts)).toEqual([{ n: 1 }]);
    expect(await t.db.select({ n: count() }).from(receiptPayments)).toEqual([{ n: 1 }]);
    expect(await t.db.select({ n: count() }).from(receiptWithholdings)).toEqual([{ n: 1 }]);
    expect(
      await t.db
        .select({ receipt: officialReceipts.orNumber })
        .from(billingInvoices)
        .innerJoin(officialReceipts, eq(officialReceipts.id, billingInvoices.officialReceiptId)),
    ).toEqual([{ receipt: winner }]);
  });
});
