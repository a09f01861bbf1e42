import type {
  BillingInvoice,
  BillingInvoiceDetail,
  InvoiceStatus,
  ListBillingInvoicesQuery,
  UnpaidInvoice,
  UnpaidInvoicesQuery,
} from '@portside/contracts/billing';
import type { Page } from '@portside/contracts/lists';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { itemsStartingWith } from '../../db/bl-prefix';
import { blOf, cancellationOf } from '../../db/cancellation';
import type { Db } from '../../db/client';
import { numberKeyOf } from '../../db/document-number';
import { containsPattern, paginate } from '../../db/list';
import { percentOf } from '../../db/percent';
import {
  billingInvoiceLines,
  billingInvoices,
  creditMemos,
  items,
  officialReceipts,
  vessels,
  workOrders,
} from '../../db/schema/index';
import { differenceOf, sumOf } from './charges';

const invoice = billingInvoices;

export const invoiceBl = blOf(invoice);

type InvoiceRow = Omit<BillingInvoice, 'createdAt'> & { createdAt: Date; payerKey: string; payerName: string };
const toInvoice = ({ payerKey: _key, payerName: _name, ...row }: InvoiceRow): BillingInvoice => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Who pays an invoice: its buyer as the invoice printed it (docs/domain.md "Official receipts"), never today's
 * registry. Invoices of one client company are one payer's, whatever consignee name they were billed under; an
 * invoice of no company is its buyer name's (ignoring case and outer spaces).
 */
export const payerKey = sql<string>`coalesce('company:' || ${invoice.buyerCompanyId},
  'name:' || lower(trim(${invoice.buyerName})))`;

/**
 * Invoices as lists read them: the BL, the vessel as printed, the amounts and the receipt that paid it; and their
 * payer, which the receipt form's picker shows.
 */
const selectInvoices = (db: Db) =>
  db
    .select({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      itemId: invoiceBl,
      blNo: items.blNo,
      billingDate: invoice.billingDate,
      vesselName: invoice.vesselName,
      voyageNo: invoice.voyageNo,
      consignee: items.consignee,
      netAmount: invoice.netAmount,
      vatAmount: invoice.vatAmount,
      totalAmount: sql<string>`(${invoice.netAmount} + ${invoice.vatAmount})::text`,
      orNumber: officialReceipts.orNumber,
      createdAt: invoice.createdAt,
      cancellation: cancellationOf(invoice),
      payerKey,
      payerName: invoice.buyerName,
      kind: invoice.kind,
    })
    .from(invoice)
    .innerJoin(items, eq(items.id, invoiceBl))
    .leftJoin(officialReceipts, eq(officialReceipts.id, invoice.officialReceiptId));

/** The normalised number contains the search (number_key's trigram index). */
const numberMatches = (q: string) => {
  const key = numberKeyOf(q);
  return key ? sql`${invoice.numberKey} like ${containsPattern(key)}` : undefined;
};

/** Sort keys of both lists, each ending on the id (the indexes of migration 0011 hold the same columns). */
function orderOf(sort: ListBillingInvoicesQuery['sort'], order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const keys: Record<typeof sort, SQL[]> = {
    vessel: [sql`lower(${invoice.vesselName})`, sql`lower(${invoice.voyageNo})`],
    invoiceNumber: [sql`lower(${invoice.invoiceNumber})`],
    billingDate: [sql`${invoice.billingDate}`],
    createdAt: [sql`${invoice.createdAt}`],
  };
  return [...keys[sort], sql`${invoice.id}`].map((key) => direction(key));
}

/**
 * The normalised number contains the search, or the BL is on a vessel whose name or voyage contains it: the vessels
 * are found first (their trigram indexes), then their visits' BLs and those BLs' invoices, through indexes that start
 * with vessel_id, work_order_id and item_id. (A trigram index on the invoices' own voyage column could not narrow
 * "V.4242" among 900,000 voyages that all share the trigrams of "V.": 760 ms.)
 */
function listWhere(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const vesselsMatching = db
    .select({ id: vessels.id })
    .from(vessels)
    .where(or(ilike(vessels.name, pattern), ilike(vessels.voyageNumber, pattern)));
  const itemsOfVessels = db
    .select({ id: items.id })
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .where(sql`${workOrders.vesselId} = any(array(${vesselsMatching}))`);
  return or(
    numberMatches(q),
    sql`${invoice.itemId} = any(array(${itemsOfVessels}))`,
    sql`${invoice.cancelledItemId} = any(array(${itemsOfVessels}))`,
  );
}

/** Invoices of one standing: paid (by a receipt), unpaid (neither paid nor cancelled) or cancelled. */
const statusWhere: Record<InvoiceStatus, SQL | undefined> = {
  paid: isNotNull(invoice.officialReceiptId),
  unpaid: and(isNull(invoice.officialReceiptId), isNull(invoice.cancelledAt)),
  cancelled: isNotNull(invoice.cancelledAt),
};

/**
 * Invoices billed in the month `YYYY-MM`: their ids read first through the billing date's index, so that the page sorts
 * the month's few thousand rows. (Asked as a range beside the default order, by creation, the planner walks the
 * creation index from the first invoice ever and filters the month's out of all the years before it: 150 ms.)
 */
const monthWhere = (month: string) =>
  sql`${invoice.id} = any(array(select ${invoice.id} from ${invoice} where ${invoice.billingDate} >= ${`${month}-01`}::date
    and ${invoice.billingDate} < ${`${month}-01`}::date + interval '1 month'))`;

/**
 * Spec 2.7: search the normalised invoice number, the vessel or the voyage, of a standing and a month when asked;
 * paged in SQL, createdAt ascending first.
 */
