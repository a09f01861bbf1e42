import { invoiceLineCategories } from '@portside/contracts/billing';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cargoHandlerTypes } from './registries';

/**
 * The dashboards' rollups (db/rollups: what each counts, kept current in the transaction of every write that changes
 * an item, its invoice or its receipt; `npm run rollups:rebuild` recomputes them from the items). A key that names
 * no registry row holds 0 (no handler, an unmatched consignee) and an unmatched consignee or description keeps its
 * printed name, trimmed and upper-cased; a matched one keeps '' and is named by its registry row when read. Own
 * operators and shipping agents are read through the registries, so settings and vessels can change freely. The
 * `_handler_idx` indexes hold whole rows in handler order, so a report reads our handlers' rows alone, from the index.
 */
const category = () => text('category', { enum: cargoHandlerTypes }).notNull();
/** The rollups by billing date also hold storage invoices, under 'storage'. */
const revenueCategory = () => text('category', { enum: invoiceLineCategories }).notNull();
const handlerId = () => integer('handler_id').notNull();
const volume = {
  bls: integer('bls').notNull(),
  packages: bigint('packages', { mode: 'number' }).notNull(),
  cbm: numeric('cbm', { precision: 18, scale: 3 }).notNull(),
};
const revenue = {
  invoices: integer('invoices').notNull(),
  net: numeric('net', { precision: 18, scale: 2 }).notNull(),
  paidNet: numeric('paid_net', { precision: 18, scale: 2 }).notNull(),
  /** The invoices' VAT shared between their lines (db/rollups/definitions.ts). */
  vat: numeric('vat', { precision: 18, scale: 2 }).notNull(),
};

/** CBM, packages and BLs per arrival day, category and handler (every handler: ours and the competitors'). */
export const rollupVolumeDaily = pgTable(
  'rollup_volume_daily',
  { day: date('day').notNull(), category: category(), handlerId: handlerId(), ...volume },
  (t) => [
    primaryKey({ name: 'rollup_volume_daily_pk', columns: [t.day, t.category, t.handlerId] }),
    index('rollup_volume_daily_empty_idx').on(t.day).where(sql`${t.bls} = 0`),
  ],
);

/** Per arrival month, category, handler and consignee. */
export const rollupConsigneeMonthly = pgTable(
  'rollup_consignee_monthly',
  {
    month: date('month').notNull(),
    category: category(),
    handlerId: handlerId(),
    consigneeId: integer('consignee_id').notNull(),
    consigneeName: text('consignee_name').notNull(),
    ...volume,
  },
  (t) => [
    primaryKey({
      name: 'rollup_consignee_monthly_pk',
      columns: [t.month, t.category, t.handlerId, t.consigneeId, t.consigneeName],
    }),
    index('rollup_consignee_monthly_empty_idx').on(t.month).where(sql`${t.bls} = 0`),
    index('rollup_consignee_monthly_handler_idx').on(
      t.handlerId,
      t.month,
      t.category,
      t.consigneeId,
      t.consigneeName,
      t.bls,
      t.packages,
      t.cbm,
    ),
    // One consignee's rows of a period (its competitors, the consignees overview's search), from the index alone.
    index('rollup_consignee_monthly_consignee_idx').on(
      t.consigneeId,
      t.consigneeName,
      t.month,
      t.category,
      t.handlerId,
      t.bls,
      t.packages,
      t.cbm,
    ),
  ],
);

/** Per arrival year (its first day), category, handler and consignee: the consignee summaries of whole years. */
export const rollupConsigneeYearly = pgTable(
  'rollup_consignee_yearly',
  {
    year: date('year').notNull(),
    category: category(),
    handlerId: handlerId(),
    consigneeId: integer('consignee_id').notNull(),
    consigneeName: text('consignee_name').notNull(),
    ...volume,
  },
  (t) => [
    primaryKey({
      name: 'rollup_consignee_yearly_pk',
      columns: [t.year, t.category, t.handlerId, t.consigneeId, t.consigneeName],
    }),
    index('rollup_consignee_yearly_empty_idx').on(t.year).where(sql`${t.bls} = 0`),
    index('rollup_consignee_yearly_handler_idx').on(
      t.handlerId,
      t.year,
      t.category,
      t.consigneeId,
      t.consigneeName,
      t.bls,
      t.packages,
      t.cbm,
    ),
    // One consignee's rows of a period (its competitors, the consignees overview's search), from the index alone.
    index('rollup_consignee_yearly_consignee_idx').on(
      t.consigneeId,
      t.consigneeName,
      t.year,
      t.category,
      t.handlerId,
      t.bls,
      t.packages,
      t.cbm,
    ),
  ],
);

/** Per arrival month, category and consignee, every handler's summed: the consignees overview's whole months. */
export const rollupConsigneeTotalMonthly = pgTable(
  'rollup_consignee_total_monthly',
  {
    month: date('month').notNull(),
    category: category(),
    consigneeId: integer('consignee_id').notNull(),
    consigneeName: text('consignee_name').notNull(),
    ...volume,
  },
  (t) => [
    primaryKey({
      name: 'rollup_consignee_total_monthly_pk',
      columns: [t.month, t.category, t.consigneeId, t.consigneeName],
    }),
    index('rollup_consignee_total_monthly_empty_idx').on(t.month).where(sql`${t.bls} = 0`),
  ],
);

