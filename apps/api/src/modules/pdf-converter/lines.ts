import type { TextItem, TextPage } from './read-text';

/** Text with its horizontal extent on the page and font size: a word, or words printed close together. */
export type Span = { text: string; x: number; end: number; size: number; unsure?: boolean };
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
  return groups.map((group) => {
    const words: Span[] = [];
    // One by one: an item may hold more words than a call takes arguments.
    for (const item of group.sort((a, b) => a.x - b.x)) for (const word of itemWords(item)) words.push(word);
    return { y: group[0]?.y ?? 0, size: group.reduce((size, item) => Math.max(size, item.size), 0), words };
  });
}

/**
 * The words of an item with their extents. A reader gives one extent per item, and an item may hold several columns of
 * a fixed-width printout or neighbouring cells, so each character gets its share of the item's width: equal in a
 * monospaced font (Courier's 0.6 em), by Helvetica's widths otherwise.
 */
function itemWords(item: TextItem): Span[] {
  const { text } = item;
  // Walked by code point, by index: this runs over every character of a manifest.
  let count = 0;
  let weights = 0;
  for (let at = 0; at < text.length; at += unitsAt(text, at)) {
    count += 1;
    weights += charWeight(text.codePointAt(at) ?? 0);
  }
  const monospaced = Math.abs(item.width - 0.6 * item.size * count) <= 0.02 * item.width;
  const scale = item.width / (monospaced ? count : weights);
  const words: Span[] = [];
  let word: Span | null = null;
  let start = 0;
  let x = item.x;
  for (let at = 0; at < text.length; at += unitsAt(text, at)) {
    const code = text.codePointAt(at) ?? 0;
    const width = (monospaced ? 1 : charWeight(code)) * scale;
    if (isSpace(code)) {
      if (word) word.text = text.slice(start, at);
      word = null;
    } else if (word) {
      word.end = x + width;
    } else {
      // Its text is cut from the item's when it ends.
      start = at;
      word = item.unsure
        ? { text: '', x, end: x + width, size: item.size, unsure: true }
        : { text: '', x, end: x + width, size: item.size };
      words.push(word);
    }
    x += width;
  }
  if (word) word.text = text.slice(start);
  return words;
}

/** UTF-16 units of the character at `at`: 2 for a surrogate pair. */
const unitsAt = (text: string, at: number) => ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);

/** `\s` of a code point, without making a string of the common ones. */
const isSpace = (code: number) =>
  code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCodePoint(code)));

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
const charWeight = (code: number) => helveticaWidths[code - 32] ?? 556;

/** Neighbouring words closer than `gapEm` font sizes joined into one span. */
export function joinWords(words: Span[], size: number, gapEm: number): Span[] {
  const spans: Span[] = [];
  for (const word of words) {
    const last = spans[spans.length - 1];
    if (last && word.x - last.end < gapEm * size) {
      last.text += ` ${word.text}`;
      last.end = Math.max(last.end, word.end);
      if (word.unsure) last.unsure = true;
    } else {
      spans.push({ ...word });
    }
  }
  return spans;
}

export const lineText = (line: Line) => line.words.map((word) => word.text).join(' ');
