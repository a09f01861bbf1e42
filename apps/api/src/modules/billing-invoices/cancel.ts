import { type BillingInvoiceDetail, billingMessages } from '@portside/contracts/billing';
import type { CancelBody } from '@portside/contracts/cancellations';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { cancelledBy } from '../../db/cancellation';
import { type Db, inTransaction } from '../../db/client';
import { withRollups } from '../../db/rollups/maintain';
import { billingInvoices, creditMemos, officialReceipts } from '../../db/schema/index';
import { Conflict, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { getBillingInvoice } from './service';

/**
 * A standing storage invoice `later` of the same BL that bills later days: only the last storage invoice of a BL is
 * cancelled, so that its days stay billed one after the other from the first. Named in full: an update names its
 * columns without the table, which the subquery would take as its own.
 */
const laterStorage = (later: SQL) => sql`${later}.item_id = "billing_invoices"."item_id" and ${later}.kind = 'storage'
  and "billing_invoices"."kind" = 'storage' and ${later}.storage_from > "billing_invoices"."storage_from"
  order by ${later}.storage_from desc limit 1`;

/** The invoice as a cancellation reads it: whether it stands, and the receipt that pays it. */
async function stateOf(db: Db, id: number) {
  const [found] = await db
    .select({
      invoiceNumber: billingInvoices.invoiceNumber,
      itemId: billingInvoices.itemId,
      cancelledAt: billingInvoices.cancelledAt,
      orNumber: officialReceipts.orNumber,
      memoNumber: sql<string | null>`(select m.memo_number from ${creditMemos} m
        where m.invoice_id = ${billingInvoices.id} order by m.serial desc limit 1)`,
      laterStorage: sql<string | null>`(select l.invoice_number from billing_invoices l where ${laterStorage(sql`l`)})`,
      blNo: sql<string>`(select i.bl_no from items i where i.id = coalesce(${billingInvoices.itemId}, ${billingInvoices.cancelledItemId}))`,
    })
    .from(billingInvoices)
    .leftJoin(officialReceipts, eq(officialReceipts.id, billingInvoices.officialReceiptId))
    .where(eq(billingInvoices.id, id));
  if (!found) throw new NotFound(billingMessages.invoiceNotFound);
  return found;
}

/** Why the invoice cannot be cancelled as it is now, or null. */
function refusalOf(state: Awaited<ReturnType<typeof stateOf>>): Conflict | null {
  const { invoiceNumber, orNumber } = state;
  if (state.cancelledAt) return new Conflict(withValues(billingMessages.alreadyCancelled, { invoiceNumber }));
  if (state.memoNumber) {
    return new Conflict(withValues(billingMessages.cancelCredited, { invoiceNumber, memoNumber: state.memoNumber }));
  }
  if (orNumber) return new Conflict(withValues(billingMessages.cancelPaid, { invoiceNumber, orNumber }));
  if (state.laterStorage) {
    return new Conflict(withValues(billingMessages.storageNotLast, { later: state.laterStorage, blNo: state.blNo }));
  }
  return null;
}

/**
 * Cancels an invoice no receipt pays (RR 7-2024: never deleted nor renumbered): it keeps its number, lines and BL
 * (moved to cancelled_item_id), leaves every figure, and the BL can be billed again under a new number. One
 * transaction with the rollups and the audit entry, its reason included. The BL is locked first (as a receipt's
 * transaction locks it), and the update applies only while the invoice stands unpaid: of a cancellation and a receipt
 * racing, the one second finds the other's outcome and is refused with its sentence.
 */
export async function cancelBillingInvoice(
  db: Db,
  actor: Actor,
  id: number,
  { reason }: CancelBody,
): Promise<BillingInvoiceDetail> {
  const before = await stateOf(db, id);
  const refused = refusalOf(before);
  if (refused) throw refused;
  const itemId = before.itemId as number;
  await inTransaction(db, async (tx) => {
    const cancelled = await withRollups(tx, [itemId], () =>
      tx
        .update(billingInvoices)
        .set({ ...cancelledBy(actor, reason), itemId: null, cancelledItemId: sql`${billingInvoices.itemId}` })
        .where(
          and(
            eq(billingInvoices.id, id),
            eq(billingInvoices.itemId, itemId),
            isNull(billingInvoices.officialReceiptId),
            sql`not exists (select 1 from billing_invoices l where ${laterStorage(sql`l`)})`,
          ),
        )
        .returning({ id: billingInvoices.id }),
    );
    if (cancelled.length === 0) throw refusalOf(await stateOf(tx, id)) ?? new Error(`invoice ${id} did not cancel`);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'billing_invoices',
      entityId: id,
      before: { invoiceNumber: before.invoiceNumber, itemId, cancelled: false },
      after: { invoiceNumber: before.invoiceNumber, itemId, cancelled: true },
      reason,
    });
  });
  return getBillingInvoice(db, id);
}
