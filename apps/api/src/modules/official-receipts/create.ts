import { decimal } from '@portside/contracts/money';
import {
  officialReceiptMessages as messages,
  type OfficialReceiptDetail,
  type officialReceiptBodySchema,
} from '@portside/contracts/official-receipts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { numberKeyOf } from '../../db/document-number';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { withRollups } from '../../db/rollups/maintain';
import { billingInvoices, officialReceipts } from '../../db/schema/index';
import { Conflict, Invalid, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { terminalTimeZone } from '../settings/service';
import { invoicesToSettle } from './invoices';
import { recordSettlement, settlementOf } from './payments';
import { readOfficialReceipt } from './queries';

type Body = z.output<typeof officialReceiptBodySchema>;
type Candidate = Awaited<ReturnType<typeof invoicesToSettle>>[number];

/** Today on the terminal's clock, YYYY-MM-DD. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const paid = (invoice: Candidate) =>
  new Conflict(
    withValues(messages.invoicePaid, { invoiceNumber: invoice.invoiceNumber, orNumber: invoice.orNumber ?? '' }),
  );

const cancelledInvoice = (invoice: Candidate) =>
  new Conflict(withValues(messages.invoiceCancelled, { invoiceNumber: invoice.invoiceNumber }));

/** The invoice its printed page lists first (by billing date, then number): its buyer is the receipt's payer. */
const firstOf = (invoices: Candidate[]) =>
  invoices.reduce((a, b) =>
    b.billingDate < a.billingDate || (b.billingDate === a.billingDate && b.invoiceNumber < a.invoiceNumber) ? b : a,
  );

/** The rules of a receipt over its invoices (docs/domain.md "Official receipts"), in the order of the body's list. */
function checkInvoices(body: Body, found: Candidate[], today: string): void {
  const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
  const missing = body.billingInvoiceIds.flatMap((id, index) =>
    byId.has(id) ? [] : [{ path: ['billingInvoiceIds', index], message: messages.invoiceNotFound }],
  );
  if (missing.length > 0) throw new Invalid(missing);
  if (body.dateIssued > today) throw new Invalid([{ path: ['dateIssued'], message: messages.dateInFuture }]);
  const invoices = body.billingInvoiceIds.map((id) => byId.get(id) as Candidate);
  const cancelled = invoices.find((invoice) => invoice.cancelled);
  if (cancelled) throw cancelledInvoice(cancelled);
  const alreadyPaid = invoices.find((invoice) => invoice.orNumber !== null);
  if (alreadyPaid) throw paid(alreadyPaid);
  const [first] = invoices;
  const otherPayer = invoices.find((invoice) => invoice.payer !== first?.payer);
  if (otherPayer) throw new Conflict(withValues(messages.mixedPayers, { invoiceNumber: otherPayer.invoiceNumber }));
  const latest = invoices.reduce((a, b) => (b.billingDate > a.billingDate ? b : a));
  if (body.dateIssued < latest.billingDate) {
    const message = withValues(messages.dateBeforeInvoice, {
      invoiceNumber: latest.invoiceNumber,
      billingDate: latest.billingDate,
    });
    throw new Invalid([{ path: ['dateIssued'], message }]);
  }
}

/**
 * A receipt of this OR number, written any way, took it first (also another cashier's, racing ours): the unique key
 * refused ours, and the sentence names the number as that receipt has it.
 */
async function refusal(db: Db, body: Body, error: unknown): Promise<unknown> {
  if (!isUniqueViolation(error) || violatedConstraint(error) !== 'official_receipts_number_key') return error;
  const [holder] = await db
    .select({ orNumber: officialReceipts.orNumber })
    .from(officialReceipts)
    .where(eq(officialReceipts.numberKey, numberKeyOf(body.orNumber)));
  return new Conflict(withValues(messages.numberUsed, { orNumber: holder?.orNumber ?? body.orNumber }));
}

/**
 * Marks the body's invoices paid by the receipt, each only while it stands and no receipt pays it. An invoice left
 * out was paid by another cashier's receipt (or cancelled) since the checks: its transaction committed before ours could lock the row (READ
 * COMMITTED re-reads a row it waited for), so this next statement sees that receipt and names it.
 */
async function settle(tx: Db, body: Body, receiptId: number): Promise<void> {
  const settled = await tx
    .update(billingInvoices)
    .set({ officialReceiptId: receiptId })
    .where(
      and(
        inArray(billingInvoices.id, body.billingInvoiceIds),
        isNull(billingInvoices.officialReceiptId),
        isNotNull(billingInvoices.itemId),
      ),
    )
    .returning({ id: billingInvoices.id });
  const settledIds = new Set(settled.map((invoice) => invoice.id));
  const taken = body.billingInvoiceIds.find((id) => !settledIds.has(id));
  if (taken === undefined) return;
  const [invoice] = await invoicesToSettle(tx, eq(billingInvoices.id, taken));
  if (!invoice) throw new Error(`billing invoice ${taken} is gone`);
  throw invoice.cancelled ? cancelledInvoice(invoice) : paid(invoice);
}

/**
 * Records an official receipt and marks its invoices paid in one transaction. Of cashiers submitting receipts for one
 * invoice at once, the first to update the invoice's row commits; the others find it paid and get the sentence naming
 * the invoice and the winner's receipt, with nothing of theirs written.
 */
export async function createOfficialReceipt(db: Db, actor: Actor, body: Body): Promise<OfficialReceiptDetail> {
  const today = todayIn(await terminalTimeZone(db));
  let id: number;
  try {
    id = await inTransaction(db, async (tx) => {
      const found = await invoicesToSettle(tx, inArray(billingInvoices.id, body.billingInvoiceIds));
      checkInvoices(body, found, today);
      const settlement = settlementOf(body, found);
      const [receipt] = await tx
        .insert(officialReceipts)
        .values({ orNumber: body.orNumber, dateIssued: body.dateIssued, payerName: firstOf(found).buyerName })
        // What the audit keeps: not the number's key, which the number gives.
        .returning({
          id: officialReceipts.id,
          orNumber: officialReceipts.orNumber,
          dateIssued: officialReceipts.dateIssued,
          createdAt: officialReceipts.createdAt,
        });
      if (!receipt) throw new Error('the receipt insert returned nothing');
      await recordSettlement(tx, receipt.id, settlement);
      await withRollups(
        tx,
        found.flatMap((invoice) => (invoice.itemId === null ? [] : [invoice.itemId])),
        () => settle(tx, body, receipt.id),
      );
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'official_receipts',
        entityId: receipt.id,
        after: {
          ...receipt,
          invoices: body.billingInvoiceIds,
          payments: settlement.payments,
          withholdings: settlement.withholdings.map((withholding) => ({
            ...withholding,
            amount: decimal(withholding.amount, 2),
          })),
        },
      });
      return receipt.id;
    });
  } catch (error) {
    throw await refusal(db, body, error);
  }
  return readOfficialReceipt(db, id);
}
