import {
  type CreditMemo,
  type CreditMemoDetail,
  creditMemoMessages,
  type ListCreditMemosQuery,
} from '@portside/contracts/credit-memos';
import type { Page } from '@portside/contracts/lists';
import { and, asc, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { blOf } from '../../db/cancellation';
import type { Db } from '../../db/client';
import { containsPattern, paginate } from '../../db/list';
import { percentOf } from '../../db/percent';
import { billingInvoices, creditMemoLines, creditMemos, items, users } from '../../db/schema/index';
import { NotFound } from '../../errors';

const memo = creditMemos;
const invoice = billingInvoices;

/**
 * Memos as lists read them, with their invoice's number, BL and buyer, and who issued them; `more` adds columns of the
 * memo or its invoice (what the printed memo shows).
 */
const selectMemos = <More extends SelectedFields>(db: Db, more = {} as More) =>
  db
    .select({
      ...more,
      id: memo.id,
      memoNumber: memo.memoNumber,
      memoDate: memo.memoDate,
      billingInvoiceId: memo.invoiceId,
      invoiceNumber: invoice.invoiceNumber,
      blNo: items.blNo,
      buyerName: invoice.buyerName,
      netAmount: memo.netAmount,
      vatAmount: memo.vatAmount,
      totalAmount: sql<string>`(${memo.netAmount} + ${memo.vatAmount})::text`,
      reason: memo.reason,
      issuedBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
      createdAt: memo.createdAt,
    })
    .from(memo)
    .innerJoin(invoice, eq(invoice.id, memo.invoiceId))
    .innerJoin(items, eq(items.id, blOf(invoice)))
    .leftJoin(users, eq(users.id, memo.issuedBy));

const toMemo = <Row extends Omit<CreditMemo, 'createdAt'> & { createdAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The memo number contains the search, or its invoice's number, BL number or buyer does: probed memo by memo through
 * the invoice's and the BL's primary keys (memos are a few thousand; invoices and BLs a million).
 */
function listWhere(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const invoiceMatches = db
    .select({ one: sql`1` })
    .from(invoice)
    .innerJoin(items, eq(items.id, blOf(invoice)))
    .where(
      and(
        eq(invoice.id, memo.invoiceId),
        or(ilike(invoice.invoiceNumber, pattern), ilike(items.blNo, pattern), ilike(invoice.buyerName, pattern)),
      ),
    );
  return or(ilike(memo.memoNumber, pattern), exists(invoiceMatches));
}

/** Finance's list of credit memos, newest number first unless sorted otherwise. */
export function listCreditMemos(db: Db, query: ListCreditMemosQuery): Promise<Page<CreditMemo>> {
  const direction = query.order === 'asc' ? asc : desc;
  const key = query.sort === 'memoDate' ? memo.memoDate : memo.serial;
  const list = {
    table: memo,
    where: listWhere(db, query.q),
    order: [direction(key), direction(memo.id)],
    rows: selectMemos(db).$dynamic(),
  };
  return paginate(db, list, query, toMemo);
}

/** What the printed memo shows of its invoice, as the invoice printed it. */
const printedColumns = {
  billingDate: invoice.billingDate,
  invoiceTotalAmount: sql<string>`(${invoice.netAmount} + ${invoice.vatAmount})::text`,
  vatPercent: percentOf(invoice.vatRate),
  vatTreatment: invoice.vatTreatment,
  sellerName: invoice.sellerName,
  sellerAddress: invoice.sellerAddress,
  sellerTin: invoice.sellerTin,
  sellerVatRegistered: invoice.sellerVatRegistered,
  buyerAddress: invoice.buyerAddress,
  buyerTin: invoice.buyerTin,
  vesselName: invoice.vesselName,
  voyageNo: invoice.voyageNo,
};

/** One memo with everything its print shows: the parties and vessel as its invoice printed them, and its lines. */
export async function readCreditMemo(db: Db, id: number): Promise<CreditMemoDetail> {
  const [[row], lines] = await Promise.all([
    selectMemos(db, printedColumns).where(eq(memo.id, id)),
    db
      .select({
        category: creditMemoLines.category,
        netAmount: creditMemoLines.netAmount,
        vatAmount: creditMemoLines.vatAmount,
      })
      .from(creditMemoLines)
      .where(eq(creditMemoLines.memoId, id))
      .orderBy(desc(creditMemoLines.category)),
  ]);
  if (!row) throw new NotFound(creditMemoMessages.memoNotFound);
  const { sellerName, sellerAddress, sellerTin, sellerVatRegistered, buyerAddress, buyerTin, ...shown } = row;
  return {
    ...toMemo(shown),
    lines,
    seller: { name: sellerName, address: sellerAddress, tin: sellerTin, vatRegistered: sellerVatRegistered },
    buyer: { name: row.buyerName, address: buyerAddress, tin: buyerTin },
  };
}
