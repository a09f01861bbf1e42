import { z } from 'zod';
import { amountSchema, billingInvoiceSchema, invoicePartySchema } from './billing';
import { boundsMessages, documentNumberSchema, idSchema, isoDateSchema } from './bounds';
import { cancellationSchema } from './cancellations';
import { listQuerySchema, pageSchema } from './lists';

/** Spec 5 and 8 receipt messages verbatim; the sentences with values are ours (docs/domain.md). */
export const officialReceiptMessages = {
  fillRequired: 'Please fill in all required fields',
  created: 'Official Receipt created successfully',
  failedToCreate: 'Failed to create official receipt.',
  failedToFetch: 'Failed to fetch official receipts',
  orNumberRequired: 'OR number is required',
  dateIssuedRequired: 'Date issued is required',
  invoicesRequired: 'Add at least one invoice',
  tooManyInvoices: 'A receipt can settle at most {{max}} invoices.',
  invoiceTwice: 'An invoice is listed twice.',
  invoiceNotFound: 'A chosen invoice was not found.',
  dateInFuture: 'The receipt date cannot be in the future.',
  dateBeforeInvoice: 'The receipt cannot be dated before invoice {{invoiceNumber}} of {{billingDate}}.',
  invoicePaid: 'Invoice {{invoiceNumber}} is already paid on official receipt {{orNumber}}.',
  numberUsed: 'OR number {{orNumber}} is already used.',
  mixedPayers: 'One receipt is for one payer: invoice {{invoiceNumber}} is billed to another buyer.',
  receiptNotFound: 'Official receipt not found.',
  invoiceCancelled: 'Invoice {{invoiceNumber}} is cancelled and cannot be paid.',
  alreadyCancelled: 'Official receipt {{orNumber}} is already cancelled.',
  cancelReleased:
    'Official receipt {{orNumber}} pays BL {{blNo}}, which has left the terminal: a supervisor reverses its gate release first.',
  cancelFailed: 'Failed to cancel the official receipt.',
} as const;

/** The most invoices one receipt settles: as many as its printed page lists on one A4 sheet. */
export const receiptInvoicesMax = 30;

/**
 * POST /official-receipts/ (spec 7: or_number, date_issued, billing_invoice_ids): one receipt for 1 to
 * `receiptInvoicesMax` invoices.
 */
export const officialReceiptBodySchema = z.object({
  orNumber: documentNumberSchema({
    required: officialReceiptMessages.orNumberRequired,
    tooLong: 'OR number must be at most 60 characters',
  }),
  dateIssued: z
    .string({ error: officialReceiptMessages.dateIssuedRequired })
    .min(1, { error: officialReceiptMessages.dateIssuedRequired, abort: true })
    .max(10, boundsMessages.invalidDate)
    .pipe(isoDateSchema()),
  billingInvoiceIds: z
    .array(idSchema(), { error: officialReceiptMessages.invoicesRequired })
    .min(1, officialReceiptMessages.invoicesRequired)
    .max(receiptInvoicesMax, officialReceiptMessages.tooManyInvoices.replace('{{max}}', String(receiptInvoicesMax)))
    .refine((ids) => new Set(ids).size === ids.length, officialReceiptMessages.invoiceTwice),
});
export type OfficialReceiptBody = z.input<typeof officialReceiptBodySchema>;

/** Spec 3 official receipt as lists read it, with the amount it received. */
export const officialReceiptSchema = z.object({
  id: z.number().int(),
  orNumber: z.string(),
  dateIssued: z.iso.date(),
  invoiceNumbers: z.array(z.string()),
  totalAmount: amountSchema,
  createdAt: z.string(),
  /** Set once the receipt is cancelled: it keeps its number and the invoices it paid, which are receivable again. */
  cancellation: cancellationSchema,
});
export type OfficialReceipt = z.infer<typeof officialReceiptSchema>;

/** GET /official-receipts/{id}: what the printed receipt shows (supplementary: "not valid for claim of input tax"). */
export const officialReceiptDetailSchema = officialReceiptSchema.extend({
  invoices: z.array(billingInvoiceSchema),
  seller: invoicePartySchema.extend({ vatRegistered: z.boolean() }),
  payer: invoicePartySchema,
  /** Whether credit memos adjust invoices it paid: it stays issued then (docs/domain.md "Credit memos"). */
  credited: z.boolean(),
});
export type OfficialReceiptDetail = z.infer<typeof officialReceiptDetailSchema>;

/** Spec 2.7: search by OR number, sortable date issued (newest first by default). */
export const listOfficialReceiptsQuerySchema = listQuerySchema(['orNumber', 'dateIssued', 'createdAt'], {
  sort: 'dateIssued',
  order: 'desc',
});
export type ListOfficialReceiptsQuery = z.infer<typeof listOfficialReceiptsQuerySchema>;
export const officialReceiptsPageSchema = pageSchema(officialReceiptSchema);
