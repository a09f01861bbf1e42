import {
  type departureBodySchema,
  type dischargeBodySchema,
  operationMessages,
  type VisitItem,
} from '@portside/contracts/operations';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { withRollups } from '../../db/rollups/maintain';
import { items, monitoring, workOrders } from '../../db/schema/index';
import { Conflict, Invalid, NotFound, withValues } from '../../errors';
import { type Actor, type AuditEntry, recordAudit, recordAudits } from '../audit/record';
import { readMonitoring } from './monitoring';
import { refuseOutside, visitTimeWindow } from './time-window';
import { findVisit, isClosed, openVisit } from './visit';

type DischargeBody = z.output<typeof dischargeBodySchema>;
type DepartureBody = z.output<typeof departureBodySchema>;

/** The BLs of a visit in BL order, with what came off the vessel so far. */
export async function listVisitItems(db: Db, workOrderId: number): Promise<VisitItem[]> {
  await findVisit(db, workOrderId);
  const rows = await db
    .select({
      itemId: items.id,
      blNo: items.blNo,
      consignee: items.consignee,
      description: items.description,
      noPackages: items.noPackages,
      cbm: items.cbm,
      handledAt: items.handledAt,
      dischargedPackages: items.dischargedPackages,
    })
    .from(items)
    .where(eq(items.workOrderId, workOrderId))
    .orderBy(sql`lower(${items.blNo})`);
  return rows.map((row) => ({ ...row, cbm: Number(row.cbm), handledAt: row.handledAt?.toISOString() ?? null }));
}

/**
 * The packages of a BL that trucks took out (standing releases). The item's id is named with its table: a query of
 * items alone would write it bare, and bare it is the release's own id inside the subquery.
 */
const releasedPackages = () =>
  sql<number>`(select coalesce(sum(r.packages), 0) from gate_releases r
    where r.item_id = "items"."id" and r.cancelled_at is null)`.mapWith(Number);

type Discharge = {
  id: number;
  handledAt: Date;
  packages: number;
  before: { handledAt: Date | null; packages: number | null };
};

/**
 * Marks BLs discharged at one time, in one transaction: the listed ones (with the packages counted, else the
 * manifested count) and, with `all`, every other BL not yet discharged. A BL already discharged keeps its time; a
 * count given for it corrects its packages. A BL of another work order refuses the whole request (422).
 */
export async function dischargeItems(db: Db, actor: Actor, workOrderId: number, body: DischargeBody) {
  return inTransaction(db, async (tx) => {
    const visit = await openVisit(tx, workOrderId);
    const handledAt = new Date(body.handledAt);
    refuseOutside(await visitTimeWindow(tx, visit.arrivalDate), { handledAt });
    const current = await tx
      .select({
        id: items.id,
        blNo: items.blNo,
        noPackages: items.noPackages,
        handledAt: items.handledAt,
        packages: items.dischargedPackages,
        released: releasedPackages(),
      })
      .from(items)
      .where(eq(items.workOrderId, workOrderId))
      .for('update', { of: items });
    const known = new Set(current.map((item) => item.id));
    const strangers = body.items.flatMap((item, index) =>
      known.has(item.itemId)
        ? []
        : [{ path: ['items', index, 'itemId'], message: operationMessages.itemNotOnWorkOrder }],
    );
    if (strangers.length > 0) throw new Invalid(strangers);

    const listed = new Map(body.items.map((item) => [item.itemId, item.packages]));
    const changes: Discharge[] = [];
    for (const item of current) {
      const before = { handledAt: item.handledAt, packages: item.packages };
      const counted = listed.get(item.id);
      if (item.handledAt === null && (listed.has(item.id) || body.all)) {
        changes.push({ id: item.id, handledAt, packages: counted ?? item.noPackages, before });
      } else if (item.handledAt !== null && counted !== undefined && counted !== item.packages) {
        // Trucks took some already: what came off the vessel is at least what left the gate.
        if (counted < item.released) {
          throw new Conflict(
            withValues(operationMessages.countBelowReleased, { blNo: item.blNo, released: item.released }),
          );
        }
        changes.push({ id: item.id, handledAt: item.handledAt, packages: counted, before });
      }
    }
    if (changes.length > 0) {
      const values = changes.map(
        (change) =>
          sql`(${change.id}::integer, ${change.handledAt.toISOString()}::timestamptz, ${change.packages}::integer)`,
      );
      await withRollups(
        tx,
        changes.map((change) => change.id),
        () =>
          tx.execute(sql`update ${items} set handled_at = v.handled_at, discharged_packages = v.packages
            from (values ${sql.join(values, sql`, `)}) as v(id, handled_at, packages) where ${items.id} = v.id`),
      );
      await recordAudits(
        tx,
        actor,
        changes.map(
          (change): AuditEntry => ({
            action: 'update',
            entity: 'items',
            entityId: change.id,
            before: { handledAt: change.before.handledAt, dischargedPackages: change.before.packages },
            after: { handledAt: change.handledAt, dischargedPackages: change.packages },
          }),
        ),
      );
    }
    return { discharged: changes.filter((change) => change.before.handledAt === null).length };
  });
}

