import { type ItemBody, workOrderMessages } from '@portside/contracts/work-orders';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { addItemsToRollups } from '../../db/rollups/maintain';
import { items, subItems } from '../../db/schema/index';
import type { MatchedRow } from './registry-matches';

/** The work order that items are written to; its arrival date is copied onto them. */
export type ItemTarget = { id: number; arrivalDate: string };
type SubItemBody = ItemBody['subItems'][number];

/** A statement takes at most 65,535 parameters: rows are written a thousand at a time. */
function batches<T>(rows: T[], size = 1000): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );
}

const decimal = (value: number | null) => (value === null ? null : String(value));

function itemColumns(row: MatchedRow, target: ItemTarget) {
  return {
    workOrderId: target.id,
    blNo: row.blNo,
    marksAndNumbers: row.marksAndNumbers,
    shipper: row.shipper,
    consignee: row.consignee,
    consigneeId: row.consigneeId,
    noPackages: row.noPackages,
    description: row.description,
    descriptionId: row.descriptionId,
    grossWeight: String(row.grossWeight),
    cbm: String(row.cbmSo),
    stevedoringId: row.stevedoringId,
    arrastreId: row.arrastreId,
    arrivalDate: target.arrivalDate,
  };
}

/** The sub-items of items, in their rows' order. */
export async function insertSubItems(tx: Db, owners: { itemId: number; subItems: SubItemBody[] }[]) {
  const values = owners.flatMap(({ itemId, subItems: subs }) =>
    subs.map((sub) => ({
      itemId,
      vehicleMaker: sub.vehicleMaker,
      vehicleModel: sub.vehicleModel,
      chassisNo: sub.chassisNo,
      lengthCm: decimal(sub.lengthCm),
      widthCm: decimal(sub.widthCm),
      heightCm: decimal(sub.heightCm),
      cbm: decimal(sub.cbm),
    })),
  );
  for (const batch of batches(values)) await tx.insert(subItems).values(batch);
}

/** Adds the rows to the work order with their sub-items, many rows per statement; the new ids in row order. */
export async function insertItems(tx: Db, target: ItemTarget, rows: MatchedRow[]): Promise<number[]> {
  const idByBl = new Map<string, number>();
  for (const batch of batches(rows.map((row) => itemColumns(row, target)))) {
    const inserted = await tx.insert(items).values(batch).returning({ id: items.id, blNo: items.blNo });
    for (const item of inserted) idByBl.set(item.blNo, item.id);
  }
  // BL numbers are unique in a work order, so they tell which new id is whose.
  const owners = rows.map((row) => ({ itemId: idByBl.get(row.blNo) as number, subItems: row.subItems }));
  await insertSubItems(tx, owners);
  const ids = owners.map((owner) => owner.itemId);
  await addItemsToRollups(tx, ids);
  return ids;
}

const rewritten = [
  'blNo',
  'marksAndNumbers',
  'shipper',
  'consignee',
  'consigneeId',
  'noPackages',
  'description',
  'descriptionId',
  'grossWeight',
  'cbm',
  'stevedoringId',
  'arrastreId',
  'arrivalDate',
] as const;

/** Rewrites existing items of the work order from their rows in one statement; the rows travel as one JSON document. */
export async function updateItems(tx: Db, target: ItemTarget, rows: MatchedRow<ItemBody & { itemId: number }>[]) {
  if (rows.length === 0) return;
  const records = rows.map((row) => {
    const values = itemColumns(row, target);
    return Object.fromEntries([['id', row.itemId], ...rewritten.map((key) => [items[key].name, values[key]])]);
  });
  const name = (key: (typeof rewritten)[number]) => sql.identifier(items[key].name);
  const assignments = rewritten.map((key) => sql`${name(key)} = given.${name(key)}`);
  const columns = rewritten.map((key) => sql`${name(key)} ${sql.raw(items[key].getSQLType())}`);
  await tx.execute(sql`update ${items} set ${sql.join(assignments, sql`, `)}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as given(id integer, ${sql.join(columns, sql`, `)})
    where ${items.id} = given.id and ${items.workOrderId} = ${target.id}`);
}

/**
 * The unique index on (work order, lower(bl_no)) is checked row by row, so items whose BL number changes first take a
 * placeholder (a leading space, which no trimmed BL number has): BL numbers may then move between items.
 */
export async function releaseBlNumbers(tx: Db, workOrderId: number, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await tx
    .update(items)
    .set({ blNo: sql`' ' || ${items.id}` })
    .where(and(eq(items.workOrderId, workOrderId), inArray(items.id, itemIds)));
}

/** Removes every sub-item of the work order's items (an edit writes them anew). */
export async function deleteSubItems(tx: Db, workOrderId: number) {
  const ofWorkOrder = tx.select({ id: items.id }).from(items).where(eq(items.workOrderId, workOrderId));
  await tx.delete(subItems).where(inArray(subItems.itemId, ofWorkOrder));
}

/** Removes the work order's items that are not kept; an item already cleared or billed refuses the edit (409). */
export async function deleteItemsExcept(tx: Db, workOrderId: number, kept: number[]) {
  await refuseConflicts({ inUse: workOrderMessages.itemInUse }, () =>
    tx.delete(items).where(and(eq(items.workOrderId, workOrderId), notInArray(items.id, kept))),
  );
}
