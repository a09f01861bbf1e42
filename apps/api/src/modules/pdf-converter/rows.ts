import type { ParsedRow } from '@portside/contracts/manifests';
import { type Column, type ColumnKey, mostOverlapping, type TableHeader } from './find-columns';
import { type Line, lineText, type Span } from './lines';
import { bothUnits, firstNumber } from './numbers';

/** A row before the consignee suggestion, with the lines of its consignee cell (name first, then any address). */
export type ManifestRow = Omit<ParsedRow, 'suggestedConsignee' | 'suggestedConsigneeId' | 'matchScore'> & {
  consigneeLines: string[];
};

/** A line below a header row, with the column whose label each of its words overlaps. */
type BodyLine = { page: number; line: Line; columns: Column[]; owners: (Column | undefined)[] };
type Cells = Map<ColumnKey, string>;

/**
 * A BL number, alone in the B/L cell of a row's first line: one token of letters, digits and - / . with at least one
 * digit ("TOTAL" is not one).
 */
const blNumber = /^(?=\S*\d)[A-Z0-9][A-Z0-9\-/.]{3,}$/i;
const pageNumber = /\bPAGE\s*\d+(?:\s*(?:OF|\/)\s*\d+)?\b/i;
const separator = /^[-=_*~.\s]+$/;
const totals = /\b(?:SUB-?\s?TOTALS?|GRAND\s+TOTALS?|TOTALS?)\b/i;
const numericKeys: ColumnKey[] = ['noOfPackages', 'grossWeightKilos', 'cbm', 'cubicFeet'];

/**
 * The rows of the table, read across pages: a row starts at a line with a BL number in the B/L column and takes the
 * lines below it (multi-line cells, and the rest of a row cut by a page break) until the next BL, a totals line, or
 * a gap of more than 2.5 lines. Page headers, footers and rulings are skipped.
 */
export function tableRows(pages: Line[][], headers: (TableHeader | null)[]): ManifestRow[] {
  const body = withoutFurniture(bodyLines(pages, headers), pages.length);
  const rows: Map<ColumnKey, string[]>[] = [];
  let current: Map<ColumnKey, string[]> | null = null;
  let previous: BodyLine | undefined;
  const cells = cellsOf(body);
  body.forEach((line, index) => {
    const lineCells = cells[index] as Cells;
    if (blNumber.test(lineCells.get('blNo') ?? '')) {
      current = new Map();
      rows.push(current);
    } else if (!current) {
      return;
    } else if (isTotals(line, lineCells) || (previous?.page === line.page && farBelow(previous.line, line.line))) {
      current = null;
      return;
    }
    for (const [key, text] of lineCells) current.set(key, [...(current.get(key) ?? []), text]);
    previous = line;
  });
  return rows.map(toManifestRow);
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
      body.push({
        page,
        line,
        columns: pageColumns,
        owners: line.words.map((word) => mostOverlapping(pageColumns, word)),
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
  const isBl = body.map((line) => blNumber.test(labelledText(line, 'blNo')));
  const blSpan = new Map<number, { first: number; last: number }>();
  body.forEach((line, index) => {
    if (!isBl[index]) return;
    const span = blSpan.get(line.page);
    blSpan.set(line.page, { first: Math.min(span?.first ?? line.line.y, line.line.y), last: line.line.y });
  });
  const signatures = body.map((line) => lineText(line.line).toUpperCase().replace(/\d/g, '#'));
  const places = new Map<string, BodyLine[]>();
  body.forEach((line, index) => {
    const signature = signatures[index] as string;
    places.set(signature, [...(places.get(signature) ?? []), line]);
  });
  const repeatedOn = Math.max(2, Math.floor(pageCount / 2) + 1);
  return body.filter((line, index) => {
    const text = lineText(line.line);
    if (separator.test(text)) return false;
    const span = blSpan.get(line.page);
    if (isBl[index] || (span && line.line.y > span.first && line.line.y < span.last)) return true;
    if (pageNumber.test(text)) return false;
    const same = (places.get(signatures[index] as string) ?? []).filter(
      (other) => Math.abs(other.line.y - line.line.y) <= 2,
    );
    return new Set(same.map((other) => other.page)).size < repeatedOn;
  });
}

/** The text of a line under the label of `key` only (before any column is widened by its body text). */
const labelledText = (line: BodyLine, key: ColumnKey) =>
  line.line.words
    .filter((_, index) => line.owners[index]?.key === key)
    .map((word) => word.text)
    .join(' ');

/**
 * The column of each word: the one whose label it overlaps (right-aligned numbers under their label, text under a
 * centred label); else the one whose words of the first kind, on any line, it overlaps (a word at the left of a
 * wide column under a centred label); else the column to its left (text running on past a left-aligned label).
 * Words, not phrases: pdfjs joins neighbouring cells printed less than about half an em apart into one item.
 */
function cellsOf(body: BodyLine[]): Cells[] {
  const extents = new Map<Column, { x: number; end: number }>();
  for (const line of body) {
    line.owners.forEach((owner, index) => {
      const word = line.line.words[index] as Span;
      if (!owner) return;
      const extent = extents.get(owner) ?? { x: owner.x, end: owner.end };
      extents.set(owner, { x: Math.min(extent.x, word.x), end: Math.max(extent.end, word.end) });
    });
  }
  return body.map((line) => {
    const widened = line.columns.map((column) => ({ column, ...(extents.get(column) ?? column) }));
    const cells: Cells = new Map();
    line.line.words.forEach((word, index) => {
      const column = line.owners[index] ?? mostOverlapping(widened, word)?.column ?? columnLeftOf(line.columns, word.x);
      if (column?.key) cells.set(column.key, [cells.get(column.key), word.text].filter(Boolean).join(' '));
    });
    return cells;
  });
}

const columnLeftOf = (columns: Column[], x: number) => columns.findLast((column) => column.x <= x) ?? columns[0];

/** A totals or sub-totals line: the word TOTAL and a number in a quantity column. */
const isTotals = (line: BodyLine, cells: Cells) =>
  totals.test(lineText(line.line)) && numericKeys.some((key) => firstNumber(cells.get(key) ?? '') !== null);

const farBelow = (above: Line, below: Line) => below.y - above.y > 2.5 * Math.max(above.size, below.size);

/**
 * Text cells are their lines joined by spaces; the B/L number is the one on the row's first line. A quantity is the
 * first number of its cell, 0 when the cell is empty or holds none (the row is kept, for the user to complete).
 */
function toManifestRow(cells: Map<ColumnKey, string[]>): ManifestRow {
  const text = (key: ColumnKey) => (cells.get(key) ?? []).join(' ');
  const number = (key: ColumnKey) => firstNumber(text(key));
  const cbm = number('cbm');
  const cubicFeet = number('cubicFeet');
  const measurement =
    cbm !== null && cubicFeet !== null
      ? { cbm, measurementCubicFeet: cubicFeet }
      : cbm !== null
        ? bothUnits(cbm, 'cbm')
        : cubicFeet !== null
          ? bothUnits(cubicFeet, 'cuft')
          : { cbm: 0, measurementCubicFeet: 0 };
  return {
    blNo: cells.get('blNo')?.[0] ?? '',
    marksAndNumbers: text('marksAndNumbers'),
    shipper: text('shipper'),
    consignee: text('consignee'),
    consigneeLines: cells.get('consignee') ?? [],
    noOfPackages: Math.round(number('noOfPackages') ?? 0),
    contents: text('contents'),
    grossWeightKilos: number('grossWeightKilos') ?? 0,
    ...measurement,
    stevedoring: text('stevedoring'),
    arrastre: text('arrastre'),
  };
}
