import type { CancelBody } from '@portside/contracts/cancellations';
import { creditMemoMessages } from '@portside/contracts/credit-memos';
import { officialReceiptMessages as messages, type OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { cancelledBy } from '../../db/cancellation';
import { type Db, inTransaction } from '../../db/client';
import { withRollups } from '../../db/rollups/maintain';
import { billingInvoices, creditMemos, items, officialReceipts } from '../../db/schema/index';
import { Conflict, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { readOfficialReceipt } from './queries';

/**
 * Cancels an official receipt (never deleted nor renumbered): it keeps its number and the invoices it paid (kept on
 * it), which are receivable again and may go on a new receipt. Refused while one of their BLs has left the terminal:
 * the gate released it as paid, and a supervisor reverses that release first; and while a credit memo adjusts one of
 * them (a memo credits a paid invoice, and stays issued). One transaction: the receipt is locked
 * (a second cancellation waits, then finds it cancelled), then the BLs (as a receipt's or an invoice cancellation's
 * transaction locks them), the rollups move, and the audit entry keeps the reason.
 */
export async function cancelOfficialReceipt(
  db: Db,
  actor: Actor,
  id: number,
  { reason }: CancelBody,
): Promise<OfficialReceiptDetail> {
  await inTransaction(db, async (tx) => {
    const [receipt] = await tx.select().from(officialReceipts).where(eq(officialReceipts.id, id)).for('update');
    if (!receipt) throw new NotFound(messages.receiptNotFound);
    const { orNumber } = receipt;
    if (receipt.cancelledAt) throw new Conflict(withValues(messages.alreadyCancelled, { orNumber }));
    const paid = await tx
      .select({ id: billingInvoices.id, itemId: items.id })
      .from(billingInvoices)
      .innerJoin(items, eq(items.id, billingInvoices.itemId))
      .where(eq(billingInvoices.officialReceiptId, id))
      .orderBy(billingInvoices.id);
    await withRollups(
      tx,
      paid.map((invoice) => invoice.itemId),
      async () => {
        // Read again under the BLs' locks: a release committed meanwhile is seen.
        const [released] = await tx
          .select({ blNo: items.blNo })
          .from(billingInvoices)
          .innerJoin(items, eq(items.id, billingInvoices.itemId))
          .where(and(eq(billingInvoices.officialReceiptId, id), isNotNull(items.gateOutAt)))
          .limit(1);
        if (released) throw new Conflict(withValues(messages.cancelReleased, { orNumber, blNo: released.blNo }));
        const [credited] = await tx
          .select({ memos: count() })
          .from(creditMemos)
          .innerJoin(billingInvoices, eq(billingInvoices.id, creditMemos.invoiceId))
          .where(eq(billingInvoices.officialReceiptId, id));
        if (credited?.memos) {
          throw new Conflict(withValues(creditMemoMessages.receiptHasMemos, { orNumber, count: credited.memos }));
        }
        await tx
          .update(billingInvoices)
          .set({ officialReceiptId: null })
          .where(eq(billingInvoices.officialReceiptId, id));
        await tx
          .update(officialReceipts)
          .set({ ...cancelledBy(actor, reason), cancelledInvoiceIds: paid.map((invoice) => invoice.id) })
          .where(eq(officialReceipts.id, id));
      },
    );
    const invoiceIds = paid.map((invoice) => invoice.id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'official_receipts',
      entityId: id,
      before: { orNumber, invoiceIds, cancelled: false },
      after: { orNumber, invoiceIds, cancelled: true },
      reason,
    });
  });
  return readOfficialReceipt(db, id);
}
