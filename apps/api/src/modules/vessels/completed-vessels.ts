import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, vessels, workOrders } from '../../db/schema/index';

/** The picker offers the latest completed visits: older ones are found by name through GET /vessels/. */
export const completedVesselsLimit = 200;

/**
 * Vessels with a completed visit (a work order whose status is completed: the departure sets it), newest visit
 * first (the latest such work order's arrival date), at most `completedVesselsLimit`.
 */
export function listCompletedVessels(db: Db) {
  // Never null: every group has a work order.
  const arrivalDate = sql<string>`max(${workOrders.arrivalDate})`;
  return db
    .select({
      id: vessels.id,
      name: vessels.name,
      voyageNumber: vessels.voyageNumber,
      shippingAgent: companies.name,
      arrivalDate,
    })
    .from(workOrders)
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
    .innerJoin(companies, eq(companies.id, vessels.shippingAgentId))
    .where(eq(workOrders.status, 'completed'))
    .groupBy(vessels.id, companies.name)
    .orderBy(desc(arrivalDate), desc(vessels.id))
    .limit(completedVesselsLimit);
}
