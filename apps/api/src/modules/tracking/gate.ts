import type { CancelBody } from '@portside/contracts/cancellations';
import { scaled } from '@portside/contracts/money';
import {
  type GateItem,
  type GateRefusal,
  type GateRelease,
  gateRefusals,
  type gateReleaseBodySchema,
  type TrackingResult,
  trackingMessages,
} from '@portside/contracts/tracking';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { blsChanged } from '../../db/live-changes';
import { withRollups } from '../../db/rollups/maintain';
import { gateReleases, items } from '../../db/schema/index';
import { Conflict, Forbidden, NotFound, withValues } from '../../errors';
import type { CurrentUser } from '../../plugins/auth';
import { type Actor, recordAudit } from '../audit/record';
import { type StorageCounter, storageCounter } from '../storage/stay';
import { type BlNumberFinder, findById, type TrackedItem, toTrackingResult } from './tracked-items';
import { remainingOf } from './withdrawals';

type GateReleaseBody = z.output<typeof gateReleaseBodySchema>;

/**
 * Every refusal that applies, in the order of gateRefusals; paid is an invoice with its official receipt, and storage
 * is owed while days accrued to today are not on a storage invoice or one is not paid.
 */
function refusalsOf(row: TrackedItem, result: TrackingResult): GateRefusal[] {
  const applies: Record<GateRefusal, boolean> = {
    notOurArrastre: !row.arrastreIsOurs,
    notDischarged: row.handledAt === null,
    notCleared: row.clearanceNumber === null,
    notPaid: row.orNumber === null,
    storageOwed: row.gateOutAt === null && scaled(result.storageBilling?.owedAmount ?? '0.00', 2) > 0n,
    alreadyOut: row.gateOutAt !== null,
  };
  return gateRefusals.filter((refusal) => applies[refusal]);
}

function gateItemOf(row: TrackedItem, count: StorageCounter): GateItem {
  const result = toTrackingResult(row, count);
  return { ...result, daysInTerminal: row.daysInTerminal, refusals: refusalsOf(row, result) };
}

/**
 * The refusals that hold this release: all of them, but a supervisor who gives a reason releases cargo that owes
 * storage (403 for anyone else giving one). The supervisor releases nothing else: the guard releases the rest (403).
 */
function holding(item: GateItem, actor: CurrentUser, body: GateReleaseBody): GateRefusal[] {
  if (actor.role === 'supervisor' && !item.refusals.includes('storageOwed')) {
    throw new Forbidden(trackingMessages.supervisorOnlyHeld);
  }
  if (body.holdReason === undefined) return item.refusals;
  if (actor.role !== 'supervisor') throw new Forbidden(trackingMessages.holdBySupervisor);
  return item.refusals.filter((refusal) => refusal !== 'storageOwed');
}

/** GET /gate/bl: every BL of that number, with what the guard must know before releasing it. */
export async function findAtGate(db: Db, find: BlNumberFinder, blNo: string): Promise<GateItem[]> {
  const [rows, count] = await Promise.all([find(blNo), storageCounter(db)]);
  return rows.map((row) => gateItemOf(row, count));
}

/**
 * Packages of one BL leave now on one truck. The item row is locked first and everything is read again after the
 * lock, so releases of one BL racing each other run one after the other: none lets out more than remains, and of two
 * taking the last packages the second finds the BL out (409). The last packages out record the BL's gate-out.
 */
