import type { DocumentTotals, ParsedRow, RowDoubt } from '@portside/contracts/manifests';
import { maxItems, maxMeasure, maxPackages } from '@portside/contracts/work-orders';
import { type ColumnKey, columnKeyOf } from '../manifest-layouts/labels';
import { unlikeBlDoubts } from './bl-shapes';
import { type Column, mostOverlapping, type TableHeader } from './find-columns';
import { joinWords, type Line, lineText, type Span } from './lines';
import {
  bothUnits,
  firstNumber,
  holdsNumber,
  type NumberConvention,
  numberConvention,
  plausibleConvention,
} from './numbers';
import { endsWithPlace } from './places';

/** A row before the consignee suggestion, with the lines of its consignee cell (name first, then any address). */
export type ManifestRow = Omit<ParsedRow, 'suggestedConsignee' | 'suggestedConsigneeId' | 'matchScore'> & {
  consigneeLines: string[];
};

/**
 * A line below a header row, with the column whose label each of its words overlaps, its text, the text of its words
 * under the B/L label and whether that starts with a BL number (each read several times).
 */
type BodyLine = {
  page: number;
  line: Line;
  columns: Column[];
  owners: (Column | undefined)[];
  text: string;
  blText: string;
  labelledRow: boolean;
};
/**
 * The text a line puts in a column, with its largest font size; `address` when the line is known to be no part of a
 * party's name (a spreadsheet cell's lines after its first).
 */
export type CellLine = { text: string; size: number; address?: boolean; unsure?: boolean };
type Cells = Map<ColumnKey, CellLine>;
/** The lines a row puts in each column, top to bottom. */
export type RowCells = Map<ColumnKey, CellLine[]>;
/** A column and the stretch of the page its text takes. */
type ColumnSpan = { column: Column; x: number; end: number };

/**
 * A BL number, the first word in the B/L cell of a row's first line: one token of letters, digits and - / . with at
 * least one digit ("TOTAL" is not one).
 */
export const blNumber = /^(?=\S*\d)[A-Z0-9][A-Z0-9\-/.]{3,}$/i;
/** A date or a time ("03/16/2026", "2026-03-16", "08:12"): a footer's or a stamp's, never a BL number. */
export const dateOrTime = /^(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?)$/;
/** A BL number, not a date or a time (a footer's "Printed 03/16/2026" in the B/L column is none). */
export const isBlNumber = (word: string) => blNumber.test(word) && !dateOrTime.test(word);
/** The rest of a BL number wrapped in its cell, on the line below it: letters and digits, at least one digit. */
export const blTail = /^[A-Z0-9]*\d[A-Z0-9]*$/i;
const pageNumber = /\bPAGE\s*\d+(?:\s*(?:OF|\/)\s*\d+)?\b/i;
const separator = /^[-=_*~.\s]+$/;
export const totals = /\b(?:SUB-?\s?TOTALS?|GRAND\s+TOTALS?|TOTALS?)\b/i;
/** The line a listing closes its table with: "*** END OF MANIFEST ***", "NOTHING FOLLOWS". */
const closingLine = /\*{3}|\bEND OF (?:MANIFEST|REPORT|LISTING|DOCUMENT)\b|\bNOTHING FOLLOWS\b/i;
const measureKeys: ColumnKey[] = ['grossWeightKilos', 'cbm', 'cubicFeet'];
const numericKeys: ColumnKey[] = ['noOfPackages', ...measureKeys];

const startsRow = (cells: Cells) => blNumber.test(cells.get('blNo')?.text.split(' ')[0] ?? '');

/**
 * The rows of the table, read across pages: a row starts at a line with a BL number in the B/L column and takes the
 * lines below it (multi-line cells, and the rest of a row cut by a page break) that hold only table text or fill
 * fields by their labels, until the next BL, a totals line, a gap of more than 2.5 lines, or a line that is no table
 * text (a remark under the table). Lines of the row that no field takes are passed over: labels that name no field
 * ("NOTIFY PARTY: ..."), text in smaller type than the row's, and the lines under a labelled value (an address).
 * Page headers, footers and rulings are skipped.
 */
