import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { cargoHandlerTypes } from './registries';

/** One row (id 1): the operator's own handler names (the rest are competitors) and the terminal's time zone. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().default(1),
    ownOperators: text('own_operators').array().notNull().default(sql`'{}'::text[]`),
    timeZone: text('time_zone').notNull().default('Asia/Manila'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('app_settings_single_row', sql`${t.id} = 1`)],
);

/** Rates per CBM before VAT, effective from a date, so last year's reports keep last year's rates. */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: cargoHandlerTypes }).notNull(),
    ratePerCbm: numeric('rate_per_cbm', { precision: 12, scale: 2 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4 }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
  },
  (t) => [
    uniqueIndex('tariffs_category_from_key').on(t.category, t.effectiveFrom),
    check('tariffs_rate_positive', sql`${t.ratePerCbm} >= 0 and ${t.vatRate} >= 0 and ${t.vatRate} < 1`),
  ],
);

/** CBM targets per category for a year (month null) or for one month of it. */
export const cbmTargets = pgTable(
  'cbm_targets',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    month: integer('month'),
    category: text('category', { enum: cargoHandlerTypes }).notNull(),
    cbm: numeric('cbm', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('cbm_targets_key').on(t.year, sql`coalesce(${t.month}, 0)`, t.category),
    check('cbm_targets_month', sql`${t.month} is null or ${t.month} between 1 and 12`),
  ],
);
