import type { BillingInvoice } from '@portside/contracts/billing';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingInvoices,
  clients,
  companies,
  consignees,
  items,
  officialReceipts,
  vessels,
  workOrders,
} from '../../db/schema/index';

/**
 * Who pays an invoice (docs/domain.md "Official receipts"): the client company tied to the BL's consignee through the
 * consignee registry; else that registry consignee; else the consignee as printed on the manifest. Invoices of one
 * key are one payer's.
 */
const payerKey = sql<string>`coalesce('company:' || ${consignees.companyId}, 'consignee:' || ${items.consigneeId},
  'name:' || lower(trim(${items.consignee})))`;

/** The invoices named by a receipt's body, with what the receipt's rules read: date, payer, the receipt that paid it. */
export function invoicesToSettle(db: Db, where: SQL) {
  return db
    .select({
      id: billingInvoices.id,
      invoiceNumber: billingInvoices.invoiceNumber,
      billingDate: billingInvoices.billingDate,
      payer: payerKey,
      orNumber: officialReceipts.orNumber,
    })
    .from(billingInvoices)
    .innerJoin(items, eq(items.id, billingInvoices.itemId))
    .leftJoin(consignees, eq(consignees.id, items.consigneeId))
    .leftJoin(officialReceipts, eq(officialReceipts.id, billingInvoices.officialReceiptId))
    .where(where);
}

/** The first client record of the payer's company: its address and TIN are the payer's. */
const payerClient = (column: SQL) =>
  sql<string | null>`(select ${column} from ${clients} where ${clients.companyId} = ${companies.id}
    order by ${clients.id} limit 1)`;
const clientAddress = sql`nullif(concat_ws(', ', nullif(trim(${clients.address}), ''), ${clients.city},
  ${clients.province}, ${clients.zipCode}, ${clients.country}), '')`;

/** The invoices a receipt settles, as lists show invoices, each with its payer as printed. */
export async function invoicesOfReceipt(db: Db, receiptId: number) {
  const rows = await db
    .select({
      id: billingInvoices.id,
      invoiceNumber: billingInvoices.invoiceNumber,
      itemId: billingInvoices.itemId,
      blNo: items.blNo,
      billingDate: billingInvoices.billingDate,
      vesselName: vessels.name,
      voyageNo: vessels.voyageNumber,
      consignee: items.consignee,
      netAmount: billingInvoices.netAmount,
      vatAmount: billingInvoices.vatAmount,
      totalAmount: sql<string>`(${billingInvoices.netAmount} + ${billingInvoices.vatAmount})::text`,
      orNumber: officialReceipts.orNumber,
      createdAt: billingInvoices.createdAt,
      payerName: sql<string>`coalesce(${companies.name}, ${consignees.name}, ${items.consignee})`,
      payerAddress: payerClient(clientAddress),
      payerTin: payerClient(sql`nullif(trim(${clients.salesTaxRegistration}), '')`),
    })
    .from(billingInvoices)
    .innerJoin(officialReceipts, eq(officialReceipts.id, billingInvoices.officialReceiptId))
    .innerJoin(items, eq(items.id, billingInvoices.itemId))
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
    .leftJoin(consignees, eq(consignees.id, items.consigneeId))
    .leftJoin(companies, eq(companies.id, consignees.companyId))
    .where(eq(billingInvoices.officialReceiptId, receiptId))
    .orderBy(billingInvoices.billingDate, billingInvoices.invoiceNumber);
  return rows.map(({ payerName, payerAddress, payerTin, createdAt, ...invoice }) => ({
    invoice: { ...invoice, createdAt: createdAt.toISOString() } satisfies BillingInvoice,
    payer: { name: payerName, address: payerAddress, tin: payerTin },
  }));
}
