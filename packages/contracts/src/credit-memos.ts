import { z } from 'zod';
import { amountSchema, vatTreatments } from './billing';
import { boundsMessages, idSchema, isoDateSchema, reasonSchema } from './bounds';
import { cargoHandlerTypeSchema } from './cargo-handlers';
import { listQuerySchema, pageSchema } from './lists';
import { moneySchema } from './money';

export const creditMemoMessages = {
  invoiceRequired: 'Billing invoice is required',
  memoDateRequired: 'Memo date is required',
  amountInvalid: 'Amount must be a number of pesos with at most 2 decimals, greater than 0',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  invoiceNotFound: 'Invoice not found.',
  notPaid:
    'Invoice {{invoiceNumber}} is not paid: a credit memo adjusts a paid invoice (an unpaid one is cancelled and billed again).',
  cancelled: 'Invoice {{invoiceNumber}} is cancelled: no credit memo can be issued against it.',
  storageInvoice:
    'Invoice {{invoiceNumber}} bills storage: it is corrected by cancelling its receipt and then the invoice, and billing its days again.',
  exceedsInvoice:
    'The credit memo cannot be more than what remains of invoice {{invoiceNumber}} after its credit memos: PHP {{remaining}}.',
  dateBeforePayment: 'The memo date cannot be before invoice {{invoiceNumber}} was paid, on {{paidOn}}.',
  dateBeforeLatest:
    'The memo date cannot be before that of the latest credit memo, {{memoNumber}} of {{memoDate}}: memos are numbered in the order of their dates.',
  dateInFuture: 'The memo date cannot be in the future.',
  memoNotFound: 'Credit memo not found.',
  issued: 'Credit memo {{memoNumber}} issued.',
  failedToIssue: 'Failed to issue the credit memo.',
  failedToFetch: 'An unexpected error occurred while fetching credit memos.',
  receiptHasMemos:
    'Official receipt {{orNumber}} cannot be cancelled: credit memos were issued against the invoices it paid ({{count}}).',
} as const;

/**
 * POST /credit-memos: finance credits a paid invoice with `amount` (VAT included, at most what remains of the
 * invoice after its earlier memos) on `memoDate`, for `reason`. The server numbers it and splits it into net and VAT.
 */
export const creditMemoBodySchema = z.object({
  billingInvoiceId: idSchema(creditMemoMessages.invoiceRequired),
  memoDate: z
    .string({ error: creditMemoMessages.memoDateRequired })
    .min(1, { error: creditMemoMessages.memoDateRequired, abort: true })
    .max(10, { error: boundsMessages.invalidDate, abort: true })
    .pipe(isoDateSchema()),
  amount: moneySchema(creditMemoMessages.amountInvalid).refine(
    (amount) => /[1-9]/.test(amount),
    creditMemoMessages.amountInvalid,
  ),
  reason: reasonSchema({ required: creditMemoMessages.reasonRequired, tooLong: creditMemoMessages.reasonTooLong }),
});
export type CreditMemoBody = z.input<typeof creditMemoBodySchema>;

/** A memo's part of one line of its invoice. */
export const creditMemoLineSchema = z.object({
  category: cargoHandlerTypeSchema,
  netAmount: amountSchema,
  vatAmount: amountSchema,
});

/** A credit memo as the lists and the invoice's page show it. */
export const creditMemoSchema = z.object({
  id: z.number().int(),
  memoNumber: z.string(),
  memoDate: z.iso.date(),
  billingInvoiceId: z.number().int(),
  invoiceNumber: z.string(),
  blNo: z.string(),
  buyerName: z.string(),
  netAmount: amountSchema,
  vatAmount: amountSchema,
  totalAmount: amountSchema,
  reason: z.string(),
  issuedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditMemo = z.infer<typeof creditMemoSchema>;

/** GET /credit-memos/{id}: what the printed memo shows, with its invoice's parties as the invoice printed them. */
export const creditMemoDetailSchema = creditMemoSchema.extend({
  lines: z.array(creditMemoLineSchema),
  /** Its invoice's: the sales it credits are printed under the invoice's treatment, the VAT at its rate. */
  vatTreatment: z.enum(vatTreatments),
  vatPercent: z.string(),
  billingDate: z.iso.date(),
  invoiceTotalAmount: amountSchema,
  seller: z.object({
    name: z.string(),
    address: z.string().nullable(),
    tin: z.string().nullable(),
    vatRegistered: z.boolean(),
  }),
  buyer: z.object({ name: z.string(), address: z.string().nullable(), tin: z.string().nullable() }),
  vesselName: z.string(),
  voyageNo: z.string(),
});
export type CreditMemoDetail = z.infer<typeof creditMemoDetailSchema>;

/** The memos searched by memo number, invoice number, BL number or buyer. */
export const listCreditMemosQuerySchema = listQuerySchema(['memoNumber', 'memoDate'], {
  sort: 'memoNumber',
  order: 'desc',
});
export type ListCreditMemosQuery = z.infer<typeof listCreditMemosQuerySchema>;
export const creditMemosPageSchema = pageSchema(creditMemoSchema);
