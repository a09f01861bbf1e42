import {
  operationMessages,
  type ProductivityLog,
  type ProductivityRow,
  type TallyKey,
  type tallyBodySchema,
} from '@portside/contracts/operations';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { items, monitoring, productivityTallies } from '../../db/schema/index';
import { Conflict, Invalid, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { terminalTimeZone } from '../settings/service';
import { refuseTakenKey, takeEntryKey } from './entry-keys';
import { hourRange, startsAnHour } from './hours';
import { refuseOutside, visitTimeWindow } from './time-window';
import { findVisit, openVisit } from './visit';

type TallyBody = z.output<typeof tallyBodySchema>;

/** The productivity log of a visit: its hours in order, each with the moves of every gang that worked it. */
export async function readProductivityLog(db: Db, workOrderId: number): Promise<ProductivityLog> {
  await findVisit(db, workOrderId);
  const [tallies, timeZone] = await Promise.all([
    db
      .select({
        hourStart: productivityTallies.hourStart,
        gang: productivityTallies.gang,
        moves: productivityTallies.moves,
      })
      .from(productivityTallies)
      .where(eq(productivityTallies.workOrderId, workOrderId))
      .orderBy(asc(productivityTallies.hourStart), asc(productivityTallies.gang)),
    terminalTimeZone(db),
  ]);
  const rows: ProductivityRow[] = [];
  const gangTotals: Record<string, number> = {};
  let total = 0;
  for (const tally of tallies) {
    const hourStart = tally.hourStart.toISOString();
    let row = rows.at(-1);
    if (row?.hourStart !== hourStart) {
      row = { hourStart, hourRange: hourRange(tally.hourStart, timeZone), gang: {}, total: 0 };
      rows.push(row);
    }
    row.gang[tally.gang] = tally.moves;
    row.total += tally.moves;
    gangTotals[tally.gang] = (gangTotals[tally.gang] ?? 0) + tally.moves;
    total += tally.moves;
  }
  const gangs = Object.keys(gangTotals)
    .map(Number)
    .sort((a, b) => a - b);
  return { data: rows, gangs, totals: { gang: gangTotals, total } };
}

const HOUR_MS = 3_600_000;
/** A gang's moves in an hour at most, added or typed (the schema's bound). */
const maxMoves = 100_000;

/**
 * The hour and gang of a tally. The hour: the start of an hour of the terminal's clock, begun already, within the
 * visit's time window, and not over before the vessel came: its recorded actual arrival or berth (the earlier; one
 * still ahead is a plan, not an arrival), or while neither is recorded its arrival day. The gang: one of the visit's
 * gangs when their number is recorded. A tally already recorded (`existing`) is corrected or added to whatever was
 * recorded about the visit since: those two rules would otherwise strand it.
 */
async function checkHourAndGang(
  tx: Db,
  hour: Date,
  gang: number,
  visit: { id: number; arrivalDate: string },
  existing: boolean,
) {
  const refuse = (message: string) => new Invalid([{ path: ['hourStart'], message }]);
  const timeZone = await terminalTimeZone(tx);
  if (!startsAnHour(hour, timeZone)) throw refuse(operationMessages.hourNotWhole);
  if (hour.getTime() > Date.now()) throw refuse(operationMessages.hourInFuture);
  const window = await visitTimeWindow(tx, visit.arrivalDate);
  refuseOutside(window, { hourStart: hour });
  if (existing) return;
  const [record] = await tx
    .select({ berth: monitoring.timeOfBerth, ata: monitoring.actualTimeOfArrival, gangs: monitoring.noGang })
    .from(monitoring)
    .where(eq(monitoring.workOrderId, visit.id));
  const came = [record?.berth?.getTime(), record?.ata?.getTime()].filter((at) => at !== undefined && at <= Date.now());
  const arrived = Math.min(...(came as number[]));
  const ends = hour.getTime() + HOUR_MS;
  if (Number.isFinite(arrived) && ends <= arrived) throw refuse(operationMessages.hourBeforeArrived);
  if (!Number.isFinite(arrived) && ends <= window.arrivalStart.getTime())
    throw refuse(operationMessages.hourBeforeArrival);
  if (record?.gangs && gang > record.gangs) {
    const message = withValues(operationMessages.gangBeyondVisit, { gangs: record.gangs });
    throw new Invalid([{ path: ['gang'], message }]);
  }
}

async function movesAndPackages(tx: Db, workOrderId: number) {
  const [[moves], [packages]] = await Promise.all([
    tx
      .select({ total: sql<number>`coalesce(sum(${productivityTallies.moves}), 0)`.mapWith(Number) })
      .from(productivityTallies)
      .where(eq(productivityTallies.workOrderId, workOrderId)),
    tx
      .select({ total: sql<number>`coalesce(sum(${items.noPackages}), 0)`.mapWith(Number) })
      .from(items)
      .where(eq(items.workOrderId, workOrderId)),
  ]);
  return { moves: moves?.total ?? 0, packages: packages?.total ?? 0 };
}

/**
 * Records the moves of one gang in one hour; the same hour and gang again replaces them (a correction, audited with
 * the moves before), or with `add` adds to them (the last lifts, counted under the lock, so two clerks' additions
 * both count). A tally that raises the visit's moves above its manifested packages is refused with 409 unless
 * confirmed. The work order is locked, so two clerks' tallies are checked one after the other.
 */
export async function recordTally(db: Db, actor: Actor, workOrderId: number, body: TallyBody, entryKey?: string) {
  await inTransaction(db, async (tx) => {
    await refuseTakenKey(tx, entryKey);
    const visit = await openVisit(tx, workOrderId);
    await takeEntryKey(tx, actor, workOrderId, entryKey);
    const hourStart = new Date(body.hourStart);
    const key = and(
      eq(productivityTallies.workOrderId, workOrderId),
      eq(productivityTallies.hourStart, hourStart),
      eq(productivityTallies.gang, body.gang),
    );
    const [before] = await tx.select().from(productivityTallies).where(key);
    await checkHourAndGang(tx, hourStart, body.gang, visit, before !== undefined);
    // Nothing to add: no row of 0 moves is made, none is written again.
    if (body.add && body.moves === 0) return;
    const moves = body.add ? (before?.moves ?? 0) + body.moves : body.moves;
    if (moves > maxMoves) throw new Invalid([{ path: ['moves'], message: operationMessages.movesInvalid }]);
    const current = await movesAndPackages(tx, workOrderId);
    const total = current.moves - (before?.moves ?? 0) + moves;
    if (!body.confirmExcess && total > current.packages && total > current.moves) {
      throw new Conflict(operationMessages.excessMoves);
    }
    const [tally] = await tx
      .insert(productivityTallies)
      .values({ workOrderId, hourStart, gang: body.gang, moves, recordedBy: actor.id })
      .onConflictDoUpdate({
        target: [productivityTallies.workOrderId, productivityTallies.hourStart, productivityTallies.gang],
        set: { moves, recordedBy: actor.id },
      })
      .returning();
    if (!tally) throw new Error('the tally upsert returned nothing');
    const after = { workOrderId, hourStart: hourStart.toISOString(), gang: body.gang, moves };
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'productivity_tallies',
      entityId: tally.id,
      before: before ? { ...after, moves: before.moves } : undefined,
      // An addition says what it added: the audit tells it from a correction.
      after: body.add ? { ...after, added: body.moves } : after,
    });
  });
  return readProductivityLog(db, workOrderId);
}

/**
 * A tally typed for the wrong gang or hour is removed (not overwritten with 0, which would print on the statement of
 * facts) while the visit is not completed; audited with its moves.
 */
export async function removeTally(db: Db, actor: Actor, workOrderId: number, { hourStart, gang }: TallyKey) {
  await inTransaction(db, async (tx) => {
    await openVisit(tx, workOrderId);
    const hour = new Date(hourStart);
    const [removed] = await tx
      .delete(productivityTallies)
      .where(
        and(
          eq(productivityTallies.workOrderId, workOrderId),
          eq(productivityTallies.hourStart, hour),
          eq(productivityTallies.gang, gang),
        ),
      )
      .returning();
    if (!removed) throw new NotFound(operationMessages.tallyNotFound);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'productivity_tallies',
      entityId: removed.id,
      before: { workOrderId, hourStart: hour.toISOString(), gang, moves: removed.moves },
    });
  });
  return readProductivityLog(db, workOrderId);
}
