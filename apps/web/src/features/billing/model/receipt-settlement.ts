import type { UnpaidInvoice } from '@portside/contracts/billing';
import { decimal, scaled } from '@portside/contracts/money';
import type { OfficialReceiptBody, PaymentMethod } from '@portside/contracts/official-receipts';
import { withheldFrom } from '@portside/contracts/official-receipts';

/** A payment as the cashier types it: every field of every method, sent as its method has them. */
export type PaymentDraft = {
  key: number;
  method: PaymentMethod;
  amount: string;
  bank: string;
  chequeNumber: string;
  chequeDate: string;
  reference: string;
};
/** The tax a payer withheld from one invoice, as typed: the rate in percent, the 2307's number (blank: pending). */
export type WithholdingDraft = { percent: string; certificateNumber: string };
export type WithholdingDrafts = Readonly<Record<number, WithholdingDraft>>;

const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;
const percentPattern = /^\d{1,2}(\.\d{1,2})?$/;

/** Thousands written with separators: "6,672.80", "1,250,000" (not "1,5" nor "1,0000"). */
const grouped = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
/** An amount as typed, its thousands separators left out when they separate thousands ("6,672.80" is 6672.80). */
const typed = (amount: string) => {
  const trimmed = amount.trim();
  return grouped.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
};

/** Centavos of an amount as typed, 0 while it is not an amount yet (the server says what is wrong with it). */
const centavos = (amount: string) => (amountPattern.test(typed(amount)) ? scaled(typed(amount), 2) : 0n);

/** The tax withheld from an invoice at the typed rate, in centavos; 0 while the rate is not a rate. */
export function withheldOf(invoice: Pick<UnpaidInvoice, 'netAmount'>, draft: WithholdingDraft | undefined): bigint {
  const percent = draft?.percent.trim() ?? '';
  return percentPattern.test(percent) ? withheldFrom(invoice.netAmount, percent) : 0n;
}

/**
 * The receipt's figures as the server will check them (the same rounding, as whole centavos): the invoices' total,
 * the tax withheld, what is due after it, what the payments come to, and what is still to be covered (negative when
 * the payments are more).
 */
export function settlementFigures(
  invoices: readonly UnpaidInvoice[],
  withholdings: WithholdingDrafts,
  payments: readonly PaymentDraft[],
) {
  const total = invoices.reduce((sum, invoice) => sum + scaled(invoice.totalAmount, 2), 0n);
  const withheld = invoices.reduce((sum, invoice) => sum + withheldOf(invoice, withholdings[invoice.id]), 0n);
  const received = payments.reduce((sum, payment) => sum + centavos(payment.amount), 0n);
  const due = total - withheld;
  const remaining = due - received;
  const money = (value: bigint) => (value < 0n ? `-${decimal(-value, 2)}` : decimal(value, 2));
  return {
    total: money(total),
    withheld: money(withheld),
    due: money(due),
    received: money(received),
    remaining: money(remaining),
    balanced: remaining === 0n,
  };
}

/** The body's payments and withholdings, each payment with the fields of its method only. */
export function settlementBody(
  invoices: readonly UnpaidInvoice[],
  withholdings: WithholdingDrafts,
  payments: readonly PaymentDraft[],
): Pick<OfficialReceiptBody, 'payments' | 'withholdings'> {
  return {
    payments: payments.map(({ method, amount: written, bank, chequeNumber, chequeDate, reference }) => {
      const amount = typed(written);
      if (method === 'cheque') return { method, amount, bank, chequeNumber, chequeDate };
      if (method === 'bankTransfer') return { method, amount, reference, bank: bank.trim() || null };
      return { method, amount };
    }),
    withholdings: invoices.flatMap((invoice) => {
      const draft = withholdings[invoice.id];
      return draft
        ? [
            {
              billingInvoiceId: invoice.id,
              percent: draft.percent,
              certificateNumber: draft.certificateNumber.trim() || null,
            },
          ]
        : [];
    }),
  };
}
