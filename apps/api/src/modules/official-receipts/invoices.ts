import type { BillingInvoice } from '@portside/contracts/billing';
import { eq, type SQL, sql } from 'drizzle-orm';
import { cancellationOf } from '../../db/cancellation';
import type { Db } from '../../db/client';
import { billingInvoices, items, officialReceipts } from '../../db/schema/index';
import { invoiceBl, payerKey } from '../billing-invoices/queries';

/** The invoices named by a receipt's body, with what the receipt's rules read: date, payer, the receipt that paid it. */
export function invoicesToSettle(db: Db, where: SQL) {
  return db
    .select({
      id: billingInvoices.id,
      invoiceNumber: billingInvoices.invoiceNumber,
      itemId: billingInvoices.itemId,
      billingDate: billingInvoices.billingDate,
      netAmount: billingInvoices.netAmount,
      vatAmount: billingInvoices.vatAmount,
      payer: payerKey,
      buyerName: billingInvoices.buyerName,
      orNumber: officialReceipts.orNumber,
      cancelled: sql<boolean>`${billingInvoices.cancelledAt} is not null`,
    })
    .from(billingInvoices)
    .leftJoin(officialReceipts, eq(officialReceipts.id, billingInvoices.officialReceiptId))
    .where(where);
}

/**
 * The invoices a receipt paid: those it pays while it stands, those it paid when it was cancelled (kept on it, since
 * cancelling frees them).
 */
export const paidByReceipt = sql`(${billingInvoices.officialReceiptId} = ${officialReceipts.id}
  or ${billingInvoices.id} = any(coalesce(${officialReceipts.cancelledInvoiceIds}, '{}')))`;

/** The invoices a receipt settles, as lists show invoices (the vessel as printed), each with its buyer as printed. */
export async function invoicesOfReceipt(db: Db, receiptId: number) {
  const rows = await db
    .select({
      id: billingInvoices.id,
      invoiceNumber: billingInvoices.invoiceNumber,
      itemId: invoiceBl,
      blNo: items.blNo,
      billingDate: billingInvoices.billingDate,
      vesselName: billingInvoices.vesselName,
      voyageNo: billingInvoices.voyageNo,
      consignee: items.consignee,
      netAmount: billingInvoices.netAmount,
      vatAmount: billingInvoices.vatAmount,
      totalAmount: sql<string>`(${billingInvoices.netAmount} + ${billingInvoices.vatAmount})::text`,
      orNumber: officialReceipts.orNumber,
      createdAt: billingInvoices.createdAt,
      cancellation: cancellationOf(billingInvoices),
      payerName: billingInvoices.buyerName,
      payerAddress: billingInvoices.buyerAddress,
      payerTin: billingInvoices.buyerTin,
      kind: billingInvoices.kind,
    })
    .from(officialReceipts)
    .innerJoin(billingInvoices, paidByReceipt)
    .innerJoin(items, eq(items.id, invoiceBl))
    .where(eq(officialReceipts.id, receiptId))
    .orderBy(billingInvoices.billingDate, billingInvoices.invoiceNumber);
  return rows.map(({ payerName, payerAddress, payerTin, createdAt, ...invoice }) => ({
    invoice: { ...invoice, createdAt: createdAt.toISOString() } satisfies BillingInvoice,
    payer: { name: payerName, address: payerAddress, tin: payerTin },
  }));
}
