import type { CancelBody } from '@portside/contracts/cancellations';
import { operationMessages } from '@portside/contracts/operations';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { workOrders } from '../../db/schema/index';
import { Conflict, NotFound } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';

/**
 * The work order of a visit (404 when there is none). Writes lock it until their transaction ends, so two clerks
 * recording on one visit take turns: the excess check of a tally sees the other's moves.
 */
export async function findVisit(db: Db, id: number, lock: 'lock' | 'read' = 'read') {
  const query = db
    .select({ id: workOrders.id, status: workOrders.status, arrivalDate: workOrders.arrivalDate })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  const [workOrder] = lock === 'lock' ? await query.for('update') : await query;
  if (!workOrder) throw new NotFound(workOrderMessages.notFound);
  return workOrder;
}

/** The visit locked for a correction of its records, refused once it is completed (a supervisor reopens it first). */
export async function openVisit(db: Db, id: number) {
  const visit = await findVisit(db, id, 'lock');
  if (visit.status === 'completed') throw new Conflict(operationMessages.visitCompleted);
  return visit;
}

/**
 * A supervisor reopens a completed visit to correct its records, with a reason: it is final again (its departure is
 * kept; recording the departure again completes it). Audited with the reason.
 */
export async function reopenVisit(db: Db, actor: Actor, id: number, { reason }: CancelBody) {
  await inTransaction(db, async (tx) => {
    const visit = await findVisit(tx, id, 'lock');
    if (visit.status !== 'completed') throw new Conflict(operationMessages.notCompleted);
    await tx.update(workOrders).set({ status: 'final' }).where(eq(workOrders.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'work_orders',
      entityId: id,
      before: { status: 'completed' },
      after: { status: 'final' },
      reason,
    });
  });
}
