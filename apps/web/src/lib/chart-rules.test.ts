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
    const [upper] = seriesColours([{ name: 'HARBOUR STAR' }, { name: 'X', own: true }]);
    const [lower] = seriesColours([{ name: 'harbour star' }]);
    expect(upper).toBe(lower);
    // 'A' and 'H' hash to the same colour: the second name of a chart takes the next free one.
    const [a] = seriesColours([{ name: 'A' }]);
    const [h] = seriesColours([{ name: 'H' }]);
    expect(h).toBe(a);
    const [, second] = seriesColours([{ name: 'A' }, { name: 'H' }]);
    expect(second).not.toBe(a);
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((name) => ({ name }));
    const colours = seriesColours([...names.slice(0, 7), { name: 'OURS', own: true }]);
    expect(colours.slice(0, 7)).not.toContain(ownOperatorColour);
    expect(new Set(colours).size).toBe(8);
    // Without ours, our blue goes to an eighth name rather than a colour twice.
    expect(new Set(seriesColours(names.slice(0, 8))).size).toBe(8);
    expect(chartPalette).toEqual(expect.arrayContaining(seriesColours(names.slice(0, 8))));
  });

  it('gives our operators our blues, two of them two blues', () => {
    const colours = seriesColours([{ name: 'OURS', own: true }, { name: 'X' }, { name: 'AITSI', own: true }]);
    expect(colours[0]).toMatch(/^blue\./);
    expect(colours[2]).toMatch(/^blue\./);
    expect(colours[2]).not.toBe(colours[0]);
    expect(colours[1]).not.toMatch(/^blue\./);
  });

  it('offers the years up to this one, newest first', () => {
    expect(lastYears(3, 2026)).toEqual([2026, 2025, 2024]);
  });
});
