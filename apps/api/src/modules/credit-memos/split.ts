import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { decimal, divideRounded, scaled } from '@portside/contracts/money';

/** A line of the invoice a memo credits: its net, and what the invoice's earlier memos took back from it. */
export type CreditedLine = { category: CargoHandlerType; amount: string; creditedNet: string; creditedVat: string };
/** What a memo is split over: its invoice's net and VAT, its lines in print order, and what earlier memos took. */
export type Credited = {
  netAmount: string;
  vatAmount: string;
  lines: CreditedLine[];
  creditedNet: string;
  creditedVat: string;
};
export type MemoSplit = {
  netAmount: string;
  vatAmount: string;
  lines: { category: CargoHandlerType; netAmount: string; vatAmount: string }[];
};

/** `whole` in proportion `numerator` / `denominator`, rounded half up (0 of nothing). */
const share = (whole: bigint, numerator: bigint, denominator: bigint) =>
  denominator === 0n ? 0n : divideRounded(whole * numerator, denominator);
const clamp = (value: bigint, low: bigint, high: bigint) => (value < low ? low : value > high ? high : value);
const positive = (value: bigint) => (value < 0n ? 0n : value);

/**
 * `part` spread over parts in proportion to their `weight`, each rounded once, the last taking the rest; each part
 * kept within what it has left (`room`), so that no part ever takes back more than it holds.
 */
function spread(part: bigint, parts: { weight: bigint; room: bigint }[]): bigint[] {
  const weights = parts.reduce((sum, each) => sum + each.weight, 0n);
  let rest = part;
  return parts.map((each, index) => {
    if (index === parts.length - 1) return rest;
    const after = parts.slice(index + 1).reduce((sum, later) => sum + later.room, 0n);
    const taken = clamp(share(part, each.weight, weights), positive(rest - after), rest < each.room ? rest : each.room);
    rest -= taken;
    return taken;
  });
}

/**
 * Splits a memo of `amount` (VAT included) into net and VAT in the invoice's proportions, each rounded once on the
 * memo itself (so its printed VAT is the invoice's rate of its printed net, to the centavo), and both over the
 * invoice's lines in their proportions, the last line taking the rest (docs/domain.md "Credit memos"). Each part is
 * kept within what the invoice's earlier memos left of it: the memos of an invoice never take back more than its net,
 * its VAT or a line's part of them, and the memo of the whole remainder takes back exactly what is left of each.
 */
export function splitMemo(amount: string, invoice: Credited): MemoSplit {
  const credit = scaled(amount, 2);
  const net = scaled(invoice.netAmount, 2);
  const vat = scaled(invoice.vatAmount, 2);
  const netLeft = net - scaled(invoice.creditedNet, 2);
  const vatLeft = vat - scaled(invoice.creditedVat, 2);
  const memoNet = clamp(share(credit, net, net + vat), positive(credit - vatLeft), credit < netLeft ? credit : netLeft);
  const memoVat = credit - memoNet;
  // A line's part of the invoice's VAT: its share of the VAT rounded, the last line the rest (as the rollups count it).
  const lineVats = spread(
    vat,
    invoice.lines.map((line) => ({ weight: scaled(line.amount, 2), room: vat })),
  );
  const nets = spread(
    memoNet,
    invoice.lines.map((line) => ({
      weight: scaled(line.amount, 2),
      room: scaled(line.amount, 2) - scaled(line.creditedNet, 2),
    })),
  );
  const vats = spread(
    memoVat,
    invoice.lines.map((line, index) => ({
      weight: scaled(line.amount, 2),
      room: (lineVats[index] ?? 0n) - scaled(line.creditedVat, 2),
    })),
  );
  return {
    netAmount: decimal(memoNet, 2),
    vatAmount: decimal(memoVat, 2),
    lines: invoice.lines.map((line, index) => ({
      category: line.category,
      netAmount: decimal(nets[index] ?? 0n, 2),
      vatAmount: decimal(vats[index] ?? 0n, 2),
    })),
  };
}
