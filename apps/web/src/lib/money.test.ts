import { describe, expect, it } from 'vitest';
import { formatMoney, sumAmounts } from './money';

describe('money', () => {
  it('adds amounts exactly, as centavos', () => {
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['1250.50', '150.06', '1120.00'])).toBe('2520.56');
    expect(sumAmounts(['90071992547409.91', '0.10'])).toBe('90071992547410.01');
    expect(sumAmounts(['-5.00', '1.25'])).toBe('-3.75');
  });

  it('writes pesos as the locale does, without losing centavos of large amounts', () => {
    expect(formatMoney('2520.56', 'en-PH')).toBe('₱2,520.56');
    expect(formatMoney('90071992547410.01', 'en-PH')).toBe('₱90,071,992,547,410.01');
  });
});
