import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWholeNumber } from './whole-number';

/** The digits of each keyboard our languages use: ASCII, full-width (Japanese, Chinese), Arabic-Indic, Urdu's. */
const keyboards = [0x30, 0xff10, 0x0660, 0x06f0].map(
  (zero) => (digits: string) => digits.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit))),
);

describe('readWholeNumber', () => {
  it('reads any whole number typed on any of our keyboards, spaces around it or grouping it by thousands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.constantFrom(...keyboards),
        fc.boolean(),
        (count, keyboard, grouped) => {
          const digits = grouped ? count.toLocaleString('en-US').replaceAll(',', ' ') : String(count);
          expect(readWholeNumber(` ${keyboard(digits)} `)).toBe(count);
        },
      ),
    );
  });

  it('refuses, never trims, a sign, a decimal point or comma, or any other character among the digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{0,4}$/),
        fc.constantFrom('-', '+', '.', ',', 'e', 'x', '½', '٫'),
        fc.stringMatching(/^[0-9]{1,4}$/),
        (before, odd, after) => {
          expect(readWholeNumber(`${before}${odd}${after}`)).toBeNaN();
        },
      ),
    );
  });

  it('holds nothing for an empty or blank field', () => {
    expect(readWholeNumber('')).toBe('');
    expect(readWholeNumber('   ')).toBe('');
  });
});
