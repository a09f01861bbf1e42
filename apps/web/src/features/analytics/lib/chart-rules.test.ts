import { describe, expect, it } from 'vitest';
import {
  axisMaximum,
  cbmBarColour,
  chartPalette,
  compactCbm,
  lastYears,
  ownOperatorColour,
  seriesColours,
} from './chart-rules';

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

  it('gives a name the same colour on every chart, never our own, and no two names of a chart one colour', () => {
    const [upper] = seriesColours([{ name: 'HARBOUR STAR' }]);
    const [lower] = seriesColours([{ name: 'harbour star' }]);
    expect(upper).toBe(lower);
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => ({ name }));
    const colours = seriesColours(names);
    expect(colours).not.toContain(ownOperatorColour);
    expect(new Set(colours).size).toBe(names.length);
    expect(chartPalette.slice(1)).toEqual(expect.arrayContaining(colours));
  });

  it('gives our own operators our colour, a second one another shade of it', () => {
    const colours = seriesColours([{ name: 'OURS', own: true }, { name: 'X' }, { name: 'AITSI', own: true }]);
    expect(colours[0]).toBe(ownOperatorColour);
    expect(colours[2]).not.toBe(ownOperatorColour);
    expect(colours[2]).toMatch(/^blue\./);
  });

  it('offers the years up to this one, newest first', () => {
    expect(lastYears(3, new Date(2026, 5, 1))).toEqual([2026, 2025, 2024]);
  });
});
