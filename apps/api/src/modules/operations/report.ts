import type { VisitItem, VisitReport } from '@portside/contracts/operations';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cargoHandlers, items } from '../../db/schema/index';
import { isOwnOperator } from '../settings/own-operator';
import { getWorkOrder } from '../work-orders/queries';
import { listDelays } from './delays';
import { listVisitItems } from './discharges';
import { readMonitoring } from './monitoring';
import { readProductivityLog } from './tallies';

const stevedores = alias(cargoHandlers, 'stevedores');
const arrastres = alias(cargoHandlers, 'arrastres');

const cbm = (where: SQL) => sql<number>`coalesce(sum(${items.cbm}) filter (where ${where}), 0)`.mapWith(Number);

/** Handled and remaining CBM of the visit's BLs that our operator handles, per category. */
async function categoryProgress(db: Db, workOrderId: number) {
  const handled = sql`${items.handledAt} is not null`;
  const waiting = sql`${items.handledAt} is null`;
  const [row] = await db
    .select({
      stevedoringTotal: cbm(isOwnOperator(stevedores.name)),
      stevedoringHandled: cbm(sql`${isOwnOperator(stevedores.name)} and ${handled}`),
      stevedoringRemaining: cbm(sql`${isOwnOperator(stevedores.name)} and ${waiting}`),
      arrastreTotal: cbm(isOwnOperator(arrastres.name)),
      arrastreHandled: cbm(sql`${isOwnOperator(arrastres.name)} and ${handled}`),
      arrastreRemaining: cbm(sql`${isOwnOperator(arrastres.name)} and ${waiting}`),
    })
    .from(items)
    .leftJoin(stevedores, eq(stevedores.id, items.stevedoringId))
    .leftJoin(arrastres, eq(arrastres.id, items.arrastreId))
    .where(eq(items.workOrderId, workOrderId));
  const figures = row as NonNullable<typeof row>;
  return (['stevedoring', 'arrastre'] as const).map((category) => ({
    category,
    totalCbm: figures[`${category}Total`],
    handledCbm: figures[`${category}Handled`],
    remainingCbm: figures[`${category}Remaining`],
  }));
}

/** Manifested against discharged packages of every BL; the short- and over-landed ones apart. */
function outturn(visitItems: VisitItem[]) {
  const rows = visitItems.map((item) => ({
    itemId: item.itemId,
    blNo: item.blNo,
    consignee: item.consignee,
    manifested: item.noPackages,
    discharged: item.dischargedPackages,
    difference: item.dischargedPackages === null ? null : item.dischargedPackages - item.noPackages,
  }));
  return {
    rows,
    shortLanded: rows.filter((row) => row.difference !== null && row.difference < 0),
    overLanded: rows.filter((row) => row.difference !== null && row.difference > 0),
    manifested: rows.reduce((sum, row) => sum + row.manifested, 0),
    discharged: rows.reduce((sum, row) => sum + (row.discharged ?? 0), 0),
  };
}

/** The statement of facts and the outturn of one visit (route /reports/operations/{id}). */
export async function visitReport(db: Db, workOrderId: number): Promise<VisitReport> {
  const workOrder = await getWorkOrder(db, workOrderId);
  const [monitoring, delays, productivity, categories, visitItems] = await Promise.all([
    readMonitoring(db, workOrderId),
    listDelays(db, workOrderId),
    readProductivityLog(db, workOrderId),
    categoryProgress(db, workOrderId),
    listVisitItems(db, workOrderId),
  ]);
  return { workOrder, monitoring, delays, productivity, categories, outturn: outturn(visitItems) };
}
