import {
  type Monitoring,
  type monitoringPatchSchema,
  operationMessages,
  monitoringPatchFields as patchFields,
} from '@portside/contracts/operations';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { percentDone as visitProgress } from '../../db/progress';
import { items, monitoring, productivityTallies } from '../../db/schema/index';
import { Conflict, NotFound } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { monitoringFigures } from './figures';
import { refuseOutside, visitTimeWindow } from './time-window';
import { findVisit, openVisit } from './visit';

type MonitoringRow = typeof monitoring.$inferSelect;
type Patch = z.output<typeof monitoringPatchSchema>;
type PatchField = keyof Patch;

const whenRecorded = (value: Date | null) => value?.toISOString() ?? null;
const decimal = (value: string | null) => (value === null ? null : Number(value));

/** A record's editable fields as the API shows them (instants as ISO strings, decimals as numbers). */
function editable(row: MonitoringRow): { [Field in PatchField]-?: Monitoring[Field] } {
  return {
    timeOfBerth: whenRecorded(row.timeOfBerth),
    timeOfDeparture: whenRecorded(row.timeOfDeparture),
    actualTimeOfArrival: whenRecorded(row.actualTimeOfArrival),
    berthLocation: row.berthLocation,
    pier: row.pier,
    targetMovesPerHour: decimal(row.targetMovesPerHour),
    noGang: row.noGang,
    breakDurationHours: decimal(row.breakDurationHours),
  };
}

/**
 * The monitoring record of one work order with its figures: the record, one aggregate of the visit's items and one
 * of its tallies, in one query (both aggregates read the work order's rows through its indexes).
 */
export async function readMonitoring(db: Db, workOrderId: number): Promise<Monitoring> {
  const itemTotals = db
    .select({
      totalPackages: sql<number>`coalesce(sum(${items.noPackages}), 0)`.mapWith(Number).as('total_packages'),
      itemCount: sql<number>`count(*)`.mapWith(Number).as('item_count'),
      dischargedCount: sql<number>`count(${items.handledAt})`.mapWith(Number).as('discharged_count'),
      percentDone: sql<number>`${visitProgress(
        sql`sum(${items.cbm}) filter (where ${items.handledAt} is not null)`,
        sql`sum(${items.cbm})`,
      )}`
        .mapWith(Number)
        .as('percent_done'),
    })
    .from(items)
    .where(eq(items.workOrderId, monitoring.workOrderId))
    .as('item_totals');
  const worked = sql`where ${productivityTallies.moves} > 0`;
  const tallyTotals = db
    .select({
      totalMoves: sql<number>`coalesce(sum(${productivityTallies.moves}), 0)`.mapWith(Number).as('total_moves'),
      workedHours: sql<number>`count(distinct ${productivityTallies.hourStart}) filter (${worked})`
        .mapWith(Number)
        .as('worked_hours'),
      firstHour: sql<Date | null>`min(${productivityTallies.hourStart}) filter (${worked})`
        .mapWith(productivityTallies.hourStart)
        .as('first_hour'),
      lastHour: sql<Date | null>`max(${productivityTallies.hourStart}) filter (${worked})`
        .mapWith(productivityTallies.hourStart)
        .as('last_hour'),
    })
    .from(productivityTallies)
    .where(eq(productivityTallies.workOrderId, monitoring.workOrderId))
    .as('tally_totals');
  const [found] = await db
    .select({
      record: monitoring,
      totalPackages: itemTotals.totalPackages,
      itemCount: itemTotals.itemCount,
      dischargedCount: itemTotals.dischargedCount,
      percentDone: itemTotals.percentDone,
      totalMoves: tallyTotals.totalMoves,
      workedHours: tallyTotals.workedHours,
      firstHour: tallyTotals.firstHour,
      lastHour: tallyTotals.lastHour,
    })
    .from(monitoring)
    .innerJoinLateral(itemTotals, sql`true`)
    .innerJoinLateral(tallyTotals, sql`true`)
    .where(eq(monitoring.workOrderId, workOrderId));
  if (!found) {
    await findVisit(db, workOrderId);
    throw new Error(`work order ${workOrderId} has no monitoring record`);
  }
  const { record, itemCount, dischargedCount, percentDone, ...totals } = found;
  const fields = editable(record);
  return {
    id: record.id,
    workOrderId: record.workOrderId,
    ...fields,
    ...monitoringFigures({
      ...totals,
      targetMovesPerHour: fields.targetMovesPerHour,
      breakDurationHours: fields.breakDurationHours,
    }),
    itemCount,
    dischargedCount,
    percentDone,
    reopenedAt: whenRecorded(record.reopenedAt),
    updatedAt: record.updatedAt.toISOString(),
  };
}

