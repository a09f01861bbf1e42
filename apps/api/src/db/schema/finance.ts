import { invoiceKinds, invoiceLineCategories, tariffBases, vatTreatments } from '@portside/contracts/billing';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { numberKeyExpression } from '../document-number';
import { cancellation } from './cancellation';
import { createdAt } from './columns';
import { cargoHandlerTypes, companies } from './registries';
import { users } from './users';
import { items } from './work-orders';

/** Customs clearance of one bill of lading. */
export const clearances = pgTable(
  'clearances',
  {
    id: serial('id').primaryKey(),
    /**
     * The BL it clears while it stands. A cancelled clearance (recorded against the wrong BL) keeps its BL in
     * cancelled_item_id and leaves this null, so that the BL is not cleared and the number may be recorded again.
     */
    itemId: integer('item_id').references(() => items.id, { onDelete: 'restrict' }),
    cancelledItemId: integer('cancelled_item_id').references(() => items.id, { onDelete: 'restrict' }),
    clearanceNumber: varchar('clearance_number', { length: 60 }).notNull(),
    clearanceDate: date('clearance_date').notNull(),
    createdAt: createdAt(),
    ...cancellation(),
  },
  (t) => [
    uniqueIndex('clearances_number_key').on(sql`lower(${t.clearanceNumber})`).where(sql`${t.cancelledAt} is null`),
    uniqueIndex('clearances_item_key').on(t.itemId),
    index('clearances_cancelled_item_idx').on(t.cancelledItemId).where(sql`${t.cancelledItemId} is not null`),
    check(
      'clearances_standing_or_cancelled',
      sql`(${t.cancelledAt} is null and ${t.itemId} is not null and ${t.cancelledItemId} is null)
        or (${t.cancelledAt} is not null and ${t.itemId} is null and ${t.cancelledItemId} is not null)`,
    ),
    index('clearances_date_idx').on(t.clearanceDate, t.id),
    index('clearances_number_trgm_idx').using('gin', sql`${t.clearanceNumber} gin_trgm_ops`),
  ],
);

export const officialReceipts = pgTable(
  'official_receipts',
  {
    id: serial('id').primaryKey(),
    orNumber: varchar('or_number', { length: 60 }).notNull(),
    /** The number as compared and searched (db/document-number.ts): "OR 0001" is the receipt or-0001. */
    numberKey: text('number_key').generatedAlwaysAs((): SQL => numberKeyExpression(officialReceipts.orNumber)),
    /**
     * 0 for every receipt but those issued before OR numbers were compared by key whose key an earlier receipt already
     * had ("OR 1" after "OR-1"): migration 0015 numbered those 1, 2... so that they keep the number they were printed
     * with. A new receipt is always 0, so the unique key refuses any number that an earlier receipt's key holds.
     */
    numberClash: smallint('number_clash').notNull().default(0),
    dateIssued: date('date_issued').notNull(),
    createdAt: createdAt(),
    ...cancellation(),
    /**
     * The invoices a cancelled receipt paid, kept as it printed them: cancelling frees them (their
     * official_receipt_id is cleared), so that they are receivable again and may go on a new receipt.
     */
    cancelledInvoiceIds: integer('cancelled_invoice_ids').array(),
    /** Its payer as its first invoice printed the buyer (a receipt is one payer's): the list searches it. */
    payerName: text('payer_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('official_receipts_number_key').on(t.numberKey, t.numberClash),
    // The list's pages (db/list.ts paginate) and its search; the OR-number order's index is in migration 0010.
    index('official_receipts_date_idx').on(t.dateIssued, t.id),
    index('official_receipts_created_idx').on(t.createdAt, t.id),
    index('official_receipts_number_trgm_idx').using('gin', sql`${t.numberKey} gin_trgm_ops`),
    index('official_receipts_payer_trgm_idx').using('gin', sql`${t.payerName} gin_trgm_ops`),
    // A cancelled receipt found by the invoices it paid (the list's search by invoice or BL number).
    index('official_receipts_cancelled_invoices_idx')
      .using('gin', t.cancelledInvoiceIds)
      .where(sql`${t.cancelledInvoiceIds} is not null`),
  ],
);

/** How a receipt was paid (docs/domain.md "Payments and withholding tax"). */
export const paymentMethods = ['cash', 'cheque', 'bankTransfer'] as const;

/**
 * One way a receipt was paid: cash; a cheque (its bank, number and date); a bank transfer (its reference, and the bank
 * when known). A receipt has one or more, or none when it was recorded through the spec's call, which names none.
 */
export const receiptPayments = pgTable(
  'receipt_payments',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => officialReceipts.id, { onDelete: 'restrict' }),
    method: text('method', { enum: paymentMethods }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    bank: varchar('bank', { length: 60 }),
    chequeNumber: varchar('cheque_number', { length: 60 }),
    chequeDate: date('cheque_date'),
    reference: varchar('reference', { length: 60 }),
  },
  (t) => [
    index('receipt_payments_receipt_idx').on(t.receiptId),
    check('receipt_payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'receipt_payments_details',
      sql`(${t.method} = 'cash' and ${t.bank} is null and ${t.chequeNumber} is null and ${t.chequeDate} is null
          and ${t.reference} is null)
        or (${t.method} = 'cheque' and ${t.bank} is not null and ${t.chequeNumber} is not null
          and ${t.chequeDate} is not null and ${t.reference} is null)
        or (${t.method} = 'bankTransfer' and ${t.reference} is not null and ${t.chequeNumber} is null
          and ${t.chequeDate} is null)`,
    ),
  ],
);

