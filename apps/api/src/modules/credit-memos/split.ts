import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { decimal, divideRounded, scaled } from '../billing-invoices/charges';

/** What a memo is split over: its invoice's net, VAT and lines, and what its earlier memos credited (VAT included). */
export type Credited = {
  netAmount: string;
  vatAmount: string;
  lines: { category: CargoHandlerType; amount: string }[];
  creditedBefore: string;
};
export type MemoSplit = {
  netAmount: string;
  vatAmount: string;
  lines: { category: CargoHandlerType; netAmount: string; vatAmount: string }[];
};

/** `part` of `whole` in proportion `numerator` / `denominator`, rounded half up. */
const share = (whole: bigint, numerator: bigint, denominator: bigint) =>
  denominator === 0n ? 0n : divideRounded(whole * numerator, denominator);

/**
 * Splits a memo of `amount` (VAT included) into net and VAT, and both over the invoice's lines (docs/domain.md
 * "Credit memos"). The memos of an invoice take back, together, the invoice's own proportions of their sum, each
 * rounded once on the sum: so however many memos credit an invoice, their nets never add up to more than its net
 * (nor a line's to more than that line), and a memo of the whole remainder leaves exactly nothing.
 */
export function splitMemo(amount: string, invoice: Credited): MemoSplit {
  const net = scaled(invoice.netAmount, 2);
  const total = net + scaled(invoice.vatAmount, 2);
  const before = scaled(invoice.creditedBefore, 2);
  const after = before + scaled(amount, 2);
  const netBy = (credited: bigint) => share(credited, net, total);
  const [netBefore, netAfter] = [netBy(before), netBy(after)];
  const [vatBefore, vatAfter] = [before - netBefore, after - netAfter];
  // Every line but the last takes its share of the net and of the VAT credited so far; the last line the rest.
  const lines = invoice.lines.map((line, index) => {
    const lineNet = scaled(line.amount, 2);
    const last = index === invoice.lines.length - 1;
    const othersNet = invoice.lines
      .filter((_, other) => other !== index)
      .reduce((sum, other) => sum + scaled(other.amount, 2), 0n);
    const of = (credited: bigint) =>
      last ? credited - share(credited, othersNet, net) : share(credited, lineNet, net);
    return {
      category: line.category,
      netAmount: decimal(of(netAfter) - of(netBefore), 2),
      vatAmount: decimal(of(vatAfter) - of(vatBefore), 2),
    };
  });
  return {
    netAmount: decimal(netAfter - netBefore, 2),
    vatAmount: decimal(vatAfter - vatBefore, 2),
    lines,
  };
}
