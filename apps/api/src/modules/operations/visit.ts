import { workOrderMessages } from '@portside/contracts/work-orders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrders } from '../../db/schema/index';
import { NotFound } from '../../errors';

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
