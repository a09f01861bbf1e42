import { type BlSuggestion, blSuggestionsMax } from '@portside/contracts/tracking';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prefixPattern } from '../../db/list';
import { clearances, items, vessels, workOrders } from '../../db/schema/index';

/** How many BLs of a number's start the clearance page's search reads for those not cleared yet. */
export const unclearedReach = 2_000;

/**
 * The BLs whose number starts with `prefix`, ignoring case, the highest numbers first (a line numbers its BLs in
 * order, so the latest come first; the items' text_pattern_ops index read backwards and stopped after
 * `blSuggestionsMax`), a number on several vessels newest arrival first. With `uncleared`, only those customs has not
 * cleared, among the `unclearedReach` highest numbers: a line's older BLs are nearly all cleared, and reading past a
 * hundred thousand of them for none would take 180 ms.
 */
export function suggestBls(db: Db, prefix: string, uncleared = false): Promise<BlSuggestion[]> {
  const starting = sql`lower(${items.blNo}) like ${prefixPattern(prefix)}`;
  const newestFirst = sql`lower(${items.blNo}) using ~>~`;
  const reach = sql`${items.id} = any(array(select ${items.id} from ${items} where ${starting}
    order by ${newestFirst} limit ${unclearedReach}))`;
  return db
    .select({
      itemId: items.id,
      blNo: items.blNo,
      vesselId: vessels.id,
      vesselName: vessels.name,
      voyageNo: vessels.voyageNumber,
      arrivalDate: items.arrivalDate,
      consignee: items.consignee,
      cleared: sql<boolean>`${clearances.id} is not null`,
    })
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
    .leftJoin(clearances, eq(clearances.itemId, items.id))
    .where(uncleared ? and(reach, isNull(clearances.id)) : starting)
    .orderBy(newestFirst, sql`${items.arrivalDate} desc`, sql`${items.id} desc`)
    .limit(blSuggestionsMax);
}