export function tableRows(pages: Line[][], headers: (TableHeader | null)[]): ReadTable {
  const body = withoutFurniture(bodyLines(pages, headers), pages.length);
  const rows: RowCells[] = [];
  let grandTotal: RowCells | null = null;
  let current: RowCells | null = null;
  let rowSize = 0;
  let previous: BodyLine | undefined;
  let rowLines = 0;
  // Where the value of the labelled line above starts, while the lines below it are passed over.
  let labelledValue: number | null = null;
  const spans = columnSpans(body);
  const space = wordSpace(body);
  const add = (row: RowCells, key: ColumnKey, line: CellLine) => {
    const cells = row.get(key);
    if (cells) cells.push(line);
    else row.set(key, [line]);
  };
  const stacks = new Map(headers.flatMap((header) => (header ? [[header.columns, stacksOf(header.columns)]] : [])));
  body.forEach((line) => {
    const lineSpans = spans.get(line.columns) ?? [];
    const lineCells = cellsOf(line, lineSpans);
    // A stacked column's text on the row's first line is the upper field's, on the lines under it the lower field's.
    const take = (row: RowCells, first = false) => {
      const lineStacks = stacks.get(line.columns);
      for (const [key, cell] of lineCells) add(row, (first ? undefined : lineStacks?.get(key)) ?? key, cell);
      labelledValue = null;
    };
    if (isGrandTotal(line.text) && isTotals(line, lineCells)) {
      grandTotal = new Map();
      take(grandTotal, true);
    }
    if (startsRow(lineCells)) {
      current = new Map();
      rows.push(current);
      rowSize = line.line.words.reduce((least, word) => Math.min(least, word.size), line.line.size);
      rowLines = 0;
      take(current, true);
    } else if (!current) {
      return;
    } else {
      const tableText = continuesRow(line, lineCells, lineSpans, rowLines, space);
      const labelled = labelledCells(line.line);
      const samePage = previous?.page === line.page;
      const far = samePage && previous !== undefined && farBelow(previous.line, line.line);
      const underValue = labelledValue !== null && (line.line.words[0]?.x ?? 0) >= labelledValue - 0.3 * line.line.size;
      if (labelled && (labelled.cells.size > 0 || !tableText)) {
        for (const [key, text] of labelled.cells) {
          // A label repeating what the columns printed ("CNEE:" under the consignee's column) adds nothing.
          if (!current.get(key)?.some((cell) => cell.text === text)) add(current, key, { text, size: line.line.size });
        }
        labelledValue = labelled.valueAt;
      } else if (!tableText && samePage && !far && (line.line.size < 0.85 * rowSize || underValue)) {
        // A line of the row that no field takes.
      } else if (!tableText && !samePage) {
        // A running head above the rest of a row cut by the page break.
        return;
      } else if (!tableText || far || isTotals(line, lineCells) || closingLine.test(line.text)) {
        current = null;
        return;
      } else {
        take(current);
      }
    }
    previous = line;
    rowLines += 1;
  });
  return manifestRows(rows, 'point', grandTotal);
}

/** Fields printed under another's in one column (`Column.below`), by the field over them. */
export type Stacks = ReadonlyMap<ColumnKey, ColumnKey>;
export const stacksOf = (columns: { key: ColumnKey | null; below?: ColumnKey }[]): Stacks =>
  new Map(columns.flatMap((column) => (column.key && column.below ? [[column.key, column.below] as const] : [])));

/** A table's rows, and the figures of the document's own total row. */
export type ReadTable = { rows: ManifestRow[]; totals: DocumentTotals | null };

/** A totals line that is the document's total, not a sub-total. */
export const isGrandTotal = (text: string) =>
  totals.test(text) && !/\bSUB-?\s?TOTALS?\b|\bPAGE\s+TOTALS?\b|\b(?:CARRIED|BROUGHT)\s+FORWARD\b/i.test(text);

/**
 * The rows' cells read in the document's number convention, decided once from all their quantities; when no figure
 * tells, by the weights per cubic metre that make sense, else `otherwise`; and the document's total row (its last
 * one) read in the same convention.
 */
