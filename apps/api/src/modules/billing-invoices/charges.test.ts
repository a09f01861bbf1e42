import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChargedTariff, chargesOf, chargesRefusal, type InvoiceVat, sumOf } from './charges';

const tariff = (overrides: Partial<ChargedTariff> = {}): ChargedTariff => ({
  category: 'stevedoring',
  basis: 'cbm',
  ratePerCbm: '100.00',
  ...overrides,
});
const vatable: InvoiceVat = { percent: '12.00', treatment: 'vatable', sellerVatRegistered: true };

/** A decimal string of `places` places below 10^digits. */
const decimalOf = (digits: number, places: number) =>
  fc
    .bigInt({ min: 0n, max: 10n ** BigInt(digits + places) - 1n })
    .map(
      (units) => `${units / 10n ** BigInt(places)}.${(units % 10n ** BigInt(places)).toString().padStart(places, '0')}`,
    );

/** Centavos of an amount written with two places. */
const centavos = (amount: string) => BigInt(amount.replace('.', ''));

describe('the charges of an invoice', () => {
  it('rounds each amount half up to the centavo, exactly', () => {
    // 0.005 x 1.00 = 0.005 -> 0.01; 1.005 x 1.00 = 1.005 -> 1.01 (a float would make it 1.00).
    expect(chargesOf({ cbm: '0.005', grossWeight: '0' }, [tariff({ ratePerCbm: '1.00' })], vatable).netAmount).toBe(
      '0.01',
    );
    expect(chargesOf({ cbm: '1.005', grossWeight: '0' }, [tariff({ ratePerCbm: '1.00' })], vatable).netAmount).toBe(
      '1.01',
    );
    // VAT of 0.04 at 12.5% is 0.005 -> 0.01.
    expect(
      chargesOf({ cbm: '0.040', grossWeight: '0' }, [tariff({ ratePerCbm: '1.00' })], { ...vatable, percent: '12.50' })
        .vatAmount,
    ).toBe('0.01');
  });

  it('stays exact far beyond the integers a float holds', () => {
    const charges = chargesOf(
      { cbm: '99999999999.999', grossWeight: '0' },
      [tariff({ ratePerCbm: '9999999999.99' })],
      vatable,
    );
    // (1e11 - 0.001) x (1e10 - 0.01) = 1e21 - 1e9 - 1e7 + 0.00001
    expect(charges.netAmount).toBe('999999999998990000000.00');
  });

  it('takes revenue tons as the higher of kg / 1000 and CBM / 1.1326, to three places', () => {
    const perTon = [tariff({ basis: 'revenueTon' })];
    expect(chargesOf({ cbm: '11.326', grossWeight: '9999.999' }, perTon, vatable).lines[0]?.quantity).toBe('10.000');
    expect(chargesOf({ cbm: '11.326', grossWeight: '10000.500' }, perTon, vatable).lines[0]?.quantity).toBe('10.001');
    expect(chargesOf({ cbm: '0.000', grossWeight: '0.499' }, perTon, vatable).lines[0]?.quantity).toBe('0.000');
  });

  it('adds no VAT unless the invoice is vatable and the seller VAT-registered, and keeps the rate', () => {
    const measures = { cbm: '10.000', grossWeight: '0' };
    expect(chargesOf(measures, [tariff()], vatable)).toMatchObject({
      vatPercent: '12.00',
      vatAmount: '120.00',
      totalAmount: '1120.00',
    });
    for (const vat of [
      { percent: '12.00', treatment: 'zeroRated', sellerVatRegistered: true },
      { percent: '12.00', treatment: 'exempt', sellerVatRegistered: true },
      { percent: '12.00', treatment: 'vatable', sellerVatRegistered: false },
    ] as const) {
      expect(chargesOf(measures, [tariff()], vat)).toMatchObject({
        vatPercent: '12.00',
        vatAmount: '0.00',
        totalAmount: '1000.00',
      });
    }
  });

  it('charges VAT once on the net: its rate of the sum of the lines, rounded half up, whatever the lines', () => {
    const line = fc.record({
      basis: fc.constantFrom('cbm' as const, 'revenueTon' as const),
      ratePerCbm: decimalOf(6, 2),
    });
    fc.assert(
      fc.property(
        decimalOf(6, 3),
        decimalOf(7, 3),
        fc.array(line, { minLength: 1, maxLength: 2 }),
        decimalOf(2, 2),
        (cbm, grossWeight, lines, percent) => {
          const tariffs = lines.map(
            (l, index) => ({ ...l, category: index === 0 ? 'stevedoring' : 'arrastre' }) as const,
          );
          const charges = chargesOf({ cbm, grossWeight }, tariffs, { ...vatable, percent });
          const net = centavos(charges.netAmount);
          expect(net).toBe(charges.lines.reduce((sum, l) => sum + centavos(l.amount), 0n));
          // round half up of net x percent / 100, in centavos: (2 x net x percent + 10,000) / 20,000.
          const expected = (2n * net * centavos(percent) + 10_000n) / 20_000n;
          expect(centavos(charges.vatAmount)).toBe(expected);
          expect(centavos(charges.totalAmount)).toBe(net + expected);
        },
      ),
      { seed: 12, numRuns: 500 },
    );
  });

  it('adds pesos exactly', () => {
    expect(sumOf('0.10', '0.20')).toBe('0.30');
  });

  it('refuses an amount beyond the columns, a total of nothing, and no TIN from PHP 1,000', () => {
    const charges = (cbm: string, ratePerCbm = '100.00') =>
      chargesOf({ cbm, grossWeight: '0' }, [tariff({ ratePerCbm })], vatable);
    // 9,999,999,999.999 CBM x 100.00 = 999,999,999,999.90, the most numeric(14, 2) holds is 999,999,999,999.99.
    expect(chargesRefusal(charges('9999999999.999', '100.00'), true)).toBeNull();
    expect(chargesRefusal(charges('9999999999.999', '100.01'), true)).toBe('amountTooLarge');
    expect(chargesRefusal(charges('0.000'), true)).toBe('zeroAmount');
    expect(chargesRefusal(charges('10.000', '0.00'), false)).toBe('zeroAmount');
    // 8.928 x 100 = 892.80 + 107.14 VAT = 999.94; 8.929: 892.90 + 107.15 = 1,000.05.
    expect(chargesRefusal(charges('8.928'), false)).toBeNull();
    expect(chargesRefusal(charges('8.929'), false)).toBe('buyerTinRequired');
    expect(chargesRefusal(charges('8.929'), true)).toBeNull();
  });
});
