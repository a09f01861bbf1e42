import type { Page } from '@portside/contracts/lists';
import {
  type ListOfficialReceiptsQuery,
  type OfficialReceipt,
  type OfficialReceiptDetail,
  officialReceiptMessages,
} from '@portside/contracts/official-receipts';
import { eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { itemsStartingWith } from '../../db/bl-prefix';
import { cancellationOf } from '../../db/cancellation';
import type { Db } from '../../db/client';
import { numberKeyOf } from '../../db/document-number';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { appSettings, billingInvoices, creditMemos, officialReceipts } from '../../db/schema/index';
import { NotFound } from '../../errors';
import { differenceOf, sumOf } from '../billing-invoices/charges';
import { invoicesOfReceipt, paidByReceipt } from './invoices';
import { settlementOfReceipt } from './payments';

/**
 * The invoices the receipt of the outer query paid (also when it was cancelled), for the two aggregates below (one
 * statement, no query per row).
 */
const settled = sql`from ${billingInvoices} where ${paidByReceipt}`;

const receiptColumns = {
  id: officialReceipts.id,
  orNumber: officialReceipts.orNumber,
  dateIssued: officialReceipts.dateIssued,
  invoiceNumbers: sql<string[]>`array(select ${billingInvoices.invoiceNumber} ${settled}
    order by ${billingInvoices.invoiceNumber})`,
  totalAmount: sql<string>`(select coalesce(sum(${billingInvoices.netAmount} + ${billingInvoices.vatAmount}), 0)
    ${settled})::numeric(16, 2)::text`,
  createdAt: officialReceipts.createdAt,
  cancellation: cancellationOf(officialReceipts),
};

const toReceipt = (row: Omit<OfficialReceipt, 'createdAt'> & { createdAt: Date }): OfficialReceipt => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** At most this many invoices does a search by invoice number reach (a year's prefix matches them all). */
const invoiceReach = 500;

/**
 * The receipts a search finds: its OR number written any way contains it (its key, trigram index), its payer's name
 * contains it (trigram index), or it paid (also when since cancelled) an invoice whose number contains it or an
 * invoice of a BL whose number starts with it. The invoices are found first, at most `invoiceReach` by number and
 * `blPrefixReach` BLs, then their receipts through the invoices' receipt column and the cancelled receipts' GIN index.
 */
function receiptSearch(q: string): SQL[] {
  const key = numberKeyOf(q);
  const bls = itemsStartingWith(q);
  const byNumber = key
    ? sql`select ${billingInvoices.id} from ${billingInvoices} where ${billingInvoices.numberKey} like ${containsPattern(key)}
        limit ${invoiceReach}`
    : undefined;
  const byBl = bls
    ? sql`select ${billingInvoices.id} from ${billingInvoices}
        where ${billingInvoices.itemId} = any(${bls}) or ${billingInvoices.cancelledItemId} = any(${bls})`
    : undefined;
  const invoiceQueries = [byNumber, byBl].filter((part): part is SQL => part !== undefined);
  const invoiceIds = invoiceQueries.length
    ? sql`array(${sql.join(
        invoiceQueries.map((part) => sql`(${part})`),
        sql` union `,
      )})`
    : undefined;
  const alternatives = [
    key ? sql`${officialReceipts.numberKey} like ${containsPattern(key)}` : undefined,
    ilike(officialReceipts.payerName, containsPattern(q)),
    invoiceIds
      ? sql`${officialReceipts.id} = any(array(select ${billingInvoices.officialReceiptId} from ${billingInvoices}
          where ${billingInvoices.id} = any(${invoiceIds}) and ${billingInvoices.officialReceiptId} is not null))`
      : undefined,
    // "is not null" first: the planner then reckons with the few cancelled receipts, not 1% of all for "&&".
    invoiceIds
      ? sql`(${officialReceipts.cancelledInvoiceIds} is not null and ${officialReceipts.cancelledInvoiceIds} && ${invoiceIds})`
      : undefined,
  ];
  return alternatives.filter((alternative): alternative is SQL => alternative !== undefined);
}

/**
 * Searched by OR number, payer, invoice number or BL number (`receiptSearch`), sorted by OR number ignoring case, date
 * issued or creation, one page: the page's ids walk the (sort key, id) indexes of migration 0010, then its 20 rows
 * read their invoices.
 */
export function listOfficialReceipts(db: Db, query: ListOfficialReceiptsQuery): Promise<Page<OfficialReceipt>> {
  const order = orderByKey(
    {
      orNumber: sql`lower(${officialReceipts.orNumber})`,
      dateIssued: officialReceipts.dateIssued,
      createdAt: officialReceipts.createdAt,
    },
    officialReceipts.id,
    query,
  );
  const anyOf = query.q ? receiptSearch(query.q) : undefined;
  const rows = db.select(receiptColumns).from(officialReceipts).$dynamic();
  return paginate(db, { table: officialReceipts, where: undefined, anyOf, order, rows }, query, toReceipt);
}

/**
 * The seller as the receipt prints it: as its first invoice printed it (the invoice keeps the registered name,
 * address, TIN and VAT status of its day); an invoice written before those settings existed falls back to the first
 * of our operator names.
 */
async function seller(db: Db, invoiceId: number): Promise<OfficialReceiptDetail['seller']> {
  const [row] = await db
    .select({
      name: billingInvoices.sellerName,
      address: billingInvoices.sellerAddress,
      tin: billingInvoices.sellerTin,
      vatRegistered: billingInvoices.sellerVatRegistered,
      ownOperators: appSettings.ownOperators,
    })
    .from(billingInvoices)
    .leftJoin(appSettings, sql`true`)
    .where(eq(billingInvoices.id, invoiceId));
  if (!row) throw new Error(`billing invoice ${invoiceId} is gone`);
  const { ownOperators, ...printed } = row;
  return { ...printed, name: printed.name || (ownOperators?.[0] ?? '') };
}

/** One receipt with everything its printed page shows. */
export async function readOfficialReceipt(db: Db, id: number): Promise<OfficialReceiptDetail> {
  const [[receipt], settledInvoices] = await Promise.all([
    db.select(receiptColumns).from(officialReceipts).where(eq(officialReceipts.id, id)),
    invoicesOfReceipt(db, id),
  ]);
  if (!receipt) throw new NotFound(officialReceiptMessages.receiptNotFound);
  const first = settledInvoices[0];
  if (!first) throw new Error(`official receipt ${id} settles no invoice`);
  const invoices = settledInvoices.map(({ invoice }) => invoice);
  const [credited] = await db
    .select({ id: creditMemos.id })
    .from(creditMemos)
    .where(
      inArray(
        creditMemos.invoiceId,
        invoices.map((invoice) => invoice.id),
      ),
    )
    .limit(1);
  const { payments, withholdings } = await settlementOfReceipt(db, id);
  const taxWithheld = withholdings.reduce((sum, withholding) => sumOf(sum, withholding.amount), '0.00');
  return {
    ...toReceipt(receipt),
    payments,
    withholdings,
    amountReceived: differenceOf(receipt.totalAmount, taxWithheld),
    taxWithheld,
    invoices,
    seller: await seller(db, first.invoice.id),
    payer: first.payer,
    credited: credited !== undefined,
  };
}
