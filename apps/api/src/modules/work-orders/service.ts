import type { CargoClass } from '@portside/contracts/storage';
import { vesselMessages } from '@portside/contracts/vessels';
import {
  type createItemsBodySchema,
  createWorkOrderBodySchema,
  type ItemsResponse,
  type replaceItemsBodySchema,
  type submitWorkOrderBodySchema,
  type WorkOrderDetail,
  workOrderMessages,
} from '@portside/contracts/work-orders';
import { and, eq, getTableName, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { visitChanged } from '../../db/live-changes';
import { withRollups } from '../../db/rollups/maintain';
import { refuseStale, withVersion } from '../../db/row-version';
import {
  items,
  monitoring,
  vessels,
  workOrderManifests,
  workOrders,
  workOrderUpdateRequests,
} from '../../db/schema/index';
import { Conflict, Invalid, NotFound } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import {
  deleteItemsExcept,
  deleteSubItems,
  insertItems,
  insertSubItems,
  releaseBlNumbers,
  updateItems,
} from './item-writes';
import { readManifest } from './manifest';
import { nextWorkOrderNumber } from './numbering';
import { getWorkOrder, readItems } from './queries';
import { matchRegistries } from './registry-matches';

type CreateBody = z.output<typeof createWorkOrderBodySchema>;
type SubmitBody = z.output<typeof submitWorkOrderBodySchema>;
type CreateItemsBody = z.output<typeof createItemsBodySchema>;
type ReplaceBody = z.output<typeof replaceItemsBodySchema>;
const entity = getTableName(workOrders);

/**
 * A work order of an existing vessel (404 otherwise), numbered by its year of arrival, with its empty monitoring
 * record (every work order has one: operation fills it in).
 */
async function insertWorkOrder(tx: Db, actor: Actor, body: CreateBody) {
  // Held until the work order is written: a deletion of the vessel waits, or this finds it gone (404).
  const [vessel] = await tx
    .select({ id: vessels.id })
    .from(vessels)
    .where(eq(vessels.id, body.vesselId))
    .for('key share');
  if (!vessel) throw new NotFound(vesselMessages.notFound);
  const number = await nextWorkOrderNumber(tx, body.arrivalDate);
  const [workOrder] = await tx
    .insert(workOrders)
    .values({ ...body, number, createdBy: actor.id })
    .returning();
  if (!workOrder) throw new Error('insert into work_orders returned nothing');
  await tx.insert(monitoring).values({ workOrderId: workOrder.id });
  visitChanged(tx, workOrder.id);
  return workOrder;
}

/** The work order, locked until commit, if it may still be edited: 404 if it does not exist, 409 unless draft. */
async function lockDraft(tx: Db, id: number, version?: string) {
  const [workOrder] = await tx
    .select(withVersion(workOrders))
    .from(workOrders)
    .where(eq(workOrders.id, id))
    .for('update');
  if (!workOrder) throw new NotFound(workOrderMessages.notFound);
  if (workOrder.status !== 'draft') throw new Conflict(workOrderMessages.notDraft);
  refuseStale(workOrder.version, version, workOrderMessages.draftChanged);
  visitChanged(tx, id);
  return workOrder;
}

type DraftHeader = { arrivalDate: string; cargoClass?: CargoClass };

/**
 * Writes the draft's arrival date (and cargo class when given), changed or not: every save of its items so gives the
 * work order a new version.
 */
async function writeHeader(tx: Db, id: number, header: DraftHeader) {
  await tx.update(workOrders).set(header).where(eq(workOrders.id, id));
}

/**
 * The Work Order page's submit: the work order (spec 9 defaults: draft, owner admin, type Cargo), its manifest and all
 * its items with their sub-items, in one transaction.
 */
export async function submitWorkOrder(db: Db, actor: Actor, body: SubmitBody): Promise<WorkOrderDetail> {
  const manifest = readManifest(body.manifest);
  const defaults = createWorkOrderBodySchema.parse({
    vesselId: body.vesselId,
    arrivalDate: body.arrivalDate,
    cargoClass: body.cargoClass,
    status: body.status,
  });
  const id = await inTransaction(db, async (tx) => {
    const workOrder = await insertWorkOrder(tx, actor, defaults);
    await tx.insert(workOrderManifests).values({ workOrderId: workOrder.id, ...manifest });
    const rows = await matchRegistries(tx, actor, body.items, ['items']);
    await insertItems(tx, workOrder, rows);
    await recordAudit(tx, actor, {
      action: 'create',
      entity,
      entityId: workOrder.id,
      after: {
        ...workOrder,
        items: rows.length,
        manifest: { fileName: manifest.fileName, sha256: manifest.sha256, size: manifest.content.length },
      },
    });
    return workOrder.id;
  });
  return getWorkOrder(db, id);
}

/** Spec 7 POST /work-orders: a work order without items yet. */
export async function createWorkOrder(db: Db, actor: Actor, body: CreateBody): Promise<WorkOrderDetail> {
  const id = await inTransaction(db, async (tx) => {
    const workOrder = await insertWorkOrder(tx, actor, body);
    await recordAudit(tx, actor, { action: 'create', entity, entityId: workOrder.id, after: workOrder });
    return workOrder.id;
  });
  return getWorkOrder(db, id);
}

/** Spec 7 POST /items: items added to one draft work order; a BL number it already has is refused (409). */
export async function createItems(db: Db, actor: Actor, body: CreateItemsBody): Promise<ItemsResponse> {
  const workOrderId = body[0]?.woId as number;
  const itemIds = await inTransaction(db, async (tx) => {
    const workOrder = await lockDraft(tx, workOrderId);
    const rows = await matchRegistries(tx, actor, body, []);
    const ids = await refuseConflicts({ duplicate: workOrderMessages.duplicateBl }, () =>
      insertItems(tx, workOrder, rows),
    );
    await writeHeader(tx, workOrderId, { arrivalDate: workOrder.arrivalDate });
    await recordAudit(tx, actor, {
      action: 'update',
      entity,
      entityId: workOrderId,
      after: { itemsAdded: ids.length },
    });
    return ids;
  });
  return readItems(db, workOrderId, itemIds);
}

const isKept = <Row extends { itemId?: number }>(row: Row): row is Row & { itemId: number } => row.itemId !== undefined;

/**
 * The edit of a draft: listed items with an itemId are rewritten (sub-items replaced), the others added, the
 * work order's items not listed removed; a new arrival date moves the work order and all its items (not its number).
 * Made from `version` (the one its items were read at), it is refused (409) once another save has landed.
 */
export async function replaceItems(
  db: Db,
  actor: Actor,
  id: number,
  body: ReplaceBody,
  version?: string,
): Promise<ItemsResponse> {
  await inTransaction(db, async (tx) => {
    const before = await lockDraft(tx, id, version);
    const current = await tx
      .select({ id: items.id, blNo: items.blNo, noPackages: items.noPackages, handledAt: items.handledAt })
      .from(items)
      .where(eq(items.workOrderId, id));
    const blById = new Map(current.map((item) => [item.id, item.blNo]));
    const strangers = body.items.flatMap((row, index) =>
      isKept(row) && !blById.has(row.itemId)
        ? [{ path: ['items', index, 'itemId'], message: workOrderMessages.itemNotInWorkOrder }]
        : [],
    );
    if (strangers.length > 0) throw new Invalid(strangers);
    // Operation's outturn counts a discharged BL against its manifested packages: both stay as discharged.
    const sent = new Map(body.items.filter(isKept).map((row) => [row.itemId, row.noPackages]));
    if (current.some((item) => item.handledAt && sent.get(item.id) !== item.noPackages)) {
      throw new Conflict(workOrderMessages.dischargedItemLocked);
    }

    const target = { id, arrivalDate: body.arrivalDate ?? before.arrivalDate };
    const cargoClass = body.cargoClass ?? before.cargoClass;
    const rows = await matchRegistries(tx, actor, body.items, ['items']);
    const kept = rows.filter(isKept);
    const added = rows.filter((row) => !isKept(row));
    // The items there were (kept, rewritten or removed) leave the rollups and come back as they now are; new ones are
    // added by insertItems.
    await withRollups(tx, [...blById.keys()], async () => {
      await writeHeader(tx, id, { arrivalDate: target.arrivalDate, cargoClass });
      await deleteSubItems(tx, id);
      await deleteItemsExcept(
        tx,
        id,
        kept.map((row) => row.itemId),
      );
      const renamed = kept.filter((row) => blById.get(row.itemId) !== row.blNo);
      await releaseBlNumbers(
        tx,
        id,
        renamed.map((row) => row.itemId),
      );
      await updateItems(tx, target, kept);
      await insertSubItems(tx, kept);
    });
    await insertItems(tx, target, added);
    // Saving the draft answers operation's open requests for an update.
    const resolved = await tx
      .update(workOrderUpdateRequests)
      .set({ resolvedAt: new Date() })
      .where(and(eq(workOrderUpdateRequests.workOrderId, id), isNull(workOrderUpdateRequests.resolvedAt)))
      .returning({ id: workOrderUpdateRequests.id });
    await recordAudit(tx, actor, {
      action: 'update',
      entity,
      entityId: id,
      before: { arrivalDate: before.arrivalDate, cargoClass: before.cargoClass, items: current.length },
      after: {
        arrivalDate: target.arrivalDate,
        cargoClass,
        items: rows.length,
        updated: kept.length,
        added: added.length,
        removed: current.length - kept.length,
        ...(resolved.length > 0 ? { updateRequestsResolved: resolved.length } : {}),
      },
    });
  });
  return readItems(db, id);
}
