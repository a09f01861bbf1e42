import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitMemo } from './split';

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const pesos = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** An invoice as billing issues it: one or two lines, VAT at 0% or 12% of the net rounded once. */
const invoice = fc
  .record({
    stevedoring: fc.option(fc.bigInt({ min: 1n, max: 10n ** 12n })),
    arrastre: fc.option(fc.bigInt({ min: 1n, max: 10n ** 12n })),
    vatable: fc.boolean(),
  })
  .filter(({ stevedoring, arrastre }) => stevedoring !== null || arrastre !== null)
  .map(({ stevedoring, arrastre, vatable }) => {
    const lines = [
      ...(stevedoring === null ? [] : [{ category: 'stevedoring' as const, amount: pesos(stevedoring) }]),
      ...(arrastre === null ? [] : [{ category: 'arrastre' as const, amount: pesos(arrastre) }]),
    ];
    const net = (stevedoring ?? 0n) + (arrastre ?? 0n);
    return { lines, net, vat: vatable ? (net * 12n + 50n) / 100n : 0n };
  });

describe('splitMemo', () => {
  it('splits every memo exactly, and the memos of an invoice never take back more than it, line by line', () => {
    fc.assert(
      fc.property(
        invoice,
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (bill, weights) => {
          const total = bill.net + bill.vat;
          // Memos in proportion to the weights, the last one taking what remains: the invoice is credited in full.
          const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
          let creditedBefore = 0n;
          const taken = { net: 0n, vat: 0n, lines: new Map<string, { net: bigint; vat: bigint }>() };
          const credited = (category: string) => taken.lines.get(category) ?? { net: 0n, vat: 0n };
          for (const [index, weight] of weights.entries()) {
            const last = index === weights.length - 1;
            const amount = last ? total - creditedBefore : (total * BigInt(weight)) / sum;
            if (amount <= 0n) continue;
            const memo = splitMemo(pesos(amount), {
              netAmount: pesos(bill.net),
              vatAmount: pesos(bill.vat),
              lines: bill.lines.map((line) => ({
                ...line,
                creditedNet: pesos(credited(line.category).net),
                creditedVat: pesos(credited(line.category).vat),
              })),
              creditedNet: pesos(taken.net),
              creditedVat: pesos(taken.vat),
            });
            expect(cents(memo.netAmount) + cents(memo.vatAmount)).toBe(amount);
            expect(memo.lines.reduce((s, line) => s + cents(line.netAmount), 0n)).toBe(cents(memo.netAmount));
            expect(memo.lines.reduce((s, line) => s + cents(line.vatAmount), 0n)).toBe(cents(memo.vatAmount));
            for (const line of memo.lines) {
              expect(cents(line.netAmount) >= 0n && cents(line.vatAmount) >= 0n).toBe(true);
              const so = credited(line.category);
              taken.lines.set(line.category, {
                net: so.net + cents(line.netAmount),
                vat: so.vat + cents(line.vatAmount),
              });
            }
            taken.net += cents(memo.netAmount);
            taken.vat += cents(memo.vatAmount);
            creditedBefore += amount;
            expect(taken.net <= bill.net && taken.vat <= bill.vat).toBe(true);
            for (const line of bill.lines) {
              expect((taken.lines.get(line.category)?.net ?? 0n) <= cents(line.amount)).toBe(true);
            }
          }
          // Credited in full: exactly the invoice's net and VAT, and each line's own net.
          expect([taken.net, taken.vat]).toEqual([bill.net, bill.vat]);
          for (const line of bill.lines) expect(taken.lines.get(line.category)?.net).toBe(cents(line.amount));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("takes the invoice's proportions, each memo rounded on its own: its VAT is the rate of its net", () => {
    const lines = [
      { category: 'stevedoring' as const, amount: '400.00' },
      { category: 'arrastre' as const, amount: '600.00' },
    ];
    const nothing = { creditedNet: '0.00', creditedVat: '0.00' };
    expect(
      splitMemo('112.00', {
        netAmount: '1000.00',
        vatAmount: '120.00',
        lines: lines.map((line) => ({ ...line, ...nothing })),
        ...nothing,
      }),
    ).toEqual({
      netAmount: '100.00',
      vatAmount: '12.00',
      lines: [
        { category: 'stevedoring', netAmount: '40.00', vatAmount: '4.80' },
        { category: 'arrastre', netAmount: '60.00', vatAmount: '7.20' },
      ],
    });
    // Two memos of PHP 2.00: each 1.79 net and 0.21 VAT (12% of 1.79), not 1.79 then 1.78 rounded on their sum.
    const second = splitMemo('2.00', {
      netAmount: '1000.00',
      vatAmount: '120.00',
      lines: [
        { ...lines[0], creditedNet: '0.72', creditedVat: '0.08' },
        { ...lines[1], creditedNet: '1.07', creditedVat: '0.13' },
      ] as never,
      creditedNet: '1.79',
      creditedVat: '0.21',
    });
    expect([second.netAmount, second.vatAmount]).toEqual(['1.79', '0.21']);
  });
});
