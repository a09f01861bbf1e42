import type { CancelBody } from '@portside/contracts/cancellations';
import { operationMessages } from '@portside/contracts/operations';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { visitChanged } from '../../db/live-changes';
import { monitoring, workOrders } from '../../db/schema/index';
import { Conflict, NotFound } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';

/**
 * The work order of a visit (404 when there is none). Writes lock it until their transaction ends, so two clerks
 * recording on one visit take turns: the excess check of a tally sees the other's moves; and once it commits, the
 * visit's live pages hear of it.
 */
export async function findVisit(db: Db, id: number, lock: 'lock' | 'read' = 'read') {
  const query = db
    .select({ id: workOrders.id, status: workOrders.status, arrivalDate: workOrders.arrivalDate })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  const [workOrder] = lock === 'lock' ? await query.for('update') : await query;
  if (!workOrder) throw new NotFound(workOrderMessages.notFound);
  if (lock === 'lock') visitChanged(db, id);
  return workOrder;
}

/**
 * The visit locked for a new record or a correction, refused once it is completed, unless a supervisor reopened it
 * (docs/domain.md "Corrections of a visit").
 */
export async function openVisit(db: Db, id: number) {
  const visit = await findVisit(db, id, 'lock');
  if (visit.status === 'completed') {
    const [record] = await db
      .select({ reopenedAt: monitoring.reopenedAt })
      .from(monitoring)
      .where(eq(monitoring.workOrderId, id));
    if (isClosed(visit, record)) throw new Conflict(operationMessages.visitCompleted);
  }
  return visit;
}

/** A visit completed and not reopened by a supervisor takes no record nor correction. */
export const isClosed = (visit: { status: string }, record: { reopenedAt: Date | null } | undefined) =>
  visit.status === 'completed' && !record?.reopenedAt;

/**
 * A supervisor reopens a completed visit to correct its records, with a reason: it stays completed for commercial and
 * finance (its BLs billed and cleared against it), and operation corrects it until recording its departure again
 * completes it again. Audited with the reason.
 */
export async function reopenVisit(db: Db, actor: Actor, id: number, { reason }: CancelBody) {
  await inTransaction(db, async (tx) => {
    const visit = await findVisit(tx, id, 'lock');
    if (visit.status !== 'completed') throw new Conflict(operationMessages.notCompleted);
    const [record] = await tx.select().from(monitoring).where(eq(monitoring.workOrderId, id));
    if (!record) throw new Error(`work order ${id} has no monitoring record`);
    if (record.reopenedAt) throw new Conflict(operationMessages.alreadyReopened);
    const reopenedAt = new Date();
    await tx.update(monitoring).set({ reopenedAt, updatedAt: reopenedAt }).where(eq(monitoring.id, record.id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'monitoring',
      entityId: record.id,
      before: { reopenedAt: null },
      after: { reopenedAt },
      reason,
    });
  });
}
