import { type Delay, type delayBodySchema, operationMessages } from '@portside/contracts/operations';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { refuseStale, type Versioned, withVersion } from '../../db/row-version';
import { delays } from '../../db/schema/index';
import { NotFound } from '../../errors';
import { type Actor, recordAudit, withoutVersion } from '../audit/record';
import { refuseTakenKey, takeEntryKey } from './entry-keys';
import { refuseOutside, visitTimeWindow } from './time-window';
import { findVisit, openVisit } from './visit';

type DelayBody = z.output<typeof delayBodySchema>;
type DelayRow = Versioned<typeof delays>;

const MINUTE_MS = 60_000;
const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE_MS);

const toDelay = (row: DelayRow): Delay => ({
  id: row.id,
  reason: row.reason,
  notes: row.notes,
  fromTime: row.fromTime.toISOString(),
  toTime: row.toTime.toISOString(),
  totalDelay: minutesBetween(row.fromTime, row.toTime),
  version: row.version,
});

/**
 * The time lost to delays, in whole minutes: each minute once, so rain during a crane breakdown is not lost twice
 * (docs/domain.md). `rows` are in order of their start.
 */
export function lostMinutes(rows: { fromTime: Date; toTime: Date }[]): number {
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const { fromTime, toTime } of rows) {
    const start = Math.max(fromTime.getTime(), reached);
    if (toTime.getTime() > start) total += toTime.getTime() - start;
    reached = Math.max(reached, toTime.getTime());
  }
  return Math.round(total / MINUTE_MS);
}

/** The delays of a visit in order of their start, and the time they cost. */
export async function listDelays(db: Db, workOrderId: number) {
  await findVisit(db, workOrderId);
  const rows = await db
    .select(withVersion(delays))
    .from(delays)
    .where(eq(delays.workOrderId, workOrderId))
    .orderBy(asc(delays.fromTime), asc(delays.id));
  return { data: rows.map(toDelay), totalMinutes: lostMinutes(rows) };
}

export async function addDelay(
  db: Db,
  actor: Actor,
  workOrderId: number,
  body: DelayBody,
  entryKey?: string,
): Promise<Delay> {
  return inTransaction(db, async (tx) => {
    await refuseTakenKey(tx, entryKey);
    const visit = await openVisit(tx, workOrderId);
    await takeEntryKey(tx, actor, workOrderId, entryKey);
    const fromTime = new Date(body.fromTime);
    const toTime = new Date(body.toTime);
    // A delay under way ends when it is expected to (spec 5 defaults: now to now + 1 hour): its end may lie ahead,
    // within the week a delay may last.
    refuseOutside(await visitTimeWindow(tx, visit.arrivalDate), { fromTime });
    const [row] = await tx
      .insert(delays)
      .values({ workOrderId, reason: body.reason, notes: body.notes, fromTime, toTime })
      .returning(withVersion(delays));
    if (!row) throw new Error('insert into delays returned nothing');
    const delay = toDelay(row);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'delays',
      entityId: row.id,
      after: { workOrderId, ...withoutVersion(delay) },
    });
    return delay;
  });
}

/** The delay of this visit, locked for its correction (404 when the visit has none of this id). */
async function heldDelay(tx: Db, workOrderId: number, delayId: number) {
  const [row] = await tx
    .select(withVersion(delays))
    .from(delays)
    .where(and(eq(delays.id, delayId), eq(delays.workOrderId, workOrderId)))
    .for('update');
  if (!row) throw new NotFound(operationMessages.delayNotFound);
  return row;
}

/**
 * A delay corrected under the rules of its recording, while the visit is not completed, from the version its dialog
 * started from (409 once another clerk's correction overtook it); audited before and after.
 */
export async function updateDelay(
  db: Db,
  actor: Actor,
  workOrderId: number,
  delayId: number,
  body: DelayBody,
  version?: string,
) {
  return inTransaction(db, async (tx) => {
    const visit = await openVisit(tx, workOrderId);
    const held = await heldDelay(tx, workOrderId, delayId);
    refuseStale(held.version, version);
    const before = withoutVersion(toDelay(held));
    const fromTime = new Date(body.fromTime);
    refuseOutside(await visitTimeWindow(tx, visit.arrivalDate), { fromTime });
    const [row] = await tx
      .update(delays)
      .set({ reason: body.reason, notes: body.notes, fromTime, toTime: new Date(body.toTime) })
      .where(eq(delays.id, delayId))
      .returning(withVersion(delays));
    if (!row) throw new Error('update of delays returned nothing');
    const delay = toDelay(row);
    const after = withoutVersion(delay);
    await recordAudit(tx, actor, { action: 'update', entity: 'delays', entityId: delayId, before, after });
    return delay;
  });
}

/** A delay recorded by mistake is removed while the visit is not completed; audited with what it was. */
export async function removeDelay(db: Db, actor: Actor, workOrderId: number, delayId: number) {
  await inTransaction(db, async (tx) => {
    await openVisit(tx, workOrderId);
    const before = withoutVersion(toDelay(await heldDelay(tx, workOrderId, delayId)));
    await tx.delete(delays).where(eq(delays.id, delayId));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'delays',
      entityId: delayId,
      before: { workOrderId, ...before },
    });
  });
}
