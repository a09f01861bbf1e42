import { defaultTimeZone } from '@portside/contracts/time-zone';
import type { TrackingResult } from '@portside/contracts/tracking';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  billingInvoices,
  cargoHandlers,
  clearances,
  items,
  monitoring,
  officialReceipts,
  vessels,
  workOrders,
} from '../../db/schema/index';
import { isOwnOperator } from '../settings/own-operator';
import { storageInvoicesOf } from '../storage/billed';
import { blInYardOf } from '../storage/in-yard';
import { type StorageCounter, stayOf } from '../storage/stay';
import { withdrawalsOf } from './withdrawals';

/** A BL number returns every BL of that number, on any vessel: a handful, never a long list. */
const maxResults = 50;

const stevedoring = alias(cargoHandlers, 'stevedoring');
const arrastre = alias(cargoHandlers, 'arrastre');
const terminalZone = sql`coalesce((select time_zone from app_settings), ${defaultTimeZone})`;
const dayInTerminal = (instant: SQL | typeof items.handledAt) => sql`(${instant} at time zone ${terminalZone})::date`;

/** An item with its vessel, berth, handlers, clearance, invoice and receipt, and what the gate checks. */
const columns = {
  id: items.id,
  blNo: items.blNo,
  vesselName: vessels.name,
  voyageNo: vessels.voyageNumber,
  description: items.description,
  consignee: items.consignee,
  shipper: sql<string>`coalesce(${items.shipper}, '')`,
  noPackages: items.noPackages,
  cbmSo: sql<number>`${items.cbm}`.mapWith(Number),
  grossWeight: sql<number>`${items.grossWeight}`.mapWith(Number),
  arrivalDate: items.arrivalDate,
  timeOfBerth: monitoring.timeOfBerth,
  handledAt: items.handledAt,
  gateOutAt: items.gateOutAt,
  stevedoring: stevedoring.name,
  arrastre: arrastre.name,
  clearanceNumber: clearances.clearanceNumber,
  clearanceDate: clearances.clearanceDate,
  invoiceNumber: billingInvoices.invoiceNumber,
  billingDate: billingInvoices.billingDate,
  orNumber: officialReceipts.orNumber,
  orDateIssued: officialReceipts.dateIssued,
  // Calendar days of the terminal's zone from discharge to gate-out, or to today while the cargo is in.
  daysInTerminal: sql<number | null>`${dayInTerminal(sql`coalesce(${items.gateOutAt}, now())`)} - ${dayInTerminal(
    items.handledAt,
  )}`.mapWith(Number),
  /** The arrastre handler is one of our operators (settings, names compared ignoring case). */
  arrastreIsOurs: sql<boolean>`${isOwnOperator(arrastre.name)}`,
  gateOutInTerminal: sql<string | null>`to_char(${items.gateOutAt} at time zone ${terminalZone}, 'YYYY-MM-DD HH24:MI')`,
  stay: stayOf(sql.raw('items'), sql.raw('work_orders')),
  withdrawals: withdrawalsOf(items.id),
  storageInvoices: storageInvoicesOf(items.id),
};

function selectTracked(db: Db) {
  return db
    .select(columns)
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
    .leftJoin(monitoring, eq(monitoring.workOrderId, workOrders.id))
    .leftJoin(stevedoring, eq(stevedoring.id, items.stevedoringId))
    .leftJoin(arrastre, eq(arrastre.id, items.arrastreId))
    .leftJoin(clearances, eq(clearances.itemId, items.id))
    .leftJoin(billingInvoices, and(eq(billingInvoices.itemId, items.id), eq(billingInvoices.kind, 'handling')))
    .leftJoin(officialReceipts, eq(officialReceipts.id, billingInvoices.officialReceiptId));
}
export type TrackedItem = Awaited<ReturnType<typeof selectTracked>>[number];

/**
 * Every BL of a number, whole and in any case (through the index on lower(bl_no)), newest arrival first: prepared once
 * per database, since planning this join of ten tables costs ten times more than running it (docs/benchmarks.md).
 */
export function blNumberFinder(db: Db) {
  const query = selectTracked(db)
    .where(sql`lower(${items.blNo}) = lower(${sql.placeholder('blNo')})`)
    .orderBy(desc(items.arrivalDate), desc(items.id))
    .limit(maxResults)
    .prepare('tracked_by_bl_number');
  return (blNo: string): Promise<TrackedItem[]> => query.execute({ blNo });
}
export type BlNumberFinder = ReturnType<typeof blNumberFinder>;

export async function findById(db: Db, id: number): Promise<TrackedItem | undefined> {
  const [row] = await selectTracked(db).where(eq(items.id, id));
  return row;
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** The tracking result of spec 3, with its storage: instants in ISO 8601 (UTC), without what only the gate reads. */
export function toTrackingResult(row: TrackedItem, count: StorageCounter): TrackingResult {
  const { daysInTerminal: _days, arrastreIsOurs: _ours, gateOutInTerminal: _out, stay: _stay, ...rest } = row;
  const { storageInvoices: _invoices, withdrawals: _withdrawals, ...result } = rest;
  return {
    ...result,
    ...blInYardOf(row, count),
    timeOfBerth: iso(row.timeOfBerth),
    handledAt: iso(row.handledAt),
    gateOutAt: iso(row.gateOutAt),
  };
}
