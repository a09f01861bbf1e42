import type { LayoutColumn } from '@portside/contracts/manifest-layouts';
import { cargoClasses } from '@portside/contracts/storage';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { cargoHandlers, consignees, descriptions, shippingLines, vessels } from './registries';
import { users } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const workOrderStatuses = ['draft', 'final', 'completed'] as const;

export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 30 }).notNull(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'restrict' }),
    status: text('status', { enum: workOrderStatuses }).notNull().default('draft'),
    owner: varchar('owner', { length: 150 }).notNull().default('admin'),
    type: varchar('type', { length: 40 }).notNull().default('Cargo'),
    arrivalDate: date('arrival_date').notNull(),
    /** Import, export, domestic or transhipment: the free days and rates of its cargo's storage. */
    cargoClass: text('cargo_class', { enum: cargoClasses }).notNull().default('import'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_orders_number_key').on(t.number),
    index('work_orders_vessel_idx').on(t.vesselId),
    index('work_orders_arrival_idx').on(t.arrivalDate, t.id),
    index('work_orders_created_idx').on(t.createdAt, t.id),
    index('work_orders_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('work_orders_cargo_class_known', sql`${t.cargoClass} in ('import', 'export', 'domestic', 'transhipment')`),
  ],
);

/** Operation sends a draft back to commercial with a note; the request is open until commercial saves the draft. */
export const workOrderUpdateRequests = pgTable(
  'work_order_update_requests',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    note: varchar('note', { length: 1000 }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'restrict' }),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [index('work_order_update_requests_work_order_idx').on(t.workOrderId, t.requestedAt)],
);

/** The uploaded manifest, kept with its work order (in the database, so instances share it). */
export const workOrderManifests = pgTable('work_order_manifests', {
  workOrderId: integer('work_order_id')
    .primaryKey()
    .references(() => workOrders.id, { onDelete: 'restrict' }),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/**
 * One bill of lading of a work order: the fact table of every dashboard. Handler and consignee names are kept as
 * printed on the manifest beside the registry rows they were matched to.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    blNo: varchar('bl_no', { length: 60 }).notNull(),
    marksAndNumbers: text('marks_and_numbers'),
    shipper: text('shipper'),
    consignee: text('consignee').notNull(),
    consigneeId: integer('consignee_id').references(() => consignees.id, { onDelete: 'restrict' }),
    noPackages: integer('no_packages').notNull(),
    description: text('description').notNull(),
    descriptionId: integer('description_id').references(() => descriptions.id, { onDelete: 'restrict' }),
    grossWeight: numeric('gross_weight', { precision: 14, scale: 3 }).notNull(),
    cbm: numeric('cbm', { precision: 14, scale: 3 }).notNull(),
    stevedoringId: integer('stevedoring_id').references(() => cargoHandlers.id, { onDelete: 'restrict' }),
    arrastreId: integer('arrastre_id').references(() => cargoHandlers.id, { onDelete: 'restrict' }),
    /** Arrival of the vessel, copied from the work order so the fact table is read by date alone. */
    arrivalDate: date('arrival_date').notNull(),
    /** When the BL was discharged, and how many packages came off the vessel (the outturn beside noPackages). */
    handledAt: instant('handled_at'),
    dischargedPackages: integer('discharged_packages'),
    gateOutAt: instant('gate_out_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('items_work_order_bl_key').on(t.workOrderId, sql`lower(${t.blNo})`),
    index('items_bl_no_idx').on(sql`lower(${t.blNo})`),
    // A BL found by the start of its number (tracking, the gate, clearances, receipts), in any collation.
    index('items_bl_prefix_idx').on(sql`lower(${t.blNo}) text_pattern_ops`),
    index('items_arrival_idx').on(t.arrivalDate),
    index('items_stevedoring_arrival_idx').on(t.stevedoringId, t.arrivalDate),
    index('items_arrastre_arrival_idx').on(t.arrastreId, t.arrivalDate),
    // A consignee's BLs of a period (reports, an operator's drill-down): counted, paged and summed by description
    // from the index alone, which holds their handlers and figures (and, for an unmatched name, the column under the
    // expression, which PostgreSQL needs to skip the table).
    index('items_consignee_arrival_idx').on(
      t.consigneeId,
      t.arrivalDate,
      t.id,
      t.stevedoringId,
      t.arrastreId,
      t.descriptionId,
      t.noPackages,
      t.cbm,
    ),
    // A client company's BLs we handle (the client portal): its summaries, its item views (active: not yet gated out)
    // and their search and sorts by BL number, read from the index alone, consignee after consignee of the company,
    // with the handlers that tell ours.
    index('items_consignee_client_idx').on(
      t.consigneeId,
      t.arrivalDate,
      t.id,
      t.gateOutAt,
      t.cbm,
      t.noPackages,
      t.workOrderId,
      t.blNo,
      t.stevedoringId,
      t.arrastreId,
    ),
    index('items_unmatched_consignee_arrival_idx')
      .on(
        sql`upper(btrim(${t.consignee}))`,
        t.arrivalDate,
        t.id,
        t.consignee,
        t.stevedoringId,
        t.arrastreId,
        t.descriptionId,
        t.noPackages,
        t.cbm,
      )
      .where(sql`${t.consigneeId} is null`),
    // A visit's BLs in order, with their handlers and figures: a shipping agent's BLs of an operator, walked visit by
    // visit (analytics/bls.ts), paged and summed by description from the index alone.
    index('items_work_order_idx').on(
      t.workOrderId,
      t.id,
      t.stevedoringId,
      t.arrastreId,
      t.descriptionId,
      t.noPackages,
      t.cbm,
    ),
    index('items_description_idx').on(t.descriptionId),
    check('items_no_packages_positive', sql`${t.noPackages} >= 0`),
    check('items_cbm_positive', sql`${t.cbm} >= 0`),
    check('items_discharged_packages_positive', sql`${t.dischargedPackages} >= 0`),
  ],
);

/** Vehicle details of one package of an item (AITSI non-rice rows). */
export const subItems = pgTable(
  'sub_items',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    vehicleMaker: varchar('vehicle_maker', { length: 100 }),
    vehicleModel: varchar('vehicle_model', { length: 100 }),
    chassisNo: varchar('chassis_no', { length: 60 }),
    lengthCm: numeric('length_cm', { precision: 10, scale: 2 }),
    widthCm: numeric('width_cm', { precision: 10, scale: 2 }),
    heightCm: numeric('height_cm', { precision: 10, scale: 2 }),
    cbm: numeric('cbm', { precision: 14, scale: 3 }),
  },
  (t) => [index('sub_items_item_idx').on(t.itemId)],
);

/**
 * How a manifest layout's columns are read, as a clerk taught it (docs/domain.md "Teaching the reader"): for a
 * shipping line (null: a vessel whose agent has none) and the layout's key (its labels), each label's field.
 */
export const manifestLayouts = pgTable(
  'manifest_layouts',
  {
    id: serial('id').primaryKey(),
    shippingLineId: integer('shipping_line_id').references(() => shippingLines.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    columns: jsonb('columns').$type<LayoutColumn[]>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('manifest_layouts_key').on(sql`coalesce(${t.shippingLineId}, 0)`, sql`md5(${t.signature})`)],
);
