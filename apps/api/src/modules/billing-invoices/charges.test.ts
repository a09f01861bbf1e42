import { describe, expect, it } from 'vitest';
import { type ChargedTariff, chargesOf, isAtLeast, sumOf } from './charges';

const tariff = (overrides: Partial<ChargedTariff> = {}): ChargedTariff => ({
  category: 'stevedoring',
  basis: 'cbm',
  ratePerCbm: '100.00',
  vatPercent: '12.00',
  ...overrides,
});
const vatable = { treatment: 'vatable', sellerVatRegistered: true } as const;

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
      chargesOf({ cbm: '0.040', grossWeight: '0' }, [tariff({ ratePerCbm: '1.00', vatPercent: '12.50' })], vatable)
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

  it('adds no VAT unless the invoice is vatable and the seller VAT-registered', () => {
    const measures = { cbm: '10.000', grossWeight: '0' };
    expect(chargesOf(measures, [tariff()], vatable)).toMatchObject({ vatAmount: '120.00', totalAmount: '1120.00' });
    for (const vat of [
      { treatment: 'zeroRated', sellerVatRegistered: true },
      { treatment: 'exempt', sellerVatRegistered: true },
      { treatment: 'vatable', sellerVatRegistered: false },
    ] as const) {
      expect(chargesOf(measures, [tariff()], vat)).toMatchObject({ vatAmount: '0.00', totalAmount: '1000.00' });
    }
  });

  it('adds and compares pesos exactly', () => {
    expect(sumOf('0.10', '0.20')).toBe('0.30');
    expect(isAtLeast('999.99', 1000)).toBe(false);
    expect(isAtLeast('1000.00', 1000)).toBe(true);
  });
});
