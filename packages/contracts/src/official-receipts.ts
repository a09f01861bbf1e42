import { z } from 'zod';
import { amountSchema, billingInvoiceSchema, invoicePartySchema } from './billing';
import { boundsMessages, documentNumberSchema, idSchema, isoDateSchema } from './bounds';
import { cancellationSchema } from './cancellations';
import { listQuerySchema, pageSchema } from './lists';
import { decimalSchema, divideRounded, moneySchema, scaled } from './money';

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
  methodInvalid: 'Choose cash, cheque or bank transfer.',
  paymentAmountInvalid: 'Amount must be more than 0, at most 2 decimal places',
  paymentsTooMany: 'A receipt records at most {{max}} payments.',
  bankRequired: 'Bank is required',
  bankTooLong: 'Bank must be at most 60 characters',
  chequeNumberRequired: 'Cheque number is required',
  chequeNumberTooLong: 'Cheque number must be at most 60 characters',
  chequeDateRequired: 'Cheque date is required',
  referenceRequired: 'Transfer reference is required',
  referenceTooLong: 'Transfer reference must be at most 60 characters',
  chequeAfterReceipt: 'A cheque dated after the receipt cannot pay it: record the receipt on or after the cheque date.',
  chequeStale: 'A cheque dated more than 180 days before the receipt is stale and cannot be accepted.',
  chequeTwice: 'Cheque {{chequeNumber}} of {{bank}} is listed twice.',
  withholdingPercentInvalid: 'Withholding tax rate must be more than 0% and at most 15%',
  certificateRequired: 'Certificate number is required',
  certificateTooLong: 'Certificate number must be at most 60 characters',
  withholdingNotOnReceipt: 'Tax withheld is recorded only for an invoice this receipt settles.',
  withholdingTwice: 'Tax withheld is recorded once per invoice.',
  paymentsDoNotBalance:
    'The payments come to PHP {{received}}, but the invoices less the tax withheld come to PHP {{due}}: record exactly what was received.',
  withholdingNotFound: 'No tax withheld is recorded for invoice {{invoiceNumber}} on this receipt.',
  certificateRecorded: 'The 2307 certificate of invoice {{invoiceNumber}} is already recorded: {{certificateNumber}}.',
  certificateOnCancelled: 'Official receipt {{orNumber}} is cancelled: its certificates are not recorded any more.',
  certificateFailed: 'Failed to record the certificate.',
} as const;

/** How a receipt was paid: cash; a cheque; a bank transfer (docs/domain.md "Payments and withholding tax"). */
export const paymentMethods = ['cash', 'cheque', 'bankTransfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The most payments one receipt records (a payer's cheques and transfers for one batch of invoices). */
export const receiptPaymentsMax = 10;

/** The highest creditable withholding rate the BIR sets (15% for some professionals); services are 2%. */
export const withholdingPercentMax = 15;

const paymentAmountSchema = moneySchema(officialReceiptMessages.paymentAmountInvalid, 12).refine(
  (amount) => /[1-9]/.test(amount),
  officialReceiptMessages.paymentAmountInvalid,
);
const bankSchema = documentNumberSchema({
  required: officialReceiptMessages.bankRequired,
  tooLong: officialReceiptMessages.bankTooLong,
});

/** One way the receipt was paid, with the details its method needs. */
export const paymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('cash'), amount: paymentAmountSchema }),
    z.object({
      method: z.literal('cheque'),
      amount: paymentAmountSchema,
      bank: bankSchema,
      chequeNumber: documentNumberSchema({
        required: officialReceiptMessages.chequeNumberRequired,
        tooLong: officialReceiptMessages.chequeNumberTooLong,
      }),
      chequeDate: z
        .string({ error: officialReceiptMessages.chequeDateRequired })
        .min(1, { error: officialReceiptMessages.chequeDateRequired, abort: true })
        .max(10, boundsMessages.invalidDate)
        .pipe(isoDateSchema()),
    }),
    z.object({
      method: z.literal('bankTransfer'),
      amount: paymentAmountSchema,
      reference: documentNumberSchema({
        required: officialReceiptMessages.referenceRequired,
        tooLong: officialReceiptMessages.referenceTooLong,
      }),
      /** The payer's bank, when the clerk knows it. */
      bank: z
        .string()
        .max(60, officialReceiptMessages.bankTooLong)
        .nullish()
        .transform((bank) => bank?.trim() || null)
        .pipe(bankSchema.nullable()),
    }),
  ],
  { error: officialReceiptMessages.methodInvalid },
);
export type Payment = z.output<typeof paymentSchema>;

const certificateNumberSchema = documentNumberSchema({
  required: officialReceiptMessages.certificateRequired,
  tooLong: officialReceiptMessages.certificateTooLong,
});

/** A cheque is stale six months after its date (Philippine banking practice). */
export const chequeStaleDays = 180;

/** Why a cheque of this date cannot pay a receipt of that date, or null when it can (both YYYY-MM-DD). */
export function chequeDateRefusal(chequeDate: string, dateIssued: string): string | null {
  if (chequeDate > dateIssued) return officialReceiptMessages.chequeAfterReceipt;
  const days = (Date.parse(dateIssued) - Date.parse(chequeDate)) / 86_400_000;
  return days > chequeStaleDays ? officialReceiptMessages.chequeStale : null;
}