export function manifestRows(
  rows: RowCells[],
  otherwise: NumberConvention = 'point',
  grandTotal: RowCells | null = null,
): ReadTable {
  const printed = (keys: ColumnKey[]) =>
    rows.flatMap((row) => keys.flatMap((key) => (row.get(key) ?? []).map((cell) => cell.text)));
  const cellText = (row: RowCells, key: ColumnKey) => joinLines((row.get(key) ?? []).map((cell) => cell.text));
  const convention = numberConvention(
    printed(measureKeys),
    printed(['noOfPackages']),
    () =>
      plausibleConvention(
        rows.map((row) => ({
          weight: cellText(row, 'grossWeightKilos'),
          cbm: cellText(row, 'cbm'),
          cubicFeet: cellText(row, 'cubicFeet'),
        })),
      ) ?? otherwise,
  );
  // A date or a time in the B/L column (a footer's "Printed 03/16/2026") is no BL.
  const read = rows.map((row) => toManifestRow(row, convention)).filter((row) => !dateOrTime.test(row.blNo));
  const unlike = unlikeBlDoubts(read.map((row) => row.blNo));
  return {
    rows: read.map((row, index) => {
      const doubt = unlike[index];
      return doubt ? { ...row, doubts: [doubt, ...row.doubts] } : row;
    }),
    totals: grandTotal && totalsOf(grandTotal, convention),
  };
}

/** The figures of a total row: packages, kilograms, and CBM (cubic feet converted); null when it prints none. */
function totalsOf(cells: RowCells, convention: NumberConvention): DocumentTotals | null {
  // Within what a work order's figures may be (a total of 5,000 items of them), else not read.
  const number = (key: ColumnKey) => {
    const value = firstNumber(joinLines((cells.get(key) ?? []).map((cell) => cell.text)), convention);
    return value !== null && Number.isFinite(value) && value <= maxMeasure * maxItems ? value : null;
  };
  const cubicFeet = number('cubicFeet');
  const figures: DocumentTotals = {
    noOfPackages: number('noOfPackages'),
    grossWeightKilos: number('grossWeightKilos'),
    cbm: number('cbm') ?? (cubicFeet === null ? null : bothUnits(cubicFeet, 'cuft').cbm),
  };
  return Object.values(figures).some((value) => value !== null) ? figures : null;
}

/** A label at the start of a run of words: up to four words before a colon ("MARKS & NOS.:", "SHIPPER/EXPORTER:"). */
const leadingLabel = /^([A-Z&][A-Z.&/]*(?: [A-Z&][A-Z.&/]*){0,3}) ?:/i;
/** Words before a colon inside a run, which may end with a label ("GROUP CO LTD MARKS AND NUMBERS:"). */
const innerLabel = /\s((?:[A-Z&][A-Z.&/]* ){0,3}[A-Z&][A-Z.&/]*) ?:/gi;

/** The field a continuation line's label names, read as a header label; none for the B/L number or another label. */
const labelledKey = (label: string) => {
  const key = columnKeyOf(label);
  return key === 'blNo' ? null : key;
};

/** The first label inside `text` (not at its start) that names a field: where it starts and ends, and the field. */
function innerFieldLabel(text: string): { start: number; end: number; key: ColumnKey } | null {
  for (const match of text.matchAll(innerLabel)) {
    const words = (match[1] ?? '').split(' ');
    const labelEnd = match.index + 1 + (match[1] ?? '').length;
    for (let count = words.length; count > 0; count--) {
      const label = words.slice(-count).join(' ');
      const key = labelledKey(label);
      if (key) return { start: labelEnd - label.length, end: match.index + match[0].length, key };
    }
  }
  return null;
}

/**
 * A continuation line that names its fields, as fixed-width listings print them under a BL's main line ("SHIPPER:
 * JIANGSU SHAGANG GROUP CO LTD     MARKS: MEGAWORLD MANILA"): the text after each label by the field it names, read
 * through the header vocabulary (SHPR, CNEE, MARKS & NOS., DESCRIPTION OF GOODS...), and where its first value starts;
 * null for a line that does not start with a label. The text of a label that names no field ("NOTIFY PARTY:") is
 * dropped. Labels part printed runs of words, or words within one when they name a field.
 */
