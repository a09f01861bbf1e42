import type { Page } from '@portside/contracts/lists';
import {
  type ItemsResponse,
  type ListWorkOrdersQuery,
  type SubItem,
  type WorkOrder,
  type WorkOrderDetail,
  workOrderMessages,
} from '@portside/contracts/work-orders';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { rowVersion } from '../../db/row-version';
import {
  cargoHandlers,
  companies,
  items,
  subItems,
  users,
  vessels,
  workOrderManifests,
  workOrders,
  workOrderUpdateRequests,
} from '../../db/schema/index';
import { NotFound } from '../../errors';

const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The totals of one work order's items, read through the (work_order_id, bl_no) index for that work order only. */
function itemTotals(db: Db) {
  return db
    .select({
      itemCount: sql<number>`count(*)`.mapWith(Number).as('item_count'),
      totalPackages: sum(items.noPackages).as('total_packages'),
      totalGrossWeight: sum(items.grossWeight).as('total_gross_weight'),
      totalCbm: sum(items.cbm).as('total_cbm'),
    })
    .from(items)
    .where(eq(items.workOrderId, workOrders.id))
    .as('totals');
}

/**
 * The latest open request of operation to update the work order (it was sent back to draft), by whom; a draft's only:
 * operation may confirm a draft it sent back before commercial saved it, and the request is then moot.
 */
function openUpdateRequest(db: Db) {
  return db
    .select({
      note: workOrderUpdateRequests.note,
      requestedAt: workOrderUpdateRequests.requestedAt,
      requestedBy: users.name,
    })
    .from(workOrderUpdateRequests)
    .leftJoin(users, eq(users.id, workOrderUpdateRequests.requestedBy))
    .where(
      and(
        eq(workOrderUpdateRequests.workOrderId, workOrders.id),
        isNull(workOrderUpdateRequests.resolvedAt),
        eq(workOrders.status, 'draft'),
      ),
    )
    .orderBy(desc(workOrderUpdateRequests.requestedAt))
    .limit(1)
    .as('open_request');
}

/**
 * Work orders with their vessel, agent, item totals and open update request; callers narrow them to a page or one id
 * first.
 */
function selectWorkOrders(db: Db) {
  const totals = itemTotals(db);
  const request = openUpdateRequest(db);
  return db
    .select({
      id: workOrders.id,
      number: workOrders.number,
      vesselId: workOrders.vesselId,
      status: workOrders.status,
      owner: workOrders.owner,
      type: workOrders.type,
      arrivalDate: workOrders.arrivalDate,
      cargoClass: workOrders.cargoClass,
      createdAt: workOrders.createdAt,
      vessel: {
        id: vessels.id,
        name: vessels.name,
        voyageNumber: vessels.voyageNumber,
        shippingAgent: companies.name,
      },
      vesselType: vessels.vesselType,
      itemCount: totals.itemCount,
      totalPackages: totals.totalPackages,
      totalGrossWeight: totals.totalGrossWeight,
      totalCbm: totals.totalCbm,
      requestNote: request.note,
      requestedAt: request.requestedAt,
      requestedBy: request.requestedBy,
    })
    .from(workOrders)
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
    .innerJoin(companies, eq(companies.id, vessels.shippingAgentId))
    .leftJoinLateral(totals, sql`true`)
    .leftJoinLateral(request, sql`true`);
}

type WorkOrderRow = {
  createdAt: Date;
  requestNote: string | null;
  requestedAt: Date | null;
  requestedBy: string | null;
};

const toWorkOrder = <Row extends WorkOrderRow>({ requestNote, requestedAt, requestedBy, ...row }: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updateRequest:
    requestNote === null || requestedAt === null
      ? null
      : { note: requestNote, requestedAt: requestedAt.toISOString(), requestedBy },
});

/** Number, vessel name or voyage number contain the search (the vessels' part found first, then by vessel_id). */
function listWhere(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const vesselsMatching = db
    .select({ id: vessels.id })
    .from(vessels)
    .where(or(ilike(vessels.name, pattern), ilike(vessels.voyageNumber, pattern)));
  return or(ilike(workOrders.number, pattern), sql`${workOrders.vesselId} = any(array(${vesselsMatching}))`);
}

/**
 * One page of work orders: the page's ids first (on the work orders' own indexes, or walking the vessels' name index
 * for the vessel sort), then their vessels and the totals of those ids' items only.
 */