/**
 * The vessel left: the time of departure on the monitoring record and the work order completed. Another departure of
 * a completed visit not reopened and a departure before the recorded berth are refused (409); recording the same
 * departure again writes nothing.
 */
export async function recordDeparture(db: Db, actor: Actor, workOrderId: number, body: DepartureBody) {
  await inTransaction(db, async (tx) => {
    const visit = await findVisit(tx, workOrderId, 'lock');
    const [record] = await tx.select().from(monitoring).where(eq(monitoring.workOrderId, workOrderId));
    if (!record) throw new Error(`work order ${workOrderId} has no monitoring record`);
    const timeOfDeparture = new Date(body.timeOfDeparture);
    // The departure recorded already is answered again (a second click); another one waits for a reopening.
    if (isClosed(visit, record)) {
      if (record.timeOfDeparture?.getTime() === timeOfDeparture.getTime()) return;
      throw new Conflict(operationMessages.visitCompleted);
    }
    refuseOutside(await visitTimeWindow(tx, visit.arrivalDate), { timeOfDeparture });
    if (record.timeOfBerth && timeOfDeparture < record.timeOfBerth) {
      throw new Conflict(operationMessages.departureBeforeBerth);
    }
    const entries: AuditEntry[] = [];
    // Recording the departure of a reopened visit completes it again.
    const reopened = record.reopenedAt !== null;
    if (record.timeOfDeparture?.getTime() !== timeOfDeparture.getTime() || reopened) {
      await tx
        .update(monitoring)
        .set({ timeOfDeparture, reopenedAt: null, updatedAt: new Date() })
        .where(eq(monitoring.id, record.id));
      entries.push({
        action: 'update',
        entity: 'monitoring',
        entityId: record.id,
        before: { timeOfDeparture: record.timeOfDeparture, ...(reopened ? { reopenedAt: record.reopenedAt } : {}) },
        after: { timeOfDeparture, ...(reopened ? { reopenedAt: null } : {}) },
      });
    }
    if (visit.status !== 'completed') {
      await tx.update(workOrders).set({ status: 'completed' }).where(eq(workOrders.id, workOrderId));
      entries.push({
        action: 'update',
        entity: 'work_orders',
        entityId: workOrderId,
        before: { status: visit.status },
        after: { status: 'completed' },
      });
    }
    if (entries.length > 0) await recordAudits(tx, actor, entries);
  });
  return readMonitoring(db, workOrderId);
}

/**
 * A BL marked discharged by mistake is back on board: its discharge time and counted packages are cleared, while the
 * visit is not completed and the BL has not left the terminal (the gate released it as discharged: 409). Marking it
 * discharged again records the right time: that is how a discharge is corrected. One transaction with the rollups.
 */
export async function undoDischarge(db: Db, actor: Actor, workOrderId: number, itemId: number) {
  await inTransaction(db, async (tx) => {
    await openVisit(tx, workOrderId);
    const [item] = await tx
      .select({
        blNo: items.blNo,
        handledAt: items.handledAt,
        packages: items.dischargedPackages,
        gateOutAt: items.gateOutAt,
        released: releasedPackages(),
      })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.workOrderId, workOrderId)))
      .for('update', { of: items });
    // The BL is named by the address: one of another visit is not found here.
    if (!item) throw new NotFound(operationMessages.itemNotOnWorkOrder);
    if (item.handledAt === null) throw new Conflict(withValues(operationMessages.notDischarged, { blNo: item.blNo }));
    // A truck took some of it: its discharge stands until a supervisor reverses the releases.
    if (item.gateOutAt || item.released > 0) {
      throw new Conflict(withValues(operationMessages.dischargeReleased, { blNo: item.blNo }));
    }
    await withRollups(tx, [itemId], () =>
      tx.update(items).set({ handledAt: null, dischargedPackages: null }).where(eq(items.id, itemId)),
    );
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'items',
      entityId: itemId,
      before: { handledAt: item.handledAt, dischargedPackages: item.packages },
      after: { handledAt: null, dischargedPackages: null },
    });
  });
  return listVisitItems(db, workOrderId);
}