const instantFields = new Set<PatchField>(['timeOfBerth', 'timeOfDeparture', 'actualTimeOfArrival']);
/** numeric(_, 2) columns: a value sent with more places is stored rounded. */
const decimalFields = new Set<PatchField>(['targetMovesPerHour', 'breakDurationHours']);
const cents = (value: number) => Math.round(value * 100) / 100;

/** A value of the body as the column stores it (decimals as strings, instants as Dates). */
function toColumn(field: PatchField, value: Patch[PatchField]) {
  if (value === null || value === undefined) return null;
  if (decimalFields.has(field)) return cents(value as number).toFixed(2);
  if (instantFields.has(field)) return new Date(value as string);
  return value;
}

/** The record already holds the value sent: instants compared as instants, decimals as stored. */
function same(field: PatchField, current: Monitoring[PatchField], sent: Patch[PatchField]) {
  if (current === null || sent === null || sent === undefined) return current === (sent ?? null);
  if (instantFields.has(field)) return Date.parse(current as string) === Date.parse(sent as string);
  if (decimalFields.has(field)) return current === cents(sent as number);
  return current === sent;
}

/**
 * PATCH /monitoring/{id}: writes the fields sent whose value differs from the record, and audits those only
 * (before and after); a body that changes nothing writes nothing. A completed visit not reopened, a departure before
 * the berth, an instant outside the visit's time window and a change of a completed visit's departure are refused.
 */
export async function patchMonitoring(db: Db, actor: Actor, id: number, patch: Patch): Promise<Monitoring> {
  const workOrderId = await inTransaction(db, async (tx) => {
    const [located] = await tx
      .select({ workOrderId: monitoring.workOrderId })
      .from(monitoring)
      .where(eq(monitoring.id, id));
    if (!located) throw new NotFound(operationMessages.monitoringNotFound);
    // The visit is locked first, as every record of it does, and a completed one takes no correction until reopened.
    const visit = await openVisit(tx, located.workOrderId);
    const [row] = await tx.select().from(monitoring).where(eq(monitoring.id, id)).for('update');
    if (!row) throw new NotFound(operationMessages.monitoringNotFound);
    const current = editable(row);
    const changed = patchFields.filter((field) => field in patch && !same(field, current[field], patch[field]));
    if (changed.length === 0) return row.workOrderId;

    // The departure completed the visit: only recording it again (POST departure) may change it.
    if (visit.status === 'completed' && changed.includes('timeOfDeparture')) {
      throw new Conflict(operationMessages.departureOfCompletedVisit);
    }
    const changedInstants = changed.filter((field) => instantFields.has(field));
    if (changedInstants.length > 0) {
      refuseOutside(
        await visitTimeWindow(tx, visit.arrivalDate),
        Object.fromEntries(changedInstants.map((field) => [field, toColumn(field, patch[field]) as Date | null])),
      );
    }
    const next = { ...current, ...patch };
    if (next.timeOfBerth && next.timeOfDeparture && Date.parse(next.timeOfDeparture) < Date.parse(next.timeOfBerth)) {
      throw new Conflict(operationMessages.departureBeforeBerth);
    }
    const values = Object.fromEntries(changed.map((field) => [field, toColumn(field, patch[field])]));
    const [updated] = await tx
      .update(monitoring)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(monitoring.id, id))
      .returning();
    const after = editable(updated as MonitoringRow);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'monitoring',
      entityId: id,
      before: Object.fromEntries(changed.map((field) => [field, current[field]])),
      after: Object.fromEntries(changed.map((field) => [field, after[field]])),
    });
    return row.workOrderId;
  });
  return readMonitoring(db, workOrderId);
}