function labelledCells(line: Line): { cells: Map<ColumnKey, string>; valueAt: number } | null {
  const runs = joinWords(line.words, line.size, 0.8);
  if (!leadingLabel.test(runs[0]?.text ?? '')) return null;
  const cells = new Map<ColumnKey, string>();
  let key: ColumnKey | null = null;
  const put = (text: string) => {
    const value = text.trim();
    if (key && value) cells.set(key, cells.has(key) ? `${cells.get(key)} ${value}` : value);
  };
  for (const run of runs) {
    let rest = run.text;
    const lead = leadingLabel.exec(rest);
    if (lead) {
      key = labelledKey(lead[1] ?? '');
      rest = rest.slice(lead[0].length);
    }
    for (let inner = innerFieldLabel(rest); inner; inner = innerFieldLabel(rest)) {
      put(rest.slice(0, inner.start));
      key = inner.key;
      rest = rest.slice(inner.end);
    }
    put(rest);
  }
  const colon = line.words.findIndex((word) => word.text.endsWith(':'));
  return { cells, valueAt: line.words[colon + 1]?.x ?? Number.POSITIVE_INFINITY };
}

/**
 * A line below a row's first one holds table text: none of its runs crosses from one column into another, and
 * nothing in the B/L column but the wrapped rest of the BL right below it. Text printed from the left margin under
 * the table ("*** END OF MANIFEST ***", "PREPARED BY: ...") or a running head is none. A run is words closer than
 * 0.8 em, or than one and a half of the table's word spaces (`space`) when that is less but over 0.45 em: a
 * right-aligned figure ends 0.75 em before the next column's name ("4,728.35" under a stacked weight, then
 * "STEVEDORING"), where a sentence's words are a space apart.
 */
function continuesRow(line: BodyLine, cells: Cells, spans: ColumnSpan[], rowLines: number, space: number): boolean {
  const blCell = cells.get('blNo')?.text;
  if (blCell && !(rowLines === 1 && blTail.test(blCell))) return false;
  const gapEm = Math.min(0.8, Math.max(0.45, (1.5 * space) / line.line.size));
  return joinWords(line.line.words, line.line.size, gapEm).every((run) => {
    const column = mostOverlapping(spans, run);
    return !column || (run.x >= column.x - 1 && run.end <= column.end + 1);
  });
}

/** Lines below the header row of their page, or of the last page that had one (a table may print it once). */
function bodyLines(pages: Line[][], headers: (TableHeader | null)[]): BodyLine[] {
  const body: BodyLine[] = [];
  let columns: Column[] | null = null;
  pages.forEach((lines, page) => {
    const header = headers[page];
    if (header) columns = header.columns;
    const pageColumns = columns;
    if (!pageColumns) return;
    for (const line of lines.slice(header?.bodyStart ?? 0)) {
      const owners = line.words.map((word) => mostOverlapping(pageColumns, word));
      let blText = '';
      line.words.forEach((word, index) => {
        if (owners[index]?.key === 'blNo') blText = blText ? `${blText} ${word.text}` : word.text;
      });
      body.push({
        page,
        line,
        columns: pageColumns,
        owners,
        text: lineText(line),
        blText,
        labelledRow: isBlNumber(blText.split(' ')[0] ?? ''),
      });
    }
  });
  return body;
}

/**
 * Page headers and footers: lines above the first or below the last BL of their page that are printed at the same
 * height on more than half of the pages (digits aside, so "Page 3 of 9" repeats) or that name a page number; and
 * rulings of dashes. Lines between two BLs of a page are rows' text, even when repeated ("INC." under long names).
 */
function withoutFurniture(body: BodyLine[], pageCount: number): BodyLine[] {
  const inTable = withinBls(body);
  // Pages by text (digits as #) and whole point of height; "the same height" is within 2 points.
  const places = new Map<string, Set<number>>();
  const shapes = new Map(body.map((line) => [line, line.text.toUpperCase().replace(/\d/g, '#')]));
  const placeKey = (line: BodyLine, dy: number) => `${Math.round(line.line.y) + dy} ${shapes.get(line)}`;
  for (const line of body) {
    const key = placeKey(line, 0);
    places.set(key, (places.get(key) ?? new Set()).add(line.page));
  }
  const repeatedOn = Math.max(2, Math.floor(pageCount / 2) + 1);
  const repeated = (line: BodyLine) => {
    const pages = new Set<number>();
    for (let dy = -2; dy <= 2; dy++) for (const page of places.get(placeKey(line, dy)) ?? []) pages.add(page);
    return pages.size >= repeatedOn;
  };
  return body.filter((line) => {
    if (separator.test(line.text)) return false;
    if (inTable(line)) return true;
    return !pageNumber.test(line.text) && !repeated(line);
  });
}

