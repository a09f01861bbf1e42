import { operationMessages, type requestUpdateBodySchema } from '@portside/contracts/operations';
import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { workOrders, workOrderUpdateRequests } from '../../db/schema/index';
import { Conflict } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { getWorkOrder } from '../work-orders/queries';
import { findVisit } from './visit';

type RequestUpdateBody = z.output<typeof requestUpdateBodySchema>;

/** Operation confirms a draft: it becomes final (409 for any other status). */
export async function confirmDraft(db: Db, actor: Actor, workOrderId: number): Promise<WorkOrderDetail> {
  await inTransaction(db, async (tx) => {
    const visit = await findVisit(tx, workOrderId, 'lock');
    if (visit.status !== 'draft') throw new Conflict(operationMessages.notADraft);
    await tx.update(workOrders).set({ status: 'final' }).where(eq(workOrders.id, workOrderId));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'work_orders',
      entityId: workOrderId,
      before: { status: 'draft' },
      after: { status: 'final' },
    });
  });
  return getWorkOrder(db, workOrderId);
}

/**
 * Operation sends a draft or final work order back to commercial with a note: it becomes (or stays) a draft with an
 * open request, which commercial's next save of the draft resolves. A completed visit cannot be sent back (409).
 */
export async function requestUpdate(
  db: Db,
  actor: Actor,
  workOrderId: number,
  body: RequestUpdateBody,
): Promise<WorkOrderDetail> {
  await inTransaction(db, async (tx) => {
    const visit = await findVisit(tx, workOrderId, 'lock');
    if (visit.status === 'completed') throw new Conflict(operationMessages.notEditable);
    if (visit.status !== 'draft') {
      await tx.update(workOrders).set({ status: 'draft' }).where(eq(workOrders.id, workOrderId));
    }
    await tx.insert(workOrderUpdateRequests).values({ workOrderId, note: body.note, requestedBy: actor.id });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'work_orders',
      entityId: workOrderId,
      before: { status: visit.status },
      after: { status: 'draft', updateRequest: body.note },
    });
  });
  return getWorkOrder(db, workOrderId);
}
