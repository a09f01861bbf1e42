import {
  type Clearance,
  type ClearanceBody,
  clearanceDaysBeforeArrival,
  clearanceMessages,
  type ListClearancesQuery,
} from '@portside/contracts/clearances';
import type { Page } from '@portside/contracts/lists';
import { eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { blOf, cancellationOf } from '../../db/cancellation';
import { type Db, inTransaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { blsChanged } from '../../db/live-changes';
import { clearances, items, vessels, workOrders } from '../../db/schema/index';
import { Conflict, Invalid, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { terminalToday } from '../settings/service';

const toClearance = (row: Omit<Clearance, 'createdAt'> & { createdAt: Date }): Clearance => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const clearanceBl = blOf(clearances);

/** Clearances with their BL and the BL's vessel; callers narrow them to a page or one id. */
export const selectClearances = (db: Db) =>
  db
    .select({
      id: clearances.id,
      itemId: clearanceBl,
      blNo: items.blNo,
      clearanceNumber: clearances.clearanceNumber,
      clearanceDate: clearances.clearanceDate,
      vesselName: vessels.name,
      voyageNumber: vessels.voyageNumber,
      createdAt: clearances.createdAt,
      cancellation: cancellationOf(clearances),
    })
    .from(clearances)
    .innerJoin(items, eq(items.id, clearanceBl))
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId));

/**
 * The clearance number contains the search (its trigram index), or the BL number is the search ignoring case (the
 * items' lower(bl_no) index: a BL typed or scanned whole, never a scan of every item).
 */
function listWhere(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const itemsOfBl = db.select({ id: items.id }).from(items).where(sql`lower(${items.blNo}) = lower(${q})`);
  return or(
    ilike(clearances.clearanceNumber, containsPattern(q)),
    sql`${clearances.itemId} = any(array(${itemsOfBl}))`,
    sql`${clearances.cancelledItemId} = any(array(${itemsOfBl}))`,
  );
}

/** Spec 2.5: one page of clearances, sorted by number (ignoring case) or date, newest date first by default. */
export function listClearances(db: Db, query: ListClearancesQuery): Promise<Page<Clearance>> {
  const sortColumns = {
    clearanceNumber: sql`lower(${clearances.clearanceNumber})`,
    clearanceDate: clearances.clearanceDate,
  };
  const list = {
    table: clearances,
    where: listWhere(db, query.q),
    order: orderByKey(sortColumns, clearances.id, query),
    rows: selectClearances(db).$dynamic(),
  };
  return paginate(db, list, query, toClearance);
}

/**
 * The standing clearance that holds this BL (409 alreadyCleared) or else this number in any case (409 numberUsed),
 * read after a unique index refused the insert: the clearance that holds it has committed. A cancelled clearance holds
 * neither.
 */
async function conflictOf(db: Db, itemId: number, clearanceNumber: string): Promise<Conflict | null> {
  const sameNumber = sql`lower(${clearances.clearanceNumber}) = lower(${clearanceNumber}) and ${clearances.cancelledAt} is null`;
  const taken = await db
    .select({ itemId: clearances.itemId, clearanceNumber: clearances.clearanceNumber, blNo: items.blNo })
    .from(clearances)
    .innerJoin(items, eq(items.id, clearances.itemId))
    .where(or(eq(clearances.itemId, itemId), sameNumber));
  const sameBl = taken.find((row) => row.itemId === itemId);
  if (sameBl) return new Conflict(withValues(clearanceMessages.alreadyCleared, { ...sameBl, itemId }));
  const [numbered] = taken;
  return numbered ? new Conflict(withValues(clearanceMessages.numberUsed, { ...numbered, itemId })) : null;
}

/** The BL to clear with its visit's arrival date, refused on itemId when it does not exist or is not on the vessel. */
async function clearableItem(db: Db, itemId: number, vesselId: number | null | undefined) {
  const [item] = await db
    .select({ id: items.id, vesselId: workOrders.vesselId, arrivalDate: workOrders.arrivalDate })
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .where(eq(items.id, itemId));
  if (!item) throw new Invalid([{ path: ['itemId'], message: clearanceMessages.itemNotFound }]);
  if (vesselId != null && item.vesselId !== vesselId) {
    throw new Invalid([{ path: ['itemId'], message: clearanceMessages.itemNotOnVessel }]);
  }
  return item;
}

/** The day `days` days before a date (YYYY-MM-DD, calendar days: UTC has no daylight saving). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Records the customs clearance of one BL (spec 5): the BL must exist (and be on the vessel when one is named), the day
 * not after today in the terminal's time zone nor more than 90 days before the vessel's arrival; a BL is cleared once
 * and a number used once (any case). The unique indexes decide, also between two requests racing; the refused one then
 * reads the clearance that holds the BL or the number for its 409 sentence.
 */
export async function createClearance(db: Db, actor: Actor, body: ClearanceBody): Promise<Clearance> {
  const { itemId, clearanceNumber } = body;
  const { arrivalDate } = await clearableItem(db, itemId, body.vesselId);
  const today = await terminalToday(db);
  const clearanceDate = body.clearanceDate ?? today;
  if (clearanceDate > today) throw new Invalid([{ path: ['clearanceDate'], message: clearanceMessages.dateInFuture }]);
  if (clearanceDate < daysBefore(arrivalDate, clearanceDaysBeforeArrival)) {
    const values = { days: clearanceDaysBeforeArrival, arrivalDate };
    throw new Invalid([{ path: ['clearanceDate'], message: withValues(clearanceMessages.dateTooEarly, values) }]);
  }
  try {
    return await inTransaction(db, async (tx) => {
      const [created] = await tx.insert(clearances).values({ itemId, clearanceNumber, clearanceDate }).returning();
      if (!created) throw new Error('insert into clearances returned nothing');
      const after = { id: created.id, itemId, clearanceNumber, clearanceDate, createdAt: created.createdAt };
      await recordAudit(tx, actor, { action: 'create', entity: 'clearances', entityId: created.id, after });
      await blsChanged(tx, [itemId]);
      const [row] = await selectClearances(tx).where(eq(clearances.id, created.id));
      if (!row) throw new Error(`clearance ${created.id} has no BL`);
      return toClearance(row);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await conflictOf(db, itemId, clearanceNumber)) ?? error;
  }
}