const stackedLines = (above: BodyLine, below: BodyLine) =>
  below.line.y - above.line.y <= 1.6 * Math.max(above.line.size, below.line.size);

/** Whether a line is on or between the first and last BL of its page, or among the lines set close under the last. */
function withinBls(body: BodyLine[]): (line: BodyLine) => boolean {
  const extents = new Map<number, { first: number; last: number }>();
  let previous: BodyLine | undefined;
  for (const line of body) {
    const extent = extents.get(line.page);
    if (line.labelledRow) extents.set(line.page, { first: extent?.first ?? line.line.y, last: line.line.y });
    else if (
      extent &&
      previous?.page === line.page &&
      previous.line.y === extent.last &&
      stackedLines(previous, line)
    ) {
      // The lines set close under the page's last BL are the rest of its row (a name's second line), whatever
      // else repeats at their height.
      extent.last = line.line.y;
    }
    previous = line;
  }
  return (line) => {
    const extent = extents.get(line.page);
    return !!extent && line.line.y >= extent.first && line.line.y <= extent.last;
  };
}

/**
 * The spans of the columns of each header row: neighbouring columns part in their gutter, the widest stretch that
 * the fewest words of the table's lines cross between the words under the left label and those under the right one
 * on the rows' first lines, whatever the labels' alignment ("AS" of a marks cell may start left of a centred MARKS
 * label).
 */
function columnSpans(body: BodyLine[]): Map<Column[], ColumnSpan[]> {
  // Text under the B/L label other than a BL or its rest (a remark from the left margin under the table) is no
  // table text.
  const tableText = (line: BodyLine) => !line.blText || blTail.test(line.blText) || line.labelledRow;
  // Every header's columns have spans, those of a page that prints only the end of the table (a total) too.
  const linesUnder = new Map<Column[], BodyLine[]>(body.map((line) => [line.columns, []]));
  for (const line of body.filter(tableText)) {
    const lines = linesUnder.get(line.columns) ?? [];
    lines.push(line);
    linesUnder.set(line.columns, lines);
  }
  return new Map([...linesUnder].map(([columns, lines]) => [columns, gutterSpans(columns, lines)]));
}

/**
 * The cells of a line: each word in the column whose span holds most of it. Words, not phrases: neighbouring cells
 * printed less than about half an em apart read as one phrase.
 */
function cellsOf(line: BodyLine, spans: ColumnSpan[]): Cells {
  const cells: Cells = new Map();
  for (const word of line.line.words) {
    const key = mostOverlapping(spans, word)?.column.key;
    if (!key) continue;
    const before = cells.get(key);
    if (before) {
      before.text = `${before.text} ${word.text}`;
      before.size = Math.max(before.size, word.size);
      if (word.unsure) before.unsure = true;
    } else {
      cells.set(
        key,
        word.unsure ? { text: word.text, size: word.size, unsure: true } : { text: word.text, size: word.size },
      );
    }
  }
  return cells;
}

/** Points by which the text of two neighbouring columns may meet or overlap and still part between them. */
const touching = 1.5;