/** Per arrival day, category and consignee, every handler's summed: the consignees overview's days around months. */
export const rollupConsigneeTotalDaily = pgTable(
  'rollup_consignee_total_daily',
  {
    day: date('day').notNull(),
    category: category(),
    consigneeId: integer('consignee_id').notNull(),
    consigneeName: text('consignee_name').notNull(),
    ...volume,
  },
  (t) => [
    primaryKey({
      name: 'rollup_consignee_total_daily_pk',
      columns: [t.day, t.category, t.consigneeId, t.consigneeName],
    }),
    index('rollup_consignee_total_daily_empty_idx').on(t.day).where(sql`${t.bls} = 0`),
  ],
);

/** Per arrival month, category, handler and visit (work order): shipping agents through the visit's vessel. */
export const rollupVisitMonthly = pgTable(
  'rollup_visit_monthly',
  {
    month: date('month').notNull(),
    category: category(),
    handlerId: handlerId(),
    workOrderId: integer('work_order_id').notNull(),
    ...volume,
  },
  (t) => [
    primaryKey({ name: 'rollup_visit_monthly_pk', columns: [t.month, t.category, t.handlerId, t.workOrderId] }),
    index('rollup_visit_monthly_empty_idx').on(t.month).where(sql`${t.bls} = 0`),
    index('rollup_visit_monthly_handler_idx').on(
      t.handlerId,
      t.month,
      t.category,
      t.workOrderId,
      t.bls,
      t.packages,
      t.cbm,
    ),
  ],
);

/** Per arrival month, category, handler and description of goods. */
export const rollupDescriptionMonthly = pgTable(
  'rollup_description_monthly',
  {
    month: date('month').notNull(),
    category: category(),
    handlerId: handlerId(),
    descriptionId: integer('description_id').notNull(),
    descriptionName: text('description_name').notNull(),
    ...volume,
  },
  (t) => [
    primaryKey({
      name: 'rollup_description_monthly_pk',
      columns: [t.month, t.category, t.handlerId, t.descriptionId, t.descriptionName],
    }),
    index('rollup_description_monthly_empty_idx').on(t.month).where(sql`${t.bls} = 0`),
  ],
);

/** Net of our invoices' lines (and storage invoices) per billing month, category and the BL's consignee; paid when the invoice has an OR. */
export const rollupRevenueConsigneeMonthly = pgTable(
  'rollup_revenue_consignee_monthly',
  {
    month: date('month').notNull(),
    category: revenueCategory(),
    consigneeId: integer('consignee_id').notNull(),
    consigneeName: text('consignee_name').notNull(),
    ...revenue,
  },
  (t) => [
    primaryKey({
      name: 'rollup_revenue_consignee_monthly_pk',
      columns: [t.month, t.category, t.consigneeId, t.consigneeName],
    }),
    index('rollup_revenue_consignee_monthly_empty_idx').on(t.month).where(sql`${t.invoices} = 0`),
  ],
);

/** Net of our invoices' lines per billing year (its first day), category and the BL's consignee. */
export const rollupRevenueConsigneeYearly = pgTable(
  'rollup_revenue_consignee_yearly',
  {
    year: date('year').notNull(),
    category: revenueCategory(),
    consigneeId: integer('consignee_id').notNull(),
    consigneeName: text('consignee_name').notNull(),
    ...revenue,
  },
  (t) => [
    primaryKey({
      name: 'rollup_revenue_consignee_yearly_pk',
      columns: [t.year, t.category, t.consigneeId, t.consigneeName],
    }),
    index('rollup_revenue_consignee_yearly_empty_idx').on(t.year).where(sql`${t.invoices} = 0`),
  ],
);

/** Net of our invoices' lines per billing month, category and the BL's visit. */
export const rollupRevenueVisitMonthly = pgTable(
  'rollup_revenue_visit_monthly',
  {
    month: date('month').notNull(),
    category: revenueCategory(),
    workOrderId: integer('work_order_id').notNull(),
    ...revenue,
  },
  (t) => [
    primaryKey({ name: 'rollup_revenue_visit_monthly_pk', columns: [t.month, t.category, t.workOrderId] }),
    index('rollup_revenue_visit_monthly_empty_idx').on(t.month).where(sql`${t.invoices} = 0`),
  ],
);

/**
 * Net of our invoices' lines per ARRIVAL month, category, the BL's consignee and its handler in that category: what
 * the BLs that arrived in a period were billed, whenever (a consignee's BL dialog totals its BLs so, over the BLs
 * whose handler is ours when it is read).
 */
export const rollupBilledConsigneeMonthly = pgTable(
  'rollup_billed_consignee_monthly',
  {
    month: date('month').notNull(),
    category: category(),
    consigneeId: integer('consignee_id').notNull(),
    consigneeName: text('consignee_name').notNull(),
    handlerId: handlerId(),
    ...revenue,
  },
  (t) => [
    primaryKey({
      name: 'rollup_billed_consignee_monthly_pk',
      columns: [t.month, t.category, t.consigneeId, t.consigneeName, t.handlerId],
    }),
    index('rollup_billed_consignee_monthly_empty_idx').on(t.month).where(sql`${t.invoices} = 0`),
  ],
);

/**
 * Our invoices per billing month, paid (its official receipt recorded) or not: BLs (an invoice bills one BL, so a BL
 * counts once per bill number and month) and their CBM, for the Paid and AR dashboard.
 */
export const rollupBillingMonthly = pgTable(
  'rollup_billing_monthly',
  {
    month: date('month').notNull(),
    paid: boolean('paid').notNull(),
    invoices: integer('invoices').notNull(),
    cbm: numeric('cbm', { precision: 18, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rollup_billing_monthly_pk', columns: [t.month, t.paid] }),
    index('rollup_billing_monthly_empty_idx').on(t.month).where(sql`${t.invoices} = 0`),
  ],
);
