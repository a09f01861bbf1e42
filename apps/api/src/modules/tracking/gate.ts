import type { CancelBody } from '@portside/contracts/cancellations';
import { type GateItem, type GateRefusal, gateRefusals, trackingMessages } from '@portside/contracts/tracking';
import { eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { withRollups } from '../../db/rollups/maintain';
import { items } from '../../db/schema/index';
import { Conflict, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { type StorageCounter, storageCounter } from '../storage/stay';
import { type BlNumberFinder, findById, type TrackedItem, toTrackingResult } from './tracked-items';

/** Every refusal that applies, in the order of gateRefusals; paid is an invoice with its official receipt. */
function refusalsOf(row: TrackedItem): GateRefusal[] {
  const applies: Record<GateRefusal, boolean> = {
    notOurArrastre: !row.arrastreIsOurs,
    notDischarged: row.handledAt === null,
    notCleared: row.clearanceNumber === null,
    notPaid: row.orNumber === null,
    alreadyOut: row.gateOutAt !== null,
  };
  return gateRefusals.filter((refusal) => applies[refusal]);
}

const gateItemOf = (row: TrackedItem, count: StorageCounter): GateItem => ({
  ...toTrackingResult(row, count),
  daysInTerminal: row.daysInTerminal,
  refusals: refusalsOf(row),
});

/** GET /gate/bl: every BL of that number, with what the guard must know before releasing it. */
export async function findAtGate(db: Db, find: BlNumberFinder, blNo: string): Promise<GateItem[]> {
  const [rows, count] = await Promise.all([find(blNo), storageCounter(db)]);
  return rows.map((row) => gateItemOf(row, count));
}

/**
 * Records the gate-out of one BL now. The item row is locked first and everything is read again after the lock, so
 * of two guards releasing the same BL at once the second finds it out (409) instead of releasing it twice.
 */
export function releaseAtGate(db: Db, actor: Actor, itemId: number) {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('update');
    const row = locked && (await findById(tx, itemId));
    if (!row) throw new NotFound(trackingMessages.itemNotFound);
    const [refusal] = refusalsOf(row);
    if (refusal) {
      const values = { blNo: row.blNo, gateOutAt: row.gateOutInTerminal ?? '' };
      throw new Conflict(withValues(trackingMessages[refusal], values));
    }
    const [released] = await withRollups(tx, [itemId], () =>
      tx
        .update(items)
        .set({ gateOutAt: sql`now()` })
        .where(eq(items.id, itemId))
        .returning({ gateOutAt: items.gateOutAt }),
    );
    if (!released?.gateOutAt) throw new Error('the gate-out was not recorded');
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'items',
      entityId: itemId,
      before: { gateOutAt: null },
      after: { gateOutAt: released.gateOutAt },
    });
    return { itemId, blNo: row.blNo, gateOutAt: released.gateOutAt.toISOString() };
  });
}

/**
 * A supervisor reverses a release made by mistake (the cargo did not leave, or left under the wrong BL), with a
 * reason: the BL is in the terminal again, as before its release. The item row is locked first, as a release locks
 * it: of two supervisors reversing at once, the second finds nothing to reverse (409).
 */
export function reverseRelease(db: Db, actor: Actor, itemId: number, { reason }: CancelBody) {
  return inTransaction(db, async (tx) => {
    const [item] = await tx
      .select({ blNo: items.blNo, gateOutAt: items.gateOutAt })
      .from(items)
      .where(eq(items.id, itemId))
      .for('update');
    if (!item) throw new NotFound(trackingMessages.itemNotFound);
    if (!item.gateOutAt) throw new Conflict(withValues(trackingMessages.notReleased, { blNo: item.blNo }));
    await withRollups(tx, [itemId], () => tx.update(items).set({ gateOutAt: null }).where(eq(items.id, itemId)));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'items',
      entityId: itemId,
      before: { gateOutAt: item.gateOutAt },
      after: { gateOutAt: null },
      reason,
    });
    const row = await findById(tx, itemId);
    if (!row) throw new Error(`item ${itemId} vanished`);
    return gateItemOf(row, await storageCounter(tx));
  });
}