function gutterSpans(columns: Column[], lines: BodyLine[]): ColumnSpan[] {
  const labelledWords = new Map<Column, Span[]>();
  for (const line of lines) {
    if (!line.labelledRow) continue;
    line.line.words.forEach((word, index) => {
      const owner = line.owners[index];
      const words = owner && labelledWords.get(owner);
      if (words) words.push(word);
      else if (owner) labelledWords.set(owner, [word]);
    });
  }
  const labelled = (column: Column) => labelledWords.get(column) ?? [];
  const space = wordSpace(lines);
  const parts = columns.slice(1).map((right, index) => {
    const left = columns[index] as Column;
    const centres = [(left.x + left.end) / 2, (right.x + right.end) / 2] as const;
    const ends = labelled(left).map((word) => word.end);
    const starts = labelled(right).map((word) => word.x);
    const from = ends.reduce((most, end) => Math.max(most, end), centres[0]);
    const to = starts.reduce((least, start) => Math.min(least, start), centres[1]);
    // Cells set edge to edge (a figure right-aligned against a name, as office suites print them): they part where
    // the one ends and the other starts.
    if (from >= to && from - to <= touching && ends.length && starts.length) return (from + to) / 2;
    if (from >= to) return gutter(lines, space, centres[0], centres[1], 'widest');
    // Text on one side only: the gutter is the clear stretch next to it (the other side's cell may be shorter).
    const pick = ends.length && !starts.length ? 'first' : starts.length && !ends.length ? 'last' : 'widest';
    return gutter(lines, space, from, to, pick);
  });
  return columns.map((column, index) => ({
    column,
    x: parts[index - 1] ?? Number.NEGATIVE_INFINITY,
    end: parts[index] ?? Number.POSITIVE_INFINITY,
  }));
}

/**
 * The middle of the widest, first or last stretch from `from` to `to` (whole points) that the fewest words cross;
 * `space` is the table's word space (wordSpace).
 * Counted by where the crossings change (a word adds one where it starts and takes it off where it ends), so the work
 * follows the words, not the distance between the labels (a page may be a million points wide).
 */
function gutter(lines: BodyLine[], space: number, from: number, to: number, pick: 'widest' | 'first' | 'last'): number {
  const steps = Math.max(1, Math.ceil(to - from));
  const changes = new Map<number, number>([
    [0, 0],
    [steps, 0],
  ]);
  const change = (step: number, by: number) => changes.set(step, (changes.get(step) ?? 0) + by);
  for (const { line } of lines) {
    for (const word of line.words) {
      const start = Math.max(0, Math.floor(word.x - from));
      const end = Math.min(steps, Math.ceil(word.end - from));
      if (start >= end) continue;
      change(start, 1);
      change(end, -1);
    }
  }
  // Stretches of one count each, left to right: every change is from 0 to `steps`, both included.
  const at = [...changes.keys()].sort((a, b) => a - b);
  const counted: { start: number; length: number; count: number }[] = [];
  let count = 0;
  let fewest = Number.POSITIVE_INFINITY;
  for (let index = 0; index + 1 < at.length; index++) {
    const start = at[index] ?? 0;
    count += changes.get(start) ?? 0;
    counted.push({ start, length: (at[index + 1] ?? steps) - start, count });
    if (count < fewest) fewest = count;
  }
  const stretches: { start: number; length: number }[] = [];
  for (const { start, length, count } of counted) {
    const last = stretches[stretches.length - 1];
    if (count !== fewest) continue;
    if (last && last.start + last.length === start) last.length += length;
    else stretches.push({ start, length });
  }
  // Next to one side's text, the first stretch wider than the space between two words of a cell (0.25 em in most
  // fonts, 0.6 em in a fixed-width one: "NOS. 1-24").
  const gutters = stretches.filter((stretch) => stretch.length > 1.5 * space);
  const sided = gutters.length ? gutters : stretches;
  const chosen =
    pick === 'first'
      ? sided[0]
      : pick === 'last'
        ? sided[sided.length - 1]
        : maxBy(stretches, (stretch) => stretch.length);
  return from + (chosen?.start ?? 0) + (chosen?.length ?? 0) / 2;
}

