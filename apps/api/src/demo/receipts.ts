import { decimal, scaled } from '@portside/contracts/money';
import { withheldFrom } from '@portside/contracts/official-receipts';
import { sumOf } from '../modules/billing-invoices/charges';
import { audit, type Context, nextSerial } from './context';
import type { Row } from './insert';
import type { Random } from './random';
import { type Day, formatDay } from './time';

/** An invoice a receipt pays: its row, whose receipt it sets. */
type Paid = { row: Row<'billing_invoices'> };

/**
 * A receipt of one payer for these invoices on `day` at `at`, numbered in the OR series, paid as `settle` draws it and
 * audited; the invoices are marked paid by it.
 */
export function writeReceipt(context: Context, random: Random, invoices: Paid[], day: Day, at: number): number {
  const { writer } = context;
  const id = writer.nextId('official_receipts');
  const number = `OR-${String(nextSerial(context, 'or', 1_000_001)).padStart(7, '0')}`;
  writer.add('official_receipts', {
    id,
    orNumber: number,
    numberClash: 0,
    dateIssued: formatDay(day),
    createdAt: new Date(at),
    payerName: invoices[0]?.row.buyerName ?? '',
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    cancelledInvoiceIds: null,
  });
  for (const invoice of invoices) invoice.row.officialReceiptId = id;
  const settlement = settle(context, random.fork(`payments ${id}`), id, invoices, day);
  audit(
    context,
    'finance',
    'official_receipts',
    id,
    { orNumber: number, invoices: invoices.map((i) => i.row.id), ...settlement },
    at,
  );
  return id;
}

/**
 * How a receipt was paid (docs/domain.md "Payments and withholding tax"): four in ten payers are companies that
 * withhold 2% of the net, most sending their 2307 with the payment; the rest paid in cash, by cheque dated on or up
 * to a week before the receipt, by bank transfer, or a cheque with the balance in cash.
 */
function settle(context: Context, random: Random, receiptId: number, invoices: Paid[], day: Day) {
  const { writer } = context;
  const withholdings = random.chance(0.4)
    ? invoices.map((invoice) => ({
        id: writer.nextId('receipt_withholdings'),
        receiptId,
        invoiceId: invoice.row.id,
        rate: '0.0200',
        amount: decimal(withheldFrom(invoice.row.netAmount, '2.00'), 2),
        certificateNumber: random.chance(0.8)
          ? `2307-${formatDay(day).slice(0, 4)}-${String(receiptId).padStart(6, '0')}`
          : null,
      }))
    : [];
  for (const withholding of withholdings) writer.add('receipt_withholdings', withholding);
  const total = invoices.reduce(
    (sum, invoice) => sum + scaled(sumOf(invoice.row.netAmount, invoice.row.vatAmount), 2),
    0n,
  );
  const due = total - withholdings.reduce((sum, withholding) => sum + scaled(withholding.amount, 2), 0n);
  const draw = random.next();
  const cheque = () => ({
    bank: random.pick(demoBanks),
    chequeNumber: String(random.int(100_000, 9_999_999)).padStart(7, '0'),
    chequeDate: formatDay(day - random.int(0, 7)),
    reference: null,
  });
  const none = { bank: null, chequeNumber: null, chequeDate: null, reference: null };
  const parts =
    draw < 0.45
      ? [{ method: 'cash' as const, amount: due, ...none }]
      : draw < 0.75
        ? [{ method: 'cheque' as const, amount: due, ...cheque() }]
        : draw < 0.93
          ? [
              {
                method: 'bankTransfer' as const,
                amount: due,
                ...none,
                bank: random.pick(demoBanks),
                reference: `FT${random.int(10_000_000, 99_999_999)}`,
              },
            ]
          : [
              { method: 'cheque' as const, amount: due - (due % 100_000n), ...cheque() },
              { method: 'cash' as const, amount: due % 100_000n, ...none },
            ];
  const payments = parts
    .filter((part) => part.amount > 0n)
    .map((part) => ({ ...part, id: writer.nextId('receipt_payments'), receiptId, amount: decimal(part.amount, 2) }));
  for (const payment of payments) writer.add('receipt_payments', payment);
  return {
    payments: payments.map(({ id: _, receiptId: __, ...payment }) => payment),
    withholdings: withholdings.map(({ id: _, receiptId: __, ...withholding }) => withholding),
  };
}

const demoBanks = [
  'BDO Unibank',
  'Bank of the Philippine Islands',
  'Metrobank',
  'Land Bank of the Philippines',
  'RCBC',
];
