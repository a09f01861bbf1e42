import { describe, expect, it } from 'vitest';
import { axisMaximum, cbmBarColour, compactCbm, hashedColour, lastYears, ownOperatorColour } from './chart-rules';

describe('chart rules of spec 9', () => {
  it('colours a bar green at 300 CBM and above, red below', () => {
    expect(cbmBarColour(300)).toBe('green.6');
    expect(cbmBarColour(1200.5)).toBe('green.6');
    expect(cbmBarColour(299.99)).toBe('red.6');
    expect(cbmBarColour(0)).toBe('red.6');
  });

  it('reaches the axis to 115% of the largest value', () => {
    expect(axisMaximum([100, 200])).toBe(230);
    expect(axisMaximum([0, 0])).toBe(1);
    expect(axisMaximum([])).toBe(1);
  });

  it('writes large CBM totals with M and k and two decimals', () => {
    expect(compactCbm(1_234_567, 'en')).toBe('1.23M');
    expect(compactCbm(1_000_000, 'en')).toBe('1.00M');
    expect(compactCbm(999_999, 'en')).toBe('1.00M');
    expect(compactCbm(999_994, 'en')).toBe('999.99k');
    expect(compactCbm(1_500, 'en')).toBe('1.50k');
    expect(compactCbm(999.994, 'en')).toBe('999.99');
  });

  it('gives every other name one colour of the palette, never our own', () => {
    expect(hashedColour('HARBOUR STAR')).toBe(hashedColour('harbour star'));
    const colours = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map(hashedColour));
    expect(colours.has(ownOperatorColour)).toBe(false);
    expect(colours.size).toBeGreaterThan(3);
  });

  it('offers the years up to this one, newest first', () => {
    expect(lastYears(3, new Date(2026, 5, 1))).toEqual([2026, 2025, 2024]);
  });
});