export function releaseAtGate(db: Db, actor: CurrentUser, body: GateReleaseBody): Promise<GateRelease> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: items.id }).from(items).where(eq(items.id, body.itemId)).for('update');
    const row = locked && (await findById(tx, body.itemId));
    if (!row) throw new NotFound(trackingMessages.itemNotFound);
    const item = gateItemOf(row, await storageCounter(tx));
    const [refusal] = holding(item, actor, body);
    if (refusal) {
      const amount = item.storageBilling?.owedAmount ?? '0.00';
      const values = { blNo: row.blNo, gateOutAt: row.gateOutInTerminal ?? '', amount };
      throw new Conflict(withValues(trackingMessages[refusal], values));
    }
    const holdReason = item.refusals.includes('storageOwed') ? (body.holdReason ?? null) : null;
    const remaining = remainingOf(row);
    if (body.packages > remaining) {
      throw new Conflict(withValues(trackingMessages.tooManyPackages, { remaining, blNo: row.blNo }));
    }
    const slip = body.slipNumber.toLowerCase();
    if (row.withdrawals.some((withdrawal) => withdrawal.slipNumber.toLowerCase() === slip)) {
      throw new Conflict(withValues(trackingMessages.slipUsed, { slipNumber: body.slipNumber, blNo: row.blNo }));
    }
    const [release] = await tx
      .insert(gateReleases)
      .values({ ...body, holdReason, releasedBy: actor.id })
      .returning();
    if (!release) throw new Error('the release was not recorded');
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'gate_releases',
      entityId: release.id,
      after: release,
      reason: holdReason ?? undefined,
    });
    const gateOutAt = remaining === body.packages ? await recordGateOut(tx, actor, row.id, release.releasedAt) : null;
    await blsChanged(tx, [row.id]);
    return {
      id: release.id,
      itemId: row.id,
      blNo: row.blNo,
      packages: release.packages,
      plateNumber: release.plateNumber,
      driverName: release.driverName,
      slipNumber: release.slipNumber,
      releasedAt: release.releasedAt.toISOString(),
      remainingPackages: remaining - body.packages,
      gateOutAt: gateOutAt?.toISOString() ?? null,
    };
  });
}

/** The BL is out: its gate-out is the time its last packages left, audited as an update of the item. */
async function recordGateOut(tx: Db, actor: Actor, itemId: number, at: Date) {
  await withRollups(tx, [itemId], () => tx.update(items).set({ gateOutAt: at }).where(eq(items.id, itemId)));
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'items',
    entityId: itemId,
    before: { gateOutAt: null },
    after: { gateOutAt: at },
  });
  return at;
}

/**
 * A supervisor reverses a release made by mistake (the truck did not leave, or left under the wrong BL), with a
 * reason: its packages are in the terminal again, and a BL that was out is in again. The item row is locked first, as
 * a release locks it: of two supervisors reversing one release at once, the second finds it reversed (409).
 */
export function reverseRelease(db: Db, actor: Actor, releaseId: number, { reason }: CancelBody) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ itemId: gateReleases.itemId })
      .from(gateReleases)
      .where(eq(gateReleases.id, releaseId));
    if (!found) throw new NotFound(trackingMessages.releaseNotFound);
    const [item] = await tx
      .select({ blNo: items.blNo, gateOutAt: items.gateOutAt })
      .from(items)
      .where(eq(items.id, found.itemId))
      .for('update');
    const [release] = await tx.select().from(gateReleases).where(eq(gateReleases.id, releaseId));
    if (!item || !release) throw new NotFound(trackingMessages.releaseNotFound);
    if (release.cancelledAt) throw new Conflict(withValues(trackingMessages.releaseReversed, { blNo: item.blNo }));
    // The last truck first: what each later gate pass says remained stays true.
    const [later] = await tx
      .select({ id: gateReleases.id })
      .from(gateReleases)
      .where(
        and(
          eq(gateReleases.itemId, found.itemId),
          isNull(gateReleases.cancelledAt),
          // Compared in the database: a JavaScript Date would drop the microseconds of its time.
          sql`(${gateReleases.releasedAt}, ${gateReleases.id}) >
            (select r.released_at, r.id from gate_releases r where r.id = ${release.id})`,
        ),
      )
      .limit(1);
    if (later) throw new Conflict(withValues(trackingMessages.notLastRelease, { blNo: item.blNo }));
    const [reversed] = await tx
      .update(gateReleases)
      .set({ cancelledAt: sql`now()`, cancelledBy: actor.id, cancelReason: reason })
      .where(eq(gateReleases.id, releaseId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'gate_releases',
      entityId: releaseId,
      before: release,
      after: reversed,
      reason,
    });
    if (item.gateOutAt) {
      await withRollups(tx, [found.itemId], () =>
        tx.update(items).set({ gateOutAt: null }).where(eq(items.id, found.itemId)),
      );
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'items',
        entityId: found.itemId,
        before: { gateOutAt: item.gateOutAt },
        after: { gateOutAt: null },
        reason,
      });
    }
    await blsChanged(tx, [found.itemId]);
    const row = await findById(tx, found.itemId);
    if (!row) throw new Error(`item ${found.itemId} vanished`);
    return gateItemOf(row, await storageCounter(tx));
  });
}
