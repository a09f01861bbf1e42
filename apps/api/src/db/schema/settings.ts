import { tariffBases } from '@portside/contracts/billing';
import { cargoClasses, type StorageTier } from '@portside/contracts/storage';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { cargoHandlerTypes } from './registries';

/**
 * One row (id 1): the operator's own handler names (the rest are competitors), the terminal's time zone, and the
 * seller's registration as its sales invoices print it (blank until an admin records it).
 */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().default(1),
    ownOperators: text('own_operators').array().notNull().default(sql`'{}'::text[]`),
    timeZone: text('time_zone').notNull().default('Asia/Manila'),
    registeredName: text('registered_name').notNull().default(''),
    registeredAddress: text('registered_address').notNull().default(''),
    tin: text('tin').notNull().default(''),
    vatRegistered: boolean('vat_registered').notNull().default(true),
    /** The creditable withholding tax rate a receipt proposes for services (2% expanded withholding), a fraction. */
    withholdingRate: numeric('withholding_rate', { precision: 5, scale: 4 }).notNull().default('0.0200'),
    /** The public contact page's addresses ({ label, address }), office hours, phone and e-mail. */
    contactAddresses: jsonb('contact_addresses')
      .$type<{ label: string; address: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    officeHours: text('office_hours').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('app_settings_single_row', sql`${t.id} = 1`),
    check('app_settings_withholding_rate_range', sql`${t.withholdingRate} > 0 and ${t.withholdingRate} <= 0.15`),
  ],
);

/**
 * Rates before VAT, per CBM or per revenue ton (`basis`), effective from a date, so last year's reports keep last
 * year's rates.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: cargoHandlerTypes }).notNull(),
    basis: text('basis', { enum: tariffBases }).notNull().default('cbm'),
    ratePerCbm: numeric('rate_per_cbm', { precision: 12, scale: 2 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4 }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
  },
  (t) => [
    uniqueIndex('tariffs_category_from_key').on(t.category, t.effectiveFrom),
    check('tariffs_rate_positive', sql`${t.ratePerCbm} >= 0 and ${t.vatRate} >= 0 and ${t.vatRate} < 1`),
    check('tariffs_basis_known', sql`${t.basis} in ('cbm', 'revenueTon')`),
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

/**
 * Storage per cargo class from a day on: free days after the BL's last discharge, then a rate per day per revenue ton
 * (or per CBM) before VAT, raised from the days its tiers name ([{ fromDay, ratePerDay }], fromDay ascending).
 */
export const storageTariffs = pgTable(
  'storage_tariffs',
  {
    id: serial('id').primaryKey(),
    cargoClass: text('cargo_class', { enum: cargoClasses }).notNull(),
    basis: text('basis', { enum: tariffBases }).notNull(),
    freeDays: integer('free_days').notNull(),
    ratePerDay: numeric('rate_per_day', { precision: 12, scale: 2 }).notNull(),
    tiers: jsonb('tiers').$type<StorageTier[]>().notNull().default(sql`'[]'::jsonb`),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4 }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
  },
  (t) => [
    uniqueIndex('storage_tariffs_class_from_key').on(t.cargoClass, t.effectiveFrom),
    check(
      'storage_tariffs_values',
      sql`${t.ratePerDay} >= 0 and ${t.vatRate} >= 0 and ${t.vatRate} < 1 and ${t.freeDays} between 0 and 365`,
    ),
    check('storage_tariffs_class_known', sql`${t.cargoClass} in ('import', 'export', 'domestic', 'transhipment')`),
    check('storage_tariffs_basis_known', sql`${t.basis} in ('cbm', 'revenueTon')`),
  ],
);
