import { describe, expect, it } from 'vitest';
import { pageLines } from './lines';
import type { TextItem } from './read-text';

const lines = (items: TextItem[]) => pageLines({ width: 600, height: 800, items, rules: [] });
const words = (item: TextItem) => lines([item])[0]?.words;

describe('the lines and words of a page', () => {
  it('groups items by baseline into lines, top to bottom, words left to right', () => {
    const found = lines([
      { text: 'LOWER', x: 20, y: 60, width: 30, size: 10 },
      { text: 'RIGHT', x: 200, y: 41, width: 30, size: 10 },
      { text: 'LEFT', x: 20, y: 40, width: 24, size: 10 },
    ]);
    expect(found.map((line) => [line.y, line.words.map((word) => word.text)])).toEqual([
      [40, ['LEFT', 'RIGHT']],
      [60, ['LOWER']],
    ]);
  });

  it("gives each character of a fixed-width item an equal share of the item's width", () => {
    expect(words({ text: 'MAEU123  ACME', x: 20, y: 40, width: 78, size: 10 })).toEqual([
      { text: 'MAEU123', x: 20, end: 62, size: 10 },
      { text: 'ACME', x: 74, end: 98, size: 10 },
    ]);
  });

  it("gives each character of a proportional item its share by Helvetica's widths", () => {
    // I 278, l 222, space 278, W 944: 1722 thousandths of an em.
    const [il, w] = words({ text: 'Il W', x: 0, y: 40, width: 17.22, size: 10 }) ?? [];
    expect(il?.text).toBe('Il');
    expect(il?.end).toBeCloseTo(5);
    expect(w?.text).toBe('W');
    expect(w?.x).toBeCloseTo(7.78);
    expect(w?.end).toBeCloseTo(17.22);
  });

  it('parts words at any white space and counts a character beyond 16 bits as one', () => {
    expect(words({ text: 'AB\u00a0𝐂D\tE', x: 0, y: 40, width: 42, size: 10 })).toEqual([
      { text: 'AB', x: 0, end: 12, size: 10 },
      { text: '𝐂D', x: 18, end: 30, size: 10 },
      { text: 'E', x: 36, end: 42, size: 10 },
    ]);
  });
});
