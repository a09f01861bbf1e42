import {
  officialReceiptMessages as messages,
  type OfficialReceiptDetail,
  type officialReceiptBodySchema,
} from '@portside/contracts/official-receipts';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { billingInvoices, officialReceiptInvoices, officialReceipts } from '../../db/schema/index';
import { Conflict, Invalid, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { terminalTimeZone } from '../settings/service';
import { invoicesToSettle } from './invoices';
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

/** The rules of a receipt over its invoices (docs/domain.md "Official receipts"), in the order of the body's list. */
function checkInvoices(body: Body, found: Candidate[], today: string): void {
  const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
  const missing = body.billingInvoiceIds.flatMap((id, index) =>
    byId.has(id) ? [] : [{ path: ['billingInvoiceIds', index], message: messages.invoiceNotFound }],
  );
  if (missing.length > 0) throw new Invalid(missing);
  if (body.dateIssued > today) throw new Invalid([{ path: ['dateIssued'], message: messages.dateInFuture }]);
  const invoices = body.billingInvoiceIds.map((id) => byId.get(id) as Candidate);
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
 * What a unique key refused, in words. Another cashier's receipt committed first: for the invoice key the winner's
 * link is there to be named (links are never deleted: no call removes a receipt).
 */
async function refusal(db: Db, body: Body, error: unknown): Promise<unknown> {
  if (!isUniqueViolation(error)) return error;
  const constraint = violatedConstraint(error);
  if (constraint === 'official_receipts_number_key') {
    return new Conflict(withValues(messages.numberUsed, { orNumber: body.orNumber }));
  }
  if (constraint === 'official_receipt_invoices_invoice_key') {
    const invoices = await invoicesToSettle(db, inArray(billingInvoices.id, body.billingInvoiceIds));
    const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    const winner = body.billingInvoiceIds.map((id) => byId.get(id)).find((invoice) => invoice?.orNumber);
    if (winner) return paid(winner);
  }
  return error;
}

/**
 * Records an official receipt and links its invoices in one transaction. The unique key on the invoice settles a
 * race: of cashiers submitting receipts for one invoice at once, one commits and the others get the sentence
 * naming the invoice and the winner's receipt, with nothing of theirs written.
 */
export async function createOfficialReceipt(db: Db, actor: Actor, body: Body): Promise<OfficialReceiptDetail> {
  const today = todayIn(await terminalTimeZone(db));
  let id: number;
  try {
    id = await inTransaction(db, async (tx) => {
      const found = await invoicesToSettle(tx, inArray(billingInvoices.id, body.billingInvoiceIds));
      checkInvoices(body, found, today);
      const [receipt] = await tx
        .insert(officialReceipts)
        .values({ orNumber: body.orNumber, dateIssued: body.dateIssued })
        .returning();
      if (!receipt) throw new Error('the receipt insert returned nothing');
      await tx
        .insert(officialReceiptInvoices)
        .values(
          body.billingInvoiceIds.map((billingInvoiceId) => ({ officialReceiptId: receipt.id, billingInvoiceId })),
        );
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'official_receipts',
        entityId: receipt.id,
        after: { ...receipt, invoices: body.billingInvoiceIds },
      });
      return receipt.id;
    });
  } catch (error) {
    throw await refusal(db, body, error);
  }
  return readOfficialReceipt(db, id);
}