/** The tax withheld from an invoice's net (VAT excluded) at `percent` ("2.00"), in centavos, rounded half up once. */
export const withheldFrom = (netAmount: string, percent: string) =>
  divideRounded(scaled(netAmount, 2) * scaled(percent, 2), 10_000n);

/** Creditable withholding tax deducted from one invoice: the rate in percent, and the 2307's number (null: pending). */
export const withholdingSchema = z.object({
  billingInvoiceId: idSchema(),
  percent: decimalSchema(officialReceiptMessages.withholdingPercentInvalid, { digits: 2, places: 2 }).refine(
    (percent) => Number(percent) > 0 && Number(percent) <= withholdingPercentMax,
    officialReceiptMessages.withholdingPercentInvalid,
  ),
  certificateNumber: z
    .string()
    .max(60, officialReceiptMessages.certificateTooLong)
    .nullish()
    .transform((number) => number?.trim() || null)
    .pipe(certificateNumberSchema.nullable()),
});
export type Withholding = z.output<typeof withholdingSchema>;

/** The most invoices one receipt settles: as many as its printed page lists on one A4 sheet. */
export const receiptInvoicesMax = 30;

/**
 * POST /official-receipts/ (spec 7: or_number, date_issued, billing_invoice_ids): one receipt for 1 to
 * `receiptInvoicesMax` invoices.
 */
export const officialReceiptBodySchema = z
  .object({
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
    /**
     * How it was paid; left out by the spec's call, which names no payment (the receipt then records none). When
     * given, they come to exactly the invoices' total less the tax withheld.
     */
    payments: z
      .array(paymentSchema)
      .max(receiptPaymentsMax, officialReceiptMessages.paymentsTooMany.replace('{{max}}', String(receiptPaymentsMax)))
      .optional(),
    withholdings: z.array(withholdingSchema).max(receiptInvoicesMax).optional(),
  })
  .superRefine((body, context) => {
    const settled = new Set(body.billingInvoiceIds);
    const seen = new Set<number>();
    for (const [index, withholding] of (body.withholdings ?? []).entries()) {
      const path = ['withholdings', index, 'billingInvoiceId'];
      if (!settled.has(withholding.billingInvoiceId))
        context.addIssue({ code: 'custom', path, message: officialReceiptMessages.withholdingNotOnReceipt });
      else if (seen.has(withholding.billingInvoiceId))
        context.addIssue({ code: 'custom', path, message: officialReceiptMessages.withholdingTwice });
      seen.add(withholding.billingInvoiceId);
    }
    const cheques = new Set<string>();
    for (const [index, payment] of (body.payments ?? []).entries()) {
      if (payment.method !== 'cheque') continue;
      const dated = chequeDateRefusal(payment.chequeDate, body.dateIssued);
      if (dated) context.addIssue({ code: 'custom', path: ['payments', index, 'chequeDate'], message: dated });
      const key = `${payment.bank.toLowerCase()}\u0000${payment.chequeNumber.toLowerCase()}`;
      if (cheques.has(key))
        context.addIssue({
          code: 'custom',
          path: ['payments', index, 'chequeNumber'],
          message: officialReceiptMessages.chequeTwice
            .replace('{{chequeNumber}}', payment.chequeNumber)
            .replace('{{bank}}', payment.bank),
        });
      cheques.add(key);
    }
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

/** A payment as the receipt shows it: the details its method has, null for the others. */
export const receiptPaymentSchema = z.object({
  method: z.enum(paymentMethods),
  amount: amountSchema,
  bank: z.string().nullable(),
  chequeNumber: z.string().nullable(),
  chequeDate: z.iso.date().nullable(),
  reference: z.string().nullable(),
});
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

/** Tax withheld from one invoice of the receipt: rate in percent, amount, the 2307's number (null: pending). */
export const receiptWithholdingSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  percent: z.string(),
  amount: amountSchema,
  certificateNumber: z.string().nullable(),
});
export type ReceiptWithholding = z.infer<typeof receiptWithholdingSchema>;

/** POST /official-receipts/{id}/certificates: the 2307 of one invoice, received after the receipt. */
export const certificateBodySchema = z.object({
  billingInvoiceId: idSchema(),
  certificateNumber: certificateNumberSchema,
});
export type CertificateBody = z.input<typeof certificateBodySchema>;

/** GET /official-receipts/withholding: the rate the receipt form proposes (the settings'), in percent. */
export const withholdingDefaultSchema = z.object({ percent: z.string() });
export type WithholdingDefault = z.infer<typeof withholdingDefaultSchema>;

/** GET /official-receipts/{id}: what the printed receipt shows (supplementary: "not valid for claim of input tax"). */
export const officialReceiptDetailSchema = officialReceiptSchema.extend({
  /** How it was paid; empty for a receipt recorded without its payments (the spec's call). */
  payments: z.array(receiptPaymentSchema),
  withholdings: z.array(receiptWithholdingSchema),
  /** The invoices' total less the tax withheld: what the payer handed over. */
  amountReceived: amountSchema,
  taxWithheld: amountSchema,
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