export function listBillingInvoices(db: Db, query: ListBillingInvoicesQuery): Promise<Page<BillingInvoice>> {
  const rows = selectInvoices(db).$dynamic();
  const where = and(
    listWhere(db, query.q),
    query.status ? statusWhere[query.status] : undefined,
    query.month ? monthWhere(query.month) : undefined,
  );
  const list = { table: invoice, where, order: orderOf(query.sort, query.order), rows };
  return paginate(db, list, query, toInvoice);
}

/**
 * The receipt form's search: the normalised number contains it, the buyer's name contains it (the payer as printed,
 * trigram index), or the BL's number starts with it (`itemsStartingWith`, 4 characters or more).
 */
function unpaidWhere(q: string): SQL | undefined {
  const bls = itemsStartingWith(q);
  return or(
    numberMatches(q),
    ilike(invoice.buyerName, containsPattern(q)),
    bls ? sql`${invoice.itemId} = any(${bls})` : undefined,
  );
}

/**
 * Invoices that no official receipt pays yet (the receipt form's picker), searched by number, payer or BL: the partial
 * indexes over the unpaid invoices serve its two sorts, its search and its total.
 */
export function listUnpaidInvoices(db: Db, query: UnpaidInvoicesQuery): Promise<Page<UnpaidInvoice>> {
  // A cancelled invoice has no BL of its own (item_id), and nothing to pay.
  const where = and(
    isNull(invoice.officialReceiptId),
    isNotNull(invoice.itemId),
    query.q ? unpaidWhere(query.q) : undefined,
  );
  const rows = selectInvoices(db).$dynamic();
  const order = orderOf(query.sort, query.order);
  return paginate(db, { table: invoice, where, order, rows }, query, (row) => ({
    ...toInvoice(row),
    payer: { key: row.payerKey, name: row.payerName },
  }));
}

/** One invoice with everything its printed page shows, from what it kept on the day it was issued. */
export async function findBillingInvoice(db: Db, id: number): Promise<BillingInvoiceDetail | undefined> {
  const [[row], lines, memos] = await Promise.all([
    db
      .select({
        invoice,
        blNo: items.blNo,
        consignee: items.consignee,
        description: items.description,
        noPackages: items.noPackages,
        cbm: items.cbm,
        grossWeight: items.grossWeight,
        orNumber: officialReceipts.orNumber,
        vatPercent: percentOf(invoice.vatRate),
        itemId: invoiceBl,
        cancellation: cancellationOf(invoice),
      })
      .from(invoice)
      .innerJoin(items, eq(items.id, invoiceBl))
      .leftJoin(officialReceipts, eq(officialReceipts.id, invoice.officialReceiptId))
      .where(eq(invoice.id, id)),
    db
      .select({
        category: billingInvoiceLines.category,
        basis: billingInvoiceLines.basis,
        quantity: billingInvoiceLines.quantity,
        unitRate: billingInvoiceLines.unitRate,
        amount: billingInvoiceLines.amount,
        periodFrom: billingInvoiceLines.periodFrom,
        periodTo: billingInvoiceLines.periodTo,
        days: billingInvoiceLines.days,
        tier: billingInvoiceLines.tier,
      })
      .from(billingInvoiceLines)
      .where(eq(billingInvoiceLines.invoiceId, id))
      // Stevedoring (ship-side) first, then arrastre (pier-side), as the service is rendered; storage day after day.
      .orderBy(desc(billingInvoiceLines.category), asc(billingInvoiceLines.periodFrom)),
    db
      .select({
        id: creditMemos.id,
        memoNumber: creditMemos.memoNumber,
        memoDate: creditMemos.memoDate,
        totalAmount: sql<string>`(${creditMemos.netAmount} + ${creditMemos.vatAmount})::text`,
        reason: creditMemos.reason,
      })
      .from(creditMemos)
      .where(eq(creditMemos.invoiceId, id))
      .orderBy(asc(creditMemos.serial)),
  ]);
  if (!row) return undefined;
  const { invoice: kept } = row;
  return {
    id: kept.id,
    invoiceNumber: kept.invoiceNumber,
    itemId: row.itemId,
    blNo: row.blNo,
    billingDate: kept.billingDate,
    vesselName: kept.vesselName,
    voyageNo: kept.voyageNo,
    consignee: row.consignee,
    netAmount: kept.netAmount,
    vatAmount: kept.vatAmount,
    totalAmount: sumOf(kept.netAmount, kept.vatAmount),
    orNumber: row.orNumber,
    createdAt: kept.createdAt.toISOString(),
    cancellation: row.cancellation,
    kind: kept.kind,
    storagePeriod: kept.storageFrom && kept.storageTo ? { from: kept.storageFrom, to: kept.storageTo } : null,
    waiver:
      kept.waiverReason === null
        ? null
        : { days: kept.waivedDays, amount: kept.waivedAmount, reason: kept.waiverReason },
    vatTreatment: kept.vatTreatment,
    vatPercent: row.vatPercent,
    lines,
    seller: {
      name: kept.sellerName,
      address: kept.sellerAddress,
      tin: kept.sellerTin,
      vatRegistered: kept.sellerVatRegistered,
    },
    buyer: { name: kept.buyerName, address: kept.buyerAddress, tin: kept.buyerTin },
    description: row.description,
    noPackages: row.noPackages,
    cbm: Number(row.cbm),
    grossWeight: Number(row.grossWeight),
    creditMemos: memos,
    remainingAmount: memos.reduce(
      (remaining, memo) => differenceOf(remaining, memo.totalAmount),
      sumOf(kept.netAmount, kept.vatAmount),
    ),
  };
}
