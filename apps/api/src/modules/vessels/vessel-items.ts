import type { VesselItem } from '@portside/contracts/clearances';
import { vesselMessages } from '@portside/contracts/vessels';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billingInvoices, cargoHandlers, clearances, items, vessels, workOrders } from '../../db/schema/index';
import { NotFound } from '../../errors';

const stevedores = alias(cargoHandlers, 'stevedores');
const arrastres = alias(cargoHandlers, 'arrastres');

/**
 * Every BL of every work order of a vessel (spec 7 `GET /vessels/{id}/items`), in BL order ignoring case, with its
 * visit's arrival date and the clearance and the invoice each has (null when none): the clearance and invoice pickers
 * show what is left to do, and the invoice form's date starts at the arrival.
 * Read through work_orders_vessel_idx and the items' (work_order_id, lower(bl_no)) key; a call is a few hundred BLs.
 */
export async function listVesselItems(db: Db, vesselId: number): Promise<VesselItem[]> {
  const [vessel] = await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, vesselId));
  if (!vessel) throw new NotFound(vesselMessages.notFound);
  const rows = await db
    .select({
      item: items,
      stevedoring: stevedores.name,
      arrastre: arrastres.name,
      clearanceNumber: clearances.clearanceNumber,
      invoiceNumber: billingInvoices.invoiceNumber,
    })
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .leftJoin(stevedores, eq(stevedores.id, items.stevedoringId))
    .leftJoin(arrastres, eq(arrastres.id, items.arrastreId))
    .leftJoin(clearances, eq(clearances.itemId, items.id))
    .leftJoin(billingInvoices, and(eq(billingInvoices.itemId, items.id), eq(billingInvoices.kind, 'handling')))
    .where(eq(workOrders.vesselId, vesselId))
    .orderBy(sql`lower(${items.blNo})`, asc(items.id));
  return rows.map(({ item, ...row }) => ({
    id: item.id,
    workOrderId: item.workOrderId,
    arrivalDate: item.arrivalDate,
    blNo: item.blNo,
    marksAndNumbers: item.marksAndNumbers ?? '',
    shipper: item.shipper ?? '',
    consignee: item.consignee,
    noPackages: item.noPackages,
    description: item.description,
    cbmSo: Number(item.cbm),
    grossWeight: Number(item.grossWeight),
    ...row,
  }));
}
