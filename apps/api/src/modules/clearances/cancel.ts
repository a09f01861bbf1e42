import type { CancelBody } from '@portside/contracts/cancellations';
import { type Clearance, clearanceMessages as messages } from '@portside/contracts/clearances';
import { eq, sql } from 'drizzle-orm';
import { cancelledBy } from '../../db/cancellation';
import { type Db, inTransaction } from '../../db/client';
import { blsChanged } from '../../db/live-changes';
import { clearances, items } from '../../db/schema/index';
import { Conflict, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { selectClearances } from './service';

/**
 * Cancels a clearance recorded against the wrong BL: it keeps its number and BL (moved to cancelled_item_id), the BL
 * is no longer cleared by it, and the number may be recorded again against the right BL. Refused once the BL has left
 * the terminal (the gate released it as cleared): a supervisor reverses the release first. One transaction: the
 * clearance is locked, then its BL (as the gate's release locks it), and the audit entry keeps the reason.
 */
export async function cancelClearance(db: Db, actor: Actor, id: number, { reason }: CancelBody): Promise<Clearance> {
  await inTransaction(db, async (tx) => {
    const [clearance] = await tx.select().from(clearances).where(eq(clearances.id, id)).for('update');
    if (!clearance) throw new NotFound(messages.notFound);
    const { clearanceNumber, itemId } = clearance;
    if (itemId === null) throw new Conflict(withValues(messages.alreadyCancelled, { clearanceNumber }));
    const [bl] = await tx
      .select({ blNo: items.blNo, gateOutAt: items.gateOutAt })
      .from(items)
      .where(eq(items.id, itemId))
      .for('update');
    if (bl?.gateOutAt) throw new Conflict(withValues(messages.cancelReleased, { clearanceNumber, blNo: bl.blNo }));
    await tx
      .update(clearances)
      .set({ ...cancelledBy(actor, reason), itemId: null, cancelledItemId: sql`${clearances.itemId}` })
      .where(eq(clearances.id, id));
    await blsChanged(tx, [itemId]);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'clearances',
      entityId: id,
      before: { clearanceNumber, itemId, cancelled: false },
      after: { clearanceNumber, itemId, cancelled: true },
      reason,
    });
  });
  const [row] = await selectClearances(db).where(eq(clearances.id, id));
  if (!row) throw new Error(`clearance ${id} has no BL`);
  return { ...row, createdAt: row.createdAt.toISOString() };
}
