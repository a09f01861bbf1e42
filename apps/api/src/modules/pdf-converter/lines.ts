import type { TextItem, TextPage } from './read-text';

/** Text with its horizontal extent on the page and font size: a word, or words printed close together. */
export type Span = { text: string; x: number; end: number; size: number };
/** A printed line: its baseline, font size and words left to right. */
export type Line = { y: number; size: number; words: Span[] };

/** The lines of a page, top to bottom: items whose baselines differ by less than a third of the font size. */
export function pageLines(page: TextPage): Line[] {
  const items = [...page.items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TextItem[][] = [];
  let first: TextItem | undefined;
  for (const item of items) {
    const group = groups[groups.length - 1];
    if (group && first && Math.abs(item.y - first.y) <= Math.min(item.size, first.size) / 3) {
      group.push(item);
    } else {
      groups.push([item]);
      first = item;
    }
  }
  return groups.map((group) => ({
    y: group[0]?.y ?? 0,
    size: group.reduce((size, item) => Math.max(size, item.size), 0),
    words: group.sort((a, b) => a.x - b.x).flatMap(itemWords),
  }));
}

/**
 * The words of an item with their extents. pdfjs gives one extent per item, and an item may hold several columns of
 * a fixed-width printout or neighbouring cells, so each character gets its share of the item's width: equal in a
 * monospaced font (Courier's 0.6 em), by Helvetica's widths otherwise.
 */
function itemWords(item: TextItem): Span[] {
  const chars = [...item.text];
  const monospaced = Math.abs(item.width - 0.6 * item.size * chars.length) <= 0.02 * item.width;
  const weights = chars.map((char) => (monospaced ? 1 : charWeight(char)));
  const scale = item.width / weights.reduce((sum, weight) => sum + weight, 0);
  const words: Span[] = [];
  let x = item.x;
  let word: Span | null = null;
  chars.forEach((char, index) => {
    const width = (weights[index] ?? 0) * scale;
    if (/\s/.test(char)) {
      word = null;
    } else if (word) {
      word.text += char;
      word.end = x + width;
    } else {
      word = { text: char, x, end: x + width, size: item.size };
      words.push(word);
    }
    x += width;
  });
  return words;
}

/**
 * Helvetica's advance widths of the printable ASCII characters (per 1000 em, from its AFM), a fair guide to the
 * relative widths of any Latin text font; other characters count as a digit.
 */
const helveticaWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const charWeight = (char: string) => helveticaWidths[(char.codePointAt(0) ?? 0) - 32] ?? 556;

/** Neighbouring words closer than `gapEm` font sizes joined into one span. */
export function joinWords(words: Span[], size: number, gapEm: number): Span[] {
  const spans: Span[] = [];
  for (const word of words) {
    const last = spans[spans.length - 1];
    if (last && word.x - last.end < gapEm * size) {
      last.text += ` ${word.text}`;
      last.end = Math.max(last.end, word.end);
    } else {
      spans.push({ ...word });
    }
  }
  return spans;
}

export const lineText = (line: Line) => line.words.map((word) => word.text).join(' ');
