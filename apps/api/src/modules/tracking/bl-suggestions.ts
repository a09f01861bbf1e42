import { type BlSuggestion, blSuggestionsMax } from '@portside/contracts/tracking';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prefixPattern } from '../../db/list';
import { clearances, items, vessels, workOrders } from '../../db/schema/index';

/**
 * The BLs whose number starts with `prefix`, ignoring case, first by number (the items' text_pattern_ops index, read
 * in its order and stopped after `blSuggestionsMax`), a number on several vessels newest arrival first.
 */
export function suggestBls(db: Db, prefix: string): Promise<BlSuggestion[]> {
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
    .where(sql`lower(${items.blNo}) like ${prefixPattern(prefix)}`)
    .orderBy(sql`lower(${items.blNo}) using ~<~`, sql`${items.arrivalDate} desc`, sql`${items.id} desc`)
    .limit(blSuggestionsMax);
}
