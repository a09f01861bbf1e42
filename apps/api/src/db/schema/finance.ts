import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { items } from './work-orders';

/** Customs clearance of one bill of lading. */
export const clearances = pgTable(
  'clearances',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    clearanceNumber: varchar('clearance_number', { length: 60 }).notNull(),
    clearanceDate: date('clearance_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clearances_number_key').on(sql`lower(${t.clearanceNumber})`),
    uniqueIndex('clearances_item_key').on(t.itemId),
    index('clearances_date_idx').on(t.clearanceDate, t.id),
    index('clearances_number_trgm_idx').using('gin', sql`${t.clearanceNumber} gin_trgm_ops`),
  ],
);

/** The bill of one BL: amount and VAT from the tariffs in force on the billing date, for the categories we handle. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: varchar('invoice_number', { length: 60 }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    billingDate: date('billing_date').notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_key').on(sql`lower(${t.invoiceNumber})`),
    uniqueIndex('billing_invoices_item_key').on(t.itemId),
    index('billing_invoices_date_idx').on(t.billingDate),
  ],
);

export const officialReceipts = pgTable(
  'official_receipts',
  {
    id: serial('id').primaryKey(),
    orNumber: varchar('or_number', { length: 60 }).notNull(),
    dateIssued: date('date_issued').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('official_receipts_number_key').on(sql`lower(${t.orNumber})`),
    // The list's pages (db/list.ts paginate) and its search; the OR-number order's index is in migration 0010.
    index('official_receipts_date_idx').on(t.dateIssued, t.id),
    index('official_receipts_created_idx').on(t.createdAt, t.id),
    index('official_receipts_number_trgm_idx').using('gin', sql`${t.orNumber} gin_trgm_ops`),
  ],
);

/** An invoice is paid by at most one receipt: the unique key settles two cashiers racing for it. */
export const officialReceiptInvoices = pgTable(
  'official_receipt_invoices',
  {
    officialReceiptId: integer('official_receipt_id')
      .notNull()
      .references(() => officialReceipts.id, { onDelete: 'restrict' }),
    billingInvoiceId: integer('billing_invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('official_receipt_invoices_invoice_key').on(t.billingInvoiceId),
    index('official_receipt_invoices_receipt_idx').on(t.officialReceiptId),
  ],
);