/**
 * Creditable withholding tax the payer deducted from one invoice a receipt settles: the rate, on the invoice's net
 * (VAT excluded), and the amount, rounded once; the BIR Form 2307 certificate's number, null while it is pending.
 * Kept with its receipt when the receipt is cancelled, like the invoices it paid.
 */
export const receiptWithholdings = pgTable(
  'receipt_withholdings',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => officialReceipts.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'restrict' }),
    rate: numeric('rate', { precision: 5, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    certificateNumber: varchar('certificate_number', { length: 60 }),
  },
  (t) => [
    uniqueIndex('receipt_withholdings_invoice_key').on(t.receiptId, t.invoiceId),
    index('receipt_withholdings_invoice_idx').on(t.invoiceId),
    check('receipt_withholdings_rate_range', sql`${t.rate} > 0 and ${t.rate} <= 0.15`),
    check('receipt_withholdings_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The sales invoice of one BL (RR 7-2024): its lines (billing_invoice_lines) priced by the tariffs in force on the
 * billing date for the categories we handle, and what it prints as it was on the day it was issued: the seller (from
 * the settings), the buyer (the consignee's client company) and the vessel. Later changes to those never alter it.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: varchar('invoice_number', { length: 60 }).notNull(),
    /** The number as compared and searched (db/document-number.ts): "BI-2025 0001" is bi20250001. */
    numberKey: text('number_key').generatedAlwaysAs((): SQL => numberKeyExpression(billingInvoices.invoiceNumber)),
    /**
     * The BL it bills while it stands. A cancelled invoice keeps its BL in cancelled_item_id and leaves this null, so
     * that it leaves every figure read through the BL's invoice and the BL can be billed again.
     */
    itemId: integer('item_id').references(() => items.id, { onDelete: 'restrict' }),
    cancelledItemId: integer('cancelled_item_id').references(() => items.id, { onDelete: 'restrict' }),
    ...cancellation(),
    billingDate: date('billing_date').notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }).notNull(),
    /** The VAT rate of its tariffs, as a fraction (0.1200); the VAT is this rate of the net, rounded once. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 4 }).notNull(),
    vatTreatment: text('vat_treatment', { enum: vatTreatments }).notNull().default('vatable'),
    vesselName: varchar('vessel_name', { length: 200 }).notNull().default(''),
    voyageNo: varchar('voyage_no', { length: 60 }).notNull().default(''),
    /**
     * A handling invoice bills the BL's stevedoring and arrastre once; a storage invoice bills its storage over a period
     * of days (storage_from to storage_to, the terminal's calendar), each one starting the day after the last ended.
     */
    kind: text('kind', { enum: invoiceKinds }).notNull().default('handling'),
    storageFrom: date('storage_from'),
    storageTo: date('storage_to'),
    /** A storage invoice's waiver (docs/domain.md): its first days charged nothing and an amount off its net, why. */
    waivedDays: integer('waived_days').notNull().default(0),
    waivedAmount: numeric('waived_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    waiverReason: text('waiver_reason'),
    sellerName: text('seller_name').notNull().default(''),
    sellerAddress: text('seller_address'),
    sellerTin: text('seller_tin'),
    sellerVatRegistered: boolean('seller_vat_registered').notNull().default(true),
    buyerCompanyId: integer('buyer_company_id').references(() => companies.id, { onDelete: 'restrict' }),
    buyerName: text('buyer_name').notNull().default(''),
    buyerAddress: text('buyer_address'),
    buyerTin: text('buyer_tin'),
    /** The receipt that paid it: set once, by the receipt's transaction, only while it is null (at most one OR). */
    officialReceiptId: integer('official_receipt_id').references(() => officialReceipts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_key').on(t.numberKey),
    uniqueIndex('billing_invoices_item_key').on(t.itemId).where(sql`${t.kind} = 'handling'`),
    // Two storage invoices of one BL never start on the same day (of two racing, one is refused).
    uniqueIndex('billing_invoices_storage_key').on(t.itemId, t.storageFrom).where(sql`${t.kind} = 'storage'`),
    index('billing_invoices_date_idx').on(t.billingDate, t.id),
    // A BL's invoice state (billed when, paid or not, amount due) probed from the index alone, BL after BL: a client
    // company's 20,000 BLs in the portal's summaries and views (its handling invoice: the kind is in the key).
    index('billing_invoices_item_state_idx').on(
      t.itemId,
      t.kind,
      t.billingDate,
      t.officialReceiptId,
      t.netAmount,
      t.vatAmount,
    ),
    index('billing_invoices_created_idx').on(t.createdAt, t.id),
    index('billing_invoices_number_sort_idx').on(sql`lower(${t.invoiceNumber})`, t.id),
    index('billing_invoices_vessel_sort_idx').on(sql`lower(${t.vesselName})`, sql`lower(${t.voyageNo})`, t.id),
    index('billing_invoices_number_trgm_idx').using('gin', sql`${t.numberKey} gin_trgm_ops`),
    index('billing_invoices_buyer_idx').on(t.buyerCompanyId),
    index('billing_invoices_receipt_idx').on(t.officialReceiptId).where(sql`${t.officialReceiptId} is not null`),
    // The unpaid list (the receipt form's picker): its two sorts and its search, over the unpaid invoices only.
    index('billing_invoices_unpaid_number_idx')
      .on(sql`lower(${t.invoiceNumber})`, t.id)
      .where(sql`${t.officialReceiptId} is null`),
    index('billing_invoices_unpaid_date_idx').on(t.billingDate, t.id).where(sql`${t.officialReceiptId} is null`),
    index('billing_invoices_unpaid_number_trgm_idx')
      .using('gin', sql`${t.numberKey} gin_trgm_ops`)
      .where(sql`${t.officialReceiptId} is null`),
    index('billing_invoices_unpaid_buyer_trgm_idx')
      .using('gin', sql`${t.buyerName} gin_trgm_ops`)
      .where(sql`${t.officialReceiptId} is null`),
    index('billing_invoices_cancelled_item_idx').on(t.cancelledItemId).where(sql`${t.cancelledItemId} is not null`),
    check(
      'billing_invoices_standing_or_cancelled',
      sql`(${t.cancelledAt} is null and ${t.itemId} is not null and ${t.cancelledItemId} is null)
        or (${t.cancelledAt} is not null and ${t.itemId} is null and ${t.cancelledItemId} is not null)`,
    ),
    check('billing_invoices_vat_treatment_known', sql`${t.vatTreatment} in ('vatable', 'zeroRated', 'exempt')`),
    check('billing_invoices_vat_rate_range', sql`${t.vatRate} >= 0 and ${t.vatRate} < 1`),
    check('billing_invoices_kind_known', sql`${t.kind} in ('handling', 'storage')`),
    check(
      'billing_invoices_storage_period',
      sql`(${t.kind} = 'storage') = (${t.storageFrom} is not null and ${t.storageTo} is not null)
        and (${t.storageFrom} is null or ${t.storageFrom} <= ${t.storageTo})`,
    ),
    check(
      'billing_invoices_waiver',
      sql`${t.waivedDays} >= 0 and ${t.waivedAmount} >= 0
        and ((${t.waivedDays} = 0 and ${t.waivedAmount} = 0) or (${t.kind} = 'storage' and ${t.waiverReason} is not null))`,
    ),
  ],
);

/** One charge of an invoice: a category we handle on the BL, its quantity on the tariff's basis, rate and amount. */
export const billingInvoiceLines = pgTable(
  'billing_invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'restrict' }),
    category: text('category', { enum: invoiceLineCategories }).notNull(),
    basis: text('basis', { enum: tariffBases }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unitRate: numeric('unit_rate', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** A storage line: its days (periodFrom to periodTo), charged alike at the rate of `tier` (0: the base rate). */
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    days: integer('days'),
    tier: smallint('tier'),
  },
  (t) => [
    // One line per category of a handling invoice, one per first day of a storage invoice; and, not partial, the
    // index that finds an invoice's lines (the rollups read them invoice by invoice).
    uniqueIndex('billing_invoice_lines_key').on(
      t.invoiceId,
      t.category,
      sql`coalesce(${t.periodFrom}, '-infinity'::date)`,
    ),
    check(
      'billing_invoice_lines_storage_days',
      sql`(${t.category} = 'storage') = (${t.periodFrom} is not null and ${t.periodTo} is not null
        and ${t.days} is not null and ${t.tier} is not null)`,
    ),
    check('billing_invoice_lines_basis_known', sql`${t.basis} in ('cbm', 'revenueTon')`),
    check('billing_invoice_lines_amounts_positive', sql`${t.quantity} >= 0 and ${t.amount} >= 0`),
  ],
);

/**
 * A credit memo: an adjustment after payment, against one paid invoice (docs/domain.md "Credit memos"), numbered by
 * the server in one series without gaps (`serial`, printed as CM-000001). Its amount is split into net and VAT at the
 * invoice's rate, and over the invoice's lines (credit_memo_lines). Never changed nor deleted.
 */
export const creditMemos = pgTable(
  'credit_memos',
  {
    id: serial('id').primaryKey(),
    serial: integer('serial').notNull(),
    memoNumber: varchar('memo_number', { length: 60 }).notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'restrict' }),
    memoDate: date('memo_date').notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_memos_serial_key').on(t.serial),
    index('credit_memos_invoice_idx').on(t.invoiceId),
    index('credit_memos_date_idx').on(t.memoDate, t.id),
    check(
      'credit_memos_amounts',
      sql`${t.netAmount} >= 0 and ${t.vatAmount} >= 0 and ${t.netAmount} + ${t.vatAmount} > 0`,
    ),
  ],
);

/** A credit memo's part of one line of its invoice: the category, and the net and VAT it takes back from it. */
export const creditMemoLines = pgTable(
  'credit_memo_lines',
  {
    id: serial('id').primaryKey(),
    memoId: integer('memo_id')
      .notNull()
      .references(() => creditMemos.id, { onDelete: 'restrict' }),
    category: text('category', { enum: cargoHandlerTypes }).notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_memo_lines_category_key').on(t.memoId, t.category),
    check('credit_memo_lines_amounts', sql`${t.netAmount} >= 0 and ${t.vatAmount} >= 0`),
  ],
);
