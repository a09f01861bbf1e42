import type { Page } from '@portside/contracts/lists';
import {
  type ListVesselsQuery,
  type Vessel,
  type VesselBody,
  vesselMessages,
  vesselRemovalMessages,
} from '@portside/contracts/vessels';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { refuseStale, rowVersion, withVersion } from '../../db/row-version';
import { companies, vessels, workOrders } from '../../db/schema/index';
import { NotFound } from '../../errors';
import { type Actor, auditedWrites, recordAudit, withoutVersion } from '../audit/record';
import { findShippingAgent } from '../shipping-agents/service';

const toVessel = (row: Omit<Vessel, 'createdAt'> & { createdAt: Date }): Vessel => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Searched by name or voyage number (a trigram index each), sorted by lower(name) or creation (both indexed), with
 * the agent's name.
 */
export async function listVessels(db: Db, query: ListVesselsQuery): Promise<Page<Vessel>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern ? or(ilike(vessels.name, pattern), ilike(vessels.voyageNumber, pattern)) : undefined;
  const sortColumns = { name: sql`lower(${vessels.name})`, createdAt: vessels.createdAt };
  const order = orderByKey(sortColumns, vessels.id, query);
  const rows = db
    .select({
      id: vessels.id,
      name: vessels.name,
      voyageNumber: vessels.voyageNumber,
      shippingAgent: companies.name,
      shippingAgentId: vessels.shippingAgentId,
      createdAt: vessels.createdAt,
      version: rowVersion(vessels),
    })
    .from(vessels)
    .innerJoin(companies, eq(vessels.shippingAgentId, companies.id))
    .$dynamic();
  return paginate(db, { table: vessels, where, order, rows }, query, toVessel);
}

/** A vessel visit brought by a shipping agent; name + voyage is unique (409), the agent must be one (404). */
export function createVessel(db: Db, actor: Actor, body: VesselBody): Promise<Vessel> {
  return refuseConflicts(vesselMessages, () =>
    inTransaction(db, async (tx) => {
      const agent = await agentOf(tx, body);
      const [vessel] = await tx.insert(vessels).values(vesselValues(body)).returning(withVersion(vessels));
      if (!vessel) throw new Error('insert into vessels returned nothing');
      const after = withoutVersion(vessel);
      await recordAudit(tx, actor, { action: 'create', entity: 'vessels', entityId: vessel.id, after });
      return toVessel({ ...vessel, shippingAgent: agent.name });
    }),
  );
}

/** A vessel corrected (its name, voyage or agent) under the rules of its creation; its work orders follow it. */
export function updateVessel(db: Db, actor: Actor, id: number, body: VesselBody, version?: string): Promise<Vessel> {
  return refuseConflicts(vesselMessages, () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx.select(withVersion(vessels)).from(vessels).where(eq(vessels.id, id)).for('update');
      if (!current) throw new NotFound(vesselMessages.notFound);
      refuseStale(current.version, version);
      const agent = await agentOf(tx, body);
      const [vessel] = await tx
        .update(vessels)
        .set(vesselValues(body))
        .where(eq(vessels.id, id))
        .returning(withVersion(vessels));
      if (!vessel) throw new Error('update of vessels returned nothing');
      const [before, after] = [withoutVersion(current), withoutVersion(vessel)];
      await recordAudit(tx, actor, { action: 'update', entity: 'vessels', entityId: id, before, after });
      return toVessel({ ...vessel, shippingAgent: agent.name });
    }),
  );
}

/** A vessel is deleted while no work order is recorded for it. */
export const deleteVessel = (db: Db, actor: Actor, id: number) =>
  writes.remove(db, actor, id, [
    { table: workOrders, where: eq(workOrders.vesselId, id), message: vesselRemovalMessages.workOrders },
  ]);

const writes = auditedWrites(vessels, vesselRemovalMessages);

async function agentOf(tx: Db, body: VesselBody) {
  const agent = await findShippingAgent(tx, body.companyId);
  if (!agent) throw new NotFound(vesselMessages.agentNotFound);
  return agent;
}

const vesselValues = (body: VesselBody) => ({
  name: body.name,
  voyageNumber: body.voyageNumber,
  shippingAgentId: body.companyId,
});
