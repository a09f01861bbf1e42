import { decimal, scaled } from '@portside/contracts/money';
import {
  officialReceiptMessages as messages,
  type officialReceiptBodySchema,
  type ReceiptPayment,
  type ReceiptWithholding,
  withheldFrom,
} from '@portside/contracts/official-receipts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { percentOf } from '../../db/percent';
import { billingInvoices, receiptPayments, receiptWithholdings } from '../../db/schema/index';
import { Invalid, withValues } from '../../errors';

type Body = z.output<typeof officialReceiptBodySchema>;
/** An invoice the receipt settles, with its stored amounts. */
export type Settled = { id: number; netAmount: string; vatAmount: string };

/**
 * What the receipt writes beside itself: each withholding with its amount (one rounding to nothing is no withholding),
 * and the refusal when the payments named do not come to exactly the invoices' total less the tax withheld.
 */
export function settlementOf(body: Body, invoices: readonly Settled[]) {
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const withholdings = (body.withholdings ?? []).flatMap((withholding) => {
    const invoice = byId.get(withholding.billingInvoiceId);
    const amount = invoice ? withheldFrom(invoice.netAmount, withholding.percent) : 0n;
    return amount > 0n ? [{ ...withholding, amount }] : [];
  });
  const total = invoices.reduce(
    (sum, invoice) => sum + scaled(invoice.netAmount, 2) + scaled(invoice.vatAmount, 2),
    0n,
  );
  const due = total - withholdings.reduce((sum, withholding) => sum + withholding.amount, 0n);
  if (body.payments) {
    const received = body.payments.reduce((sum, payment) => sum + scaled(payment.amount, 2), 0n);
    if (received !== due) {
      const message = withValues(messages.paymentsDoNotBalance, {
        received: decimal(received, 2),
        due: decimal(due, 2),
      });
      throw new Invalid([{ path: ['payments'], message }]);
    }
  }
  return { withholdings, payments: body.payments ?? [] };
}

/** Writes a receipt's payments and withholdings (inside the receipt's transaction). */
export async function recordSettlement(tx: Db, receiptId: number, settlement: ReturnType<typeof settlementOf>) {
  if (settlement.payments.length > 0)
    await tx.insert(receiptPayments).values(
      settlement.payments.map((payment) => ({
        receiptId,
        method: payment.method,
        amount: payment.amount,
        bank: 'bank' in payment ? payment.bank : null,
        chequeNumber: payment.method === 'cheque' ? payment.chequeNumber : null,
        chequeDate: payment.method === 'cheque' ? payment.chequeDate : null,
        reference: payment.method === 'bankTransfer' ? payment.reference : null,
      })),
    );
  if (settlement.withholdings.length > 0)
    await tx.insert(receiptWithholdings).values(
      settlement.withholdings.map((withholding) => ({
        receiptId,
        invoiceId: withholding.billingInvoiceId,
        rate: decimal(scaled(withholding.percent, 2), 4),
        amount: decimal(withholding.amount, 2),
        certificateNumber: withholding.certificateNumber,
      })),
    );
}

/** A receipt's payments in the order they were recorded, and its withholdings in its invoices' order. */
export async function settlementOfReceipt(
  db: Db,
  receiptId: number,
): Promise<{ payments: ReceiptPayment[]; withholdings: ReceiptWithholding[] }> {
  const [payments, withholdings] = await Promise.all([
    db
      .select({
        method: receiptPayments.method,
        amount: receiptPayments.amount,
        bank: receiptPayments.bank,
        chequeNumber: receiptPayments.chequeNumber,
        chequeDate: receiptPayments.chequeDate,
        reference: receiptPayments.reference,
      })
      .from(receiptPayments)
      .where(eq(receiptPayments.receiptId, receiptId))
      .orderBy(receiptPayments.id),
    db
      .select({
        invoiceId: receiptWithholdings.invoiceId,
        invoiceNumber: billingInvoices.invoiceNumber,
        percent: percentOf(receiptWithholdings.rate),
        amount: receiptWithholdings.amount,
        certificateNumber: receiptWithholdings.certificateNumber,
      })
      .from(receiptWithholdings)
      .innerJoin(billingInvoices, eq(billingInvoices.id, receiptWithholdings.invoiceId))
      .where(eq(receiptWithholdings.receiptId, receiptId))
      .orderBy(billingInvoices.billingDate, billingInvoices.invoiceNumber),
  ]);
  return { payments, withholdings };
}
