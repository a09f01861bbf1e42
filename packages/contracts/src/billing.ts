import { z } from 'zod';
import { boundsMessages, documentNumberSchema, idParamSchema, idSchema, isoDateSchema, reasonSchema } from './bounds';
import { cancellationSchema } from './cancellations';
import { listQuerySchema, pageSchema } from './lists';
import { moneySchema } from './money';

/** Spec 5 and 8 billing messages verbatim; the sentences with values are ours (docs/domain.md). */
export const billingMessages = {
  invoiceNumberRequired: 'Invoice number is required',
  billingDateRequired: 'Billing date is required',
  itemRequired: 'Item ID is required',
  itemNotNumber: 'Item ID must be a number',
  failedToCreate: 'An unexpected error occurred while creating the billing invoice',
  failedToFetch: 'An unexpected error occurred while fetching billing invoices.',
  created: 'Billing invoice created successfully',
  itemNotFound: 'The chosen BL was not found.',
  dateInFuture: 'The billing date cannot be in the future.',
  notArrived: 'BL {{blNo}} cannot be billed before its vessel arrives on {{arrivalDate}}.',
  dateBeforeArrival: 'The billing date cannot be before the vessel arrived on {{arrivalDate}}.',
  notOurs: 'BL {{blNo}} is handled only by other operators: it cannot be billed.',
  alreadyBilled: 'BL {{blNo}} is already billed on invoice {{invoiceNumber}}.',
  numberUsed: 'Invoice number {{invoiceNumber}} is already used.',
  noTariff: 'No {{category}} tariff is in force on {{billingDate}}. Add one in the settings first.',
  buyerTinRequired:
    "The buyer's TIN is required on an invoice of PHP 1,000 or more: record it with the BL's consignee first.",
  mixedVatRates:
    'The stevedoring and arrastre tariffs in force on {{billingDate}} have different VAT rates, and an invoice has one: make them equal in the settings first.',
  amountTooLarge:
    'The net amount of this invoice, PHP {{netAmount}}, is more than an invoice can hold (at most PHP 999,999,999,999.99).',
  zeroAmount:
    'The invoice of BL {{blNo}} comes to PHP 0.00: a BL with nothing to charge (no CBM or weight, or a zero rate) cannot be billed.',
  vatTreatmentInvalid: 'VAT treatment must be vatable, zeroRated or exempt',
  invoiceNotFound: 'Invoice not found.',
  sellerNotRegistered:
    "The operator's registered name, address and TIN must be recorded in the settings before an invoice is issued.",
  cancelPaid: 'Invoice {{invoiceNumber}} is paid on official receipt {{orNumber}}: cancel the receipt first.',
  cancelCredited:
    'Invoice {{invoiceNumber}} is adjusted by credit memo {{memoNumber}}: it stays issued, and so does its receipt.',
  alreadyCancelled: 'Invoice {{invoiceNumber}} is already cancelled.',
  cancelFailed: 'Failed to cancel the invoice.',
  previewFailed: 'The invoice could not be priced: try again.',
  statusInvalid: 'The status must be paid, unpaid or cancelled',
  monthInvalid: 'The month must be written YYYY-MM',
  storageToRequired: 'Choose the last day of storage to bill',
  storageToAfterBillingDate: 'Storage is billed up to the billing date at the latest.',
  storageBilledTo: 'The storage of BL {{blNo}} is billed up to {{billedTo}}: choose a later day.',
  storageNotOurs: 'BL {{blNo}} is stored by another arrastre operator: its storage is not ours to bill.',
  storageNotDischarged: 'BL {{blNo}} is not discharged yet: its storage has not started.',
  noStorageTariff:
    'No storage tariff for {{cargoClass}} cargo was in force on {{dischargeDay}}, the day BL {{blNo}} was discharged. Add one in the settings first.',
  storageNothingToBill:
    'BL {{blNo}} owes no storage from {{from}} to {{to}}: those days are within its free time, or its cargo had left.',
  storageMixedVat:
    'The storage tariffs from {{from}} to {{to}} have different VAT rates, and an invoice has one: bill up to the day before the rate changed first.',
  waiverReasonRequired: 'A waiver needs a reason',
  waiverReasonTooLong: 'Reason must be at most 500 characters',
  waivedDaysInvalid: 'Days waived must be a whole number from 0 to 3650',
  waivedAmountInvalid: 'Amount waived must be 0 or more, with at most two decimals',
  waivedDaysTooMany: 'Days waived must be at most {{days}}, the days this invoice charges.',
  storageStartsOn:
    'The storage of BL {{blNo}} is counted from {{from}}, the day after its discharge: choose that day or a later one.',
  waivedAmountTooLarge: 'At most PHP {{amount}} can be waived on this invoice.',
  storageNotLast: 'Storage invoice {{later}} bills later days of BL {{blNo}}: cancel it first.',
} as const;