export function listWorkOrders(db: Db, query: ListWorkOrdersQuery): Promise<Page<WorkOrder>> {
  const sortColumns = {
    number: workOrders.number,
    vessel: sql`lower(${vessels.name})`,
    arrivalDate: workOrders.arrivalDate,
    createdAt: workOrders.createdAt,
  };
  const through =
    query.sort === 'vessel'
      ? (ids: PgSelect) => ids.innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
      : undefined;
  const list = {
    table: workOrders,
    where: listWhere(db, query.q),
    order: orderByKey(sortColumns, workOrders.id, query),
    through,
    rows: selectWorkOrders(db).$dynamic(),
  };
  return paginate(db, list, query, toWorkOrder);
}

/** One work order with its manifest's name, fingerprint and size (the content itself is not read); 404 if none. */
export async function getWorkOrder(db: Db, id: number): Promise<WorkOrderDetail> {
  const [[row], [manifest]] = await Promise.all([
    selectWorkOrders(db).where(eq(workOrders.id, id)),
    db
      .select({
        fileName: workOrderManifests.fileName,
        sha256: workOrderManifests.sha256,
        size: sql<number>`octet_length(${workOrderManifests.content})`.mapWith(Number),
      })
      .from(workOrderManifests)
      .where(eq(workOrderManifests.workOrderId, id)),
  ]);
  if (!row) throw new NotFound(workOrderMessages.notFound);
  return { ...toWorkOrder(row), manifest: manifest ?? null };
}

const stevedores = alias(cargoHandlers, 'stevedores');
const arrastres = alias(cargoHandlers, 'arrastres');
const measure = (value: string | null) => (value === null ? null : Number(value));

/** The sub-items of a work order's items, by item. */
async function subItemsByItem(db: Db, workOrderId: number, only?: number[]) {
  const rows = await db
    .select({ itemId: subItems.itemId, sub: subItems })
    .from(subItems)
    .innerJoin(items, eq(items.id, subItems.itemId))
    .where(and(eq(items.workOrderId, workOrderId), only ? inArray(items.id, only) : undefined))
    .orderBy(asc(subItems.id));
  const byItem = new Map<number, SubItem[]>();
  for (const { itemId, sub } of rows) {
    const list = byItem.get(itemId) ?? [];
    list.push({
      id: sub.id,
      vehicleMaker: sub.vehicleMaker,
      vehicleModel: sub.vehicleModel,
      chassisNo: sub.chassisNo,
      lengthCm: measure(sub.lengthCm),
      widthCm: measure(sub.widthCm),
      heightCm: measure(sub.heightCm),
      cbm: measure(sub.cbm),
    });
    byItem.set(itemId, list);
  }
  return byItem;
}

/**
 * The items of a work order (or those of `only`), in id order, with their handlers' names and their sub-items, and the
 * work order's version. The version is read first: a save that lands between the two reads leaves it stale, so an
 * edit made from these items is refused rather than overwriting unseen changes.
 */
export async function readItems(db: Db, workOrderId: number, only?: number[]): Promise<ItemsResponse> {
  const [workOrder] = await db
    .select({ version: rowVersion(workOrders) })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  if (!workOrder) throw new NotFound(workOrderMessages.notFound);
  const [rows, subs] = await Promise.all([
    db
      .select({ item: items, stevedoring: stevedores.name, arrastre: arrastres.name })
      .from(items)
      .leftJoin(stevedores, eq(stevedores.id, items.stevedoringId))
      .leftJoin(arrastres, eq(arrastres.id, items.arrastreId))
      .where(and(eq(items.workOrderId, workOrderId), only ? inArray(items.id, only) : undefined))
      .orderBy(asc(items.id)),
    subItemsByItem(db, workOrderId, only),
  ]);
  const data = rows.map(({ item, stevedoring, arrastre }) => ({
    itemId: item.id,
    woId: item.workOrderId,
    blNo: item.blNo,
    marksAndNumbers: item.marksAndNumbers ?? '',
    shipper: item.shipper ?? '',
    consignee: item.consignee,
    consigneeId: item.consigneeId,
    noPackages: item.noPackages,
    description: item.description,
    grossWeight: Number(item.grossWeight),
    cbmSo: Number(item.cbm),
    stevedoring,
    arrastre,
    subItems: subs.get(item.id) ?? [],
  }));
  return { data, version: workOrder.version };
}
