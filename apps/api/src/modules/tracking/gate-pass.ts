import type { GatePass } from '@portside/contracts/tracking';
import { trackingMessages } from '@portside/contracts/tracking';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gateReleases, items, users, vessels, workOrders } from '../../db/schema/index';
import { isoInstant } from '../../db/sql-expressions';
import { NotFound } from '../../errors';

/**
 * The gate pass of one release: the truck, what it took, and what remained of the BL once it left (the whole less
 * the standing releases up to this one, the first first).
 */
export async function gatePass(db: Db, releaseId: number): Promise<GatePass> {
  const [row] = await db
    .select({
      id: gateReleases.id,
      itemId: items.id,
      blNo: items.blNo,
      packages: gateReleases.packages,
      plateNumber: gateReleases.plateNumber,
      driverName: gateReleases.driverName,
      slipNumber: gateReleases.slipNumber,
      releasedAt: sql<string>`${isoInstant(sql`${gateReleases.releasedAt}`)}`,
      gateOutAt: sql<string | null>`${isoInstant(sql`${items.gateOutAt}`)}`,
      vesselName: vessels.name,
      voyageNo: vessels.voyageNumber,
      consignee: items.consignee,
      description: items.description,
      totalPackages: sql<number>`greatest(coalesce(${items.dischargedPackages}, ${items.noPackages}), 1)`.mapWith(
        Number,
      ),
      releasedBefore: sql<number>`(select coalesce(sum(r.packages), 0) from gate_releases r
        where r.item_id = ${items.id} and r.cancelled_at is null
          and (r.released_at, r.id) <= (${gateReleases.releasedAt}, ${gateReleases.id}))`.mapWith(Number),
      releasedInAll: sql<number>`(select coalesce(sum(r.packages), 0) from gate_releases r
        where r.item_id = ${items.id} and r.cancelled_at is null)`.mapWith(Number),
      releasedBy: sql<string | null>`coalesce(nullif(btrim(${users.name}), ''), ${users.username})`,
      reversed: sql<boolean>`${gateReleases.cancelledAt} is not null`,
      holdReason: gateReleases.holdReason,
    })
    .from(gateReleases)
    .innerJoin(items, eq(items.id, gateReleases.itemId))
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
    .leftJoin(users, eq(users.id, gateReleases.releasedBy))
    .where(eq(gateReleases.id, releaseId));
  if (!row) throw new NotFound(trackingMessages.releaseNotFound);
  const { releasedBefore, releasedInAll, ...pass } = row;
  const remainingNow = row.gateOutAt ? 0 : Math.max(row.totalPackages - releasedInAll, 0);
  return { ...pass, remainingPackages: remainingNow, remainingAfter: Math.max(row.totalPackages - releasedBefore, 0) };
}