/** An amount of pesos on the wire, exactly two places ("1250.50"); never a float (docs/decisions.md). */
export const amountSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** A quantity billed (CBM or revenue tons), three places ("12.345"). */
export const quantitySchema = z.string().regex(/^\d+\.\d{3}$/);
/** A VAT rate in percent, two places ("12.00"), as the settings' tariffs write it. */
export const vatPercentSchema = z.string().regex(/^\d{1,2}\.\d{2}$/);

/** How a tariff charges: per CBM, or per revenue ton (1,000 kg or 1.1326 m3, whichever is higher). */
export const tariffBases = ['cbm', 'revenueTon'] as const;
export type TariffBasis = (typeof tariffBases)[number];

/** A handling invoice bills a BL's stevedoring and arrastre once; a storage invoice its storage over days. */
export const invoiceKinds = ['handling', 'storage'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceLineCategories = ['stevedoring', 'arrastre', 'storage'] as const;

/**
 * VAT on the invoice (RR 7-2024): at its tariffs' rate on its own line, or zero-rated (international shipping), or
 * exempt.
 */
export const vatTreatments = ['vatable', 'zeroRated', 'exempt'] as const;
export type VatTreatment = (typeof vatTreatments)[number];

/**
 * One charge of an invoice: a category we handle on the BL, by the tariff in force on the billing date. Its VAT is
 * not a line's: the invoice's VAT is its rate of the invoice's net, rounded once.
 */
export const invoiceLineSchema = z.object({
  category: z.enum(['stevedoring', 'arrastre']),
  basis: z.enum(tariffBases),
  quantity: quantitySchema,
  unitRate: amountSchema,
  amount: amountSchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * A line as an invoice keeps it: a handling line (stevedoring or arrastre), or a storage line of consecutive days
 * charged alike (periodFrom to periodTo, `days` of them, at the rate of `tier`: 0 the base rate, n the n-th rate from
 * a day), its quantity the revenue tons (or CBM) in the terminal on those days and its rate a rate per day.
 */
export const billedLineSchema = invoiceLineSchema.extend({
  category: z.enum(invoiceLineCategories),
  periodFrom: z.iso.date().nullable(),
  periodTo: z.iso.date().nullable(),
  days: z.number().int().nullable(),
  tier: z.number().int().nullable(),
});
export type BilledLine = z.infer<typeof billedLineSchema>;

/** What a storage invoice waives, and why: its first charged days (charged nothing) and an amount off its net. */
export const storageWaiverSchema = z.object({ days: z.number().int(), amount: amountSchema, reason: z.string() });

/** Spec 3 billing invoice as lists read it, with its amounts and the receipt that paid it (null when unpaid). */
export const billingInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  itemId: z.number().int(),
  blNo: z.string(),
  billingDate: z.iso.date(),
  vesselName: z.string(),
  voyageNo: z.string(),
  consignee: z.string(),
  netAmount: amountSchema,
  vatAmount: amountSchema,
  totalAmount: amountSchema,
  orNumber: z.string().nullable(),
  createdAt: z.string(),
  /** Set once the invoice is cancelled: it keeps its number and BL, and counts in no figure. */
  cancellation: cancellationSchema,
  kind: z.enum(invoiceKinds),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

/** A party of the invoice as printed: the operator (settings) and the buyer (the consignee's client company). */
export const invoicePartySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  tin: z.string().nullable(),
});

/**
 * GET /billing-invoices/{id}: everything the printed sales invoice shows (RR 7-2024). `vatPercent` is the rate of the
 * invoice's tariffs, printed beside its VAT ("12% VAT"), also when its treatment or seller charges none.
 */
/** A credit memo issued against the invoice, as its page lists it. */
export const invoiceCreditMemoSchema = z.object({
  id: z.number().int(),
  memoNumber: z.string(),
  memoDate: z.iso.date(),
  totalAmount: amountSchema,
  reason: z.string(),
});

export const billingInvoiceDetailSchema = billingInvoiceSchema.extend({
  vatTreatment: z.enum(vatTreatments),
  vatPercent: vatPercentSchema,
  lines: z.array(billedLineSchema),
  /** A storage invoice's days (null on a handling invoice) and its waiver (null when it waives nothing). */
  storagePeriod: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
  waiver: storageWaiverSchema.nullable(),
  seller: invoicePartySchema.extend({ vatRegistered: z.boolean() }),
  buyer: invoicePartySchema,
  description: z.string(),
  noPackages: z.number().int(),
  cbm: z.number(),
  grossWeight: z.number(),
  /** The credit memos that adjust it, in their order, and what remains of it after them (VAT included). */
  creditMemos: z.array(invoiceCreditMemoSchema),
  remainingAmount: amountSchema,
});
export type BillingInvoiceDetail = z.infer<typeof billingInvoiceDetailSchema>;

/** POST /billing-invoices/ (spec 5): invoiceNumber, billingDate, itemId; vatTreatment is ours (default vatable). */
export const billingInvoiceBodySchema = z.object({
  invoiceNumber: documentNumberSchema({
    required: billingMessages.invoiceNumberRequired,
    tooLong: 'Invoice number must be at most 60 characters',
  }),
  billingDate: z
    .string({ error: billingMessages.billingDateRequired })
    .min(1, { error: billingMessages.billingDateRequired, abort: true })
    .max(10, { error: boundsMessages.invalidDate, abort: true })
    .pipe(isoDateSchema()),
  itemId: idSchema(billingMessages.itemNotNumber, billingMessages.itemRequired),
  vatTreatment: z.enum(vatTreatments, { error: billingMessages.vatTreatmentInvalid }).default('vatable'),
});
export type BillingInvoiceBody = z.input<typeof billingInvoiceBodySchema>;

/**
 * GET /billing-invoices/preview: the invoice that billing a BL on a date would issue (its buyer and amounts, by the
 * same rules as the POST, which refuses with the same sentences), shown before the clerk submits it.
 */
export const invoicePreviewQuerySchema = z.object({
  itemId: idParamSchema,
  billingDate: billingInvoiceBodySchema.shape.billingDate,
  vatTreatment: billingInvoiceBodySchema.shape.vatTreatment,
});
export const invoicePreviewSchema = z.object({
  itemId: z.number().int(),
  blNo: z.string(),
  billingDate: z.iso.date(),
  buyer: invoicePartySchema,
  vatTreatment: z.enum(vatTreatments),
  vatPercent: vatPercentSchema,
  lines: z.array(invoiceLineSchema),
  netAmount: amountSchema,
  vatAmount: amountSchema,
  totalAmount: amountSchema,
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

/** Where an invoice stands: paid by a receipt, not paid yet, or cancelled. */
export const invoiceStatuses = ['paid', 'unpaid', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * Spec 2.7: search on the normalised invoice number, vessel or voyage; default createdAt ascending. Ours (issue 26):
 * `status` keeps the paid, unpaid or cancelled ones, `month` (YYYY-MM) those billed in that month.
 */
export const listBillingInvoicesQuerySchema = listQuerySchema(['vessel', 'invoiceNumber', 'billingDate', 'createdAt'], {
  sort: 'createdAt',
  order: 'asc',
}).extend({
  status: z.enum(invoiceStatuses, { error: billingMessages.statusInvalid }).optional(),
  month: z
    .string({ error: billingMessages.monthInvalid })
    .max(7, billingMessages.monthInvalid)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, billingMessages.monthInvalid)
    .optional(),
});
export type ListBillingInvoicesQuery = z.infer<typeof listBillingInvoicesQuerySchema>;
export const billingInvoicesPageSchema = pageSchema(billingInvoiceSchema);

/**
 * GET /billing-invoices/no-or/: invoices without a receipt, searched by number, payer or BL (the receipt form's
 * picker), newest billing date first like every list the spec leaves unsorted.
 */
export const unpaidInvoicesQuerySchema = listQuerySchema(['invoiceNumber', 'billingDate'], {
  sort: 'billingDate',
  order: 'desc',
  limit: 20,
});
export type UnpaidInvoicesQuery = z.infer<typeof unpaidInvoicesQuerySchema>;
/**
 * An invoice of the receipt form's picker, with its payer: `key` tells payers apart (a receipt is one payer's, docs/
 * domain.md), `name` is the buyer as the invoice printed it.
 */
export const unpaidInvoiceSchema = billingInvoiceSchema.extend({
  payer: z.object({ key: z.string(), name: z.string() }),
});
export type UnpaidInvoice = z.infer<typeof unpaidInvoiceSchema>;
export const unpaidInvoicesPageSchema = pageSchema(unpaidInvoiceSchema);

/**
 * POST /billing-invoices/storage (issue 28): bills a BL's storage from the day after its last storage invoice ended
 * (the day after its discharge on the first) to `storageTo`, at most the billing date; finance may waive its first
 * charged days and an amount off its net, with a reason.
 */
const storageToSchema = z
  .string({ error: billingMessages.storageToRequired })
  .min(1, { error: billingMessages.storageToRequired, abort: true })
  .max(10, { error: boundsMessages.invalidDate, abort: true })
  .pipe(isoDateSchema());
const waivedDaysSchema = (number: z.ZodNumber) =>
  number
    .int(billingMessages.waivedDaysInvalid)
    .min(0, billingMessages.waivedDaysInvalid)
    .max(3650, billingMessages.waivedDaysInvalid)
    .default(0);

export const storageInvoiceBodySchema = billingInvoiceBodySchema
  .extend({
    storageTo: storageToSchema,
    waivedDays: waivedDaysSchema(z.number({ error: billingMessages.waivedDaysInvalid })),
    waivedAmount: moneySchema(billingMessages.waivedAmountInvalid).default('0.00'),
    waiverReason: reasonSchema({
      required: billingMessages.waiverReasonRequired,
      tooLong: billingMessages.waiverReasonTooLong,
    }).optional(),
  })
  .superRefine((body, context) => {
    const waives = body.waivedDays > 0 || Number(body.waivedAmount) > 0;
    if (waives && !body.waiverReason) {
      context.addIssue({ code: 'custom', path: ['waiverReason'], message: billingMessages.waiverReasonRequired });
    }
  });
export type StorageInvoiceBody = z.input<typeof storageInvoiceBodySchema>;

/** GET /billing-invoices/storage/preview: the storage invoice the POST would issue, refused with its sentences. */
export const storagePreviewQuerySchema = z.object({
  itemId: idParamSchema,
  billingDate: billingInvoiceBodySchema.shape.billingDate,
  storageTo: storageToSchema,
  vatTreatment: billingInvoiceBodySchema.shape.vatTreatment,
  waivedDays: waivedDaysSchema(z.coerce.number({ error: billingMessages.waivedDaysInvalid })),
  waivedAmount: moneySchema(billingMessages.waivedAmountInvalid).default('0.00'),
});
export const storagePreviewSchema = invoicePreviewSchema.extend({
  lines: z.array(billedLineSchema),
  storagePeriod: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** The lines' sum before the amount waived. */
  chargedAmount: amountSchema,
  waivedDays: z.number().int(),
  waivedAmount: amountSchema,
  /** The charged days the period holds before any is waived: at most these can be. */
  chargeableDays: z.number().int(),
});
export type StoragePreview = z.infer<typeof storagePreviewSchema>;