/** The middle gap between neighbouring words of the lines narrower than an em: the space of the table's font. */
function wordSpace(lines: BodyLine[]): number {
  const gaps: number[] = [];
  for (const { line } of lines) {
    for (let index = 1; index < line.words.length; index++) {
      const gap = (line.words[index]?.x ?? 0) - (line.words[index - 1]?.end ?? 0);
      if (gap > 0 && gap < line.size) gaps.push(gap);
    }
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/** A totals or sub-totals line: the word TOTAL and a number in a quantity column. */
const isTotals = (line: BodyLine, cells: Cells) =>
  totals.test(line.text) && numericKeys.some((key) => holdsNumber(cells.get(key)?.text ?? ''));

const farBelow = (above: Line, below: Line) => below.y - above.y > 2.5 * Math.max(above.size, below.size);

/**
 * Text cells are their lines joined by spaces (without one after a line ending in a word's hyphen), except that a
 * name (shipper, consignee) leaves out the lines printed in smaller type than its first (an address); the B/L number is the
 * first word on the row's first line, with the wrapped rest of it from the line below. A quantity is the first number
 * of its cell in the document's convention, a package count a whole one, each within what an item takes; 0 when the
 * cell is empty or holds no such number: the row is kept for the user to complete, with a doubt that says so.
 */
function toManifestRow(cells: RowCells, convention: NumberConvention): ManifestRow {
  const lines = (key: ColumnKey) => (cells.get(key) ?? []).map((cell) => cell.text);
  const text = (key: ColumnKey) => joinLines(lines(key));
  const name = (key: ColumnKey) => joinLines(nameLines(cells.get(key) ?? []));
  const number = (key: ColumnKey, fits: (value: number) => boolean) => {
    const value = firstNumber(text(key), convention);
    return value !== null && fits(value) ? value : null;
  };
  const measure = (value: number) => value <= maxMeasure;
  const packages = number('noOfPackages', (value) => Number.isInteger(value) && value <= maxPackages);
  const grossWeight = number('grossWeightKilos', measure);
  const cbm = number('cbm', measure);
  const cubicFeet = number('cubicFeet', measure);
  const measurement =
    cbm !== null && cubicFeet !== null
      ? { cbm, measurementCubicFeet: cubicFeet }
      : cbm !== null
        ? bothUnits(cbm, 'cbm')
        : cubicFeet !== null
          ? bothUnits(cubicFeet, 'cuft')
          : { cbm: 0, measurementCubicFeet: 0 };
  const doubts: RowDoubt[] = [];
  const doubt = (field: RowDoubt['field'], printed: string) =>
    doubts.push({ field, kind: printed ? 'unread' : 'missing', printed });
  if (!name('consignee')) doubt('consignee', '');
  if (packages === null) doubt('noOfPackages', text('noOfPackages'));
  if (!text('contents')) doubt('contents', '');
  if (grossWeight === null) doubt('grossWeightKilos', text('grossWeightKilos'));
  if (cbm === null && cubicFeet === null) doubt('cbm', text('cbm') || text('cubicFeet'));
  // A scan's word read with low confidence: the field is kept as read, and doubted.
  const unsure = (key: ColumnKey) => (cells.get(key) ?? []).some((cell) => cell.unsure);
  for (const [field, keys] of unsureFields) {
    if (keys.some(unsure) && !doubts.some((each) => each.field === field)) {
      doubts.push({ field, kind: 'unsure', printed: keys.map(text).filter(Boolean).join(' / ') });
    }
  }
  return {
    blNo: blNoOf(lines('blNo')),
    marksAndNumbers: text('marksAndNumbers'),
    shipper: name('shipper'),
    consignee: name('consignee'),
    consigneeLines: lines('consignee'),
    noOfPackages: packages ?? 0,
    contents: text('contents'),
    grossWeightKilos: grossWeight ?? 0,
    ...measurement,
    stevedoring: text('stevedoring'),
    arrastre: text('arrastre'),
    doubts,
  };
}

/** The doubtful fields of a row and the columns they are read from. */
const unsureFields: [RowDoubt['field'], ColumnKey[]][] = [
  ['blNo', ['blNo']],
  ['marksAndNumbers', ['marksAndNumbers']],
  ['shipper', ['shipper']],
  ['consignee', ['consignee']],
  ['noOfPackages', ['noOfPackages']],
  ['contents', ['contents']],
  ['grossWeightKilos', ['grossWeightKilos']],
  ['cbm', ['cbm', 'cubicFeet']],
  ['stevedoring', ['stevedoring']],
  ['arrastre', ['arrastre']],
];

/**
 * Marks of an address line in a name's cell: a figure (a street number, a floor, a postal code), a word of street
 * addresses, or a Philippine place at its end (places.ts). Words that also name companies (PHILIPPINES, BUILDING,
 * HARBOR, CENTER) are none.
 */
const addressWords =
  /\b(?:BLDG|STREET|AVE|AVENUE|BLVD|BOULEVARD|RD|ROAD|HWY|HIGHWAY|BRGY|BGY|BARANGAY|FLOOR|FLR|UNIT|LOT|BLK|KM|SUBD|P\.? ?O\.? BOX)\b|\b[A-Z]+ CITY\b/i;
const looksLikeAddress = (line: string) => /\d/.test(line) || addressWords.test(line) || endsWithPlace(line);
/** A company's legal ending: what follows it in a name's cell is its address. */
const companyEnding =
  /\b(?:INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED|LLC|PTE|BHD|TBK|JSC|PLC|GMBH|S\.A|S\.A\.S|PT)\.?\)?$/i;
/**
 * The name of a line that goes on after its legal ending with an address ("CEBU TRADING INC. PIER 4, NORTH HARBOR"
 * is "CEBU TRADING INC."), or null when no such ending is followed by one.
 */
function addressAfterEnding(line: string): string | null {
  for (const match of line.matchAll(legalEndingInside)) {
    const end = match.index + match[0].length;
    const rest = line.slice(end).replace(/^[\s,]+/, '');
    if (rest && !legalWordsOnly.test(rest) && looksLikeAddress(rest)) return line.slice(0, end).replace(/,$/, '');
  }
  return null;
}
const legalEndingInside =
  /\b(?:INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED|LLC|PTE|BHD|TBK|JSC|PLC|GMBH)\.?,?(?=\s)/gi;

/** A name's line that ends in a word that needs the next line. */
const nameGoesOn = /(?:^|\s)(?:OF|DE|DEL|DELA|DELOS|AND|&|THE)$/i;

/** A line of legal endings only ("LTD.", "CO., LTD."), which goes on a name wrapped after its "CO.". */
const legalWordsOnly = /^(?:(?:CO|COMPANY|CORP|CORPORATION|INC|INCORPORATED|LTD|LIMITED|PTE|SDN|BHD)\.?,?\s*)+$/i;

/**
 * The lines of a shipper's or consignee's cell that are its name: the first, and those under it in the same type
 * until the name has ended with its company's legal ending (INC., CORP., CO. LTD.) or a line reads as an address (a
 * figure, a street word). A line in type under 85% of the first, or known to be an address (a spreadsheet's), ends
 * it too: the rest of the cell is the address, left out of the name (the consignee suggestion still reads it).
 */
function nameLines([first, ...below]: CellLine[]): string[] {
  if (!first) return [];
  const cut = addressAfterEnding(first.text);
  if (cut !== null) return [cut];
  const lines = [first.text];
  for (const [index, cell] of below.entries()) {
    const last = lines[lines.length - 1]?.trim() ?? '';
    if (cell.address || cell.size < 0.85 * first.size) break;
    // "UNIVERSITY OF" over "SANTO TOMAS": the name goes on whatever the line reads as.
    if (!nameGoesOn.test(last)) {
      const ended = companyEnding.test(last) && !legalWordsOnly.test(cell.text);
      // An address wrapped in a narrow cell: "ORTIGAS CENTER," over "PASIG".
      const placeBelow = cell.text.trimEnd().endsWith(',') && endsWithPlace(below[index + 1]?.text ?? '', true);
      if (ended || looksLikeAddress(cell.text) || placeBelow) break;
    }
    lines.push(cell.text);
  }
  return lines;
}

/** A cell's lines as one text: joined by spaces, but a word broken after its own hyphen ("AGRI-" over "COMMODITIES") is one. */
const joinLines = (lines: string[]) =>
  lines.map((line, index) => (index === 0 || /[A-Z0-9]-$/i.test(lines[index - 1] ?? '') ? line : ` ${line}`)).join('');

/** A BL number: the first word of its cell's first line, and the wrapped rest of it on the next line. */
export const blNoOf = ([first = '', second = '']: string[]) =>
  (first.split(' ')[0] ?? '') + (blTail.test(second) ? second : '');

const maxBy = <T>(list: T[], value: (item: T) => number) =>
  list.reduce<T | undefined>(
    (best, item) => (best === undefined || value(item) > value(best) ? item : best),
    undefined,
  );
