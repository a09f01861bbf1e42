import { createHash } from 'node:crypto';
import {
  type LayoutColumn,
  maxLabelLength,
  maxLayoutColumns,
  normaliseLabel,
  sampleCellLength,
  sampleRows,
} from '@portside/contracts/manifest-layouts';
import type { ColumnKey } from '../manifest-layouts/labels';
import { type Column, gatherColumns, type Label, lineLabels, stacked } from './find-columns';
import { joinWords, type Line } from './lines';
import { isFigure } from './numbers';
import { isBlNumber } from './rows';

/**
 * A table as the clerk is shown it to say what its columns hold (docs/domain.md "Teaching the reader"): its columns,
 * each with its printed label and the field read there, and its first lines cell by cell.
 */
export type TableSight = { columns: LayoutColumn[]; rows: string[][] };
/** A table-like stretch of a document found without the vocabulary, and the key of its layout. */
export type LayoutCandidate = TableSight & { signature: string };

/**
 * The key of a layout: its columns' labels, left to right, as the vocabulary reads them, hashed (SHA-256, hex) so that
 * a wide table's key is as short as any other's.
 */
export const layoutSignature = (labels: string[]) =>
  createHash('sha256').update(labels.map(normaliseLabel).join('|')).digest('hex');

/** Lines of a page in which the first row of a table is looked for (titles and a header come first). */
const searchLines = 80;
/** Lines a header may take above the first row. */
const maxHeaderLines = 5;
const ruling = (line: Line) => line.words.every((word) => /^[-=_*~.]+$/.test(word.text));

/**
 * The table of a printed manifest found by its shape, whatever its labels say: the first line of a page that reads
 * as a BL's (a BL-like number, another figure, three runs of text or more) under one to five stacked lines of labels
 * without a figure or a "LABEL:", rulings between them passed over; a line above the lowest needs two labels (a title
 * has one), and the columns gathered from them as a header's are three to 100 (else the next such line is tried).
 * Null when no page has one.
 */
export function pdfCandidate(pages: Line[][]): LayoutCandidate | null {
  for (const lines of pages) {
    for (let index = 1; index < Math.min(lines.length, searchLines); index++) {
      if (!readsAsRow(lines[index] as Line)) continue;
      let end = index - 1;
      while (end >= 0 && ruling(lines[end] as Line)) end--;
      const block: Label[][] = [];
      for (let at = end; at >= 0 && block.length < maxHeaderLines; at--) {
        const labels = lineLabels(lines[at], 0.8);
        const upper = block.length > 0;
        // A title's "VESSEL: ..." or "VOYAGE: ..." is no header's line.
        if (!labels || labels.some((label) => label.text.endsWith(':'))) break;
        if (upper && (labels.length < 2 || !stacked(lines[at], lines[at + 1]))) break;
        block.unshift(labels);
      }
      const columns = gatherColumns(block);
      if (columns.length < 3 || columns.length > maxLayoutColumns) continue;
      return { ...linesSight(columns, lines.slice(index)), signature: layoutSignature(columns.map((c) => c.label)) };
    }
  }
  return null;
}

/** A line that reads as a BL's row: a BL-like number that is no date, another figure, three runs of text or more. */
function readsAsRow(line: Line): boolean {
  const words = line.words.map((word) => word.text);
  const bl = words.findIndex(isBlNumber);
  return (
    bl >= 0 &&
    words.some((word, index) => index !== bl && isFigure(word)) &&
    joinWords(line.words, line.size, 0.8).length >= 3
  );
}

/** A column as the clerk is shown it: its label (cut to the contract's length), its field and a field stacked under it. */
export const sightColumn = (column: { label: string; key: ColumnKey | null; below?: ColumnKey }): LayoutColumn => ({
  label: column.label.slice(0, maxLabelLength),
  field: column.key,
  ...(column.below ? { below: column.below } : {}),
});

/** A header's columns and the first table lines under it, each word in the column it overlaps most or is nearest. */
export function linesSight(columns: Column[], lines: Line[]): TableSight {
  const rows = lines
    .filter((line) => !ruling(line))
    .slice(0, sampleRows)
    .map((line) => {
      const cells = columns.map(() => '');
      for (const word of line.words) {
        const at = nearestColumn(columns, word);
        cells[at] = cut(cells[at] ? `${cells[at]} ${word.text}` : word.text);
      }
      return cells;
    });
  return {
    columns: columns.map(sightColumn),
    rows,
  };
}

function nearestColumn(columns: Column[], word: { x: number; end: number }): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  columns.forEach((column, index) => {
    const overlap = Math.min(column.end, word.end) - Math.max(column.x, word.x);
    // Overlap first; else the smallest distance between their middles (as a negative score).
    const score = overlap > 0 ? overlap : -Math.abs((column.x + column.end) / 2 - (word.x + word.end) / 2) - 1e6;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

export const cut = (text: string) =>
  text.length > sampleCellLength ? `${text.slice(0, sampleCellLength - 1)}…` : text;
