import { maxLayoutColumns, sampleRows } from '@portside/contracts/manifest-layouts';
import { manifestMessages } from '@portside/contracts/manifests';
import { Refused } from '../../errors';
import { type ColumnKey, type Learned, labelKey, nothingLearned } from '../manifest-layouts/labels';
import { claimFields, stackedFields } from './find-columns';
import { headerOfTexts, titleTexts } from './header';
import { holdsNumber } from './numbers';
import type { ParsedManifest } from './parse-manifest';
import type { SheetGrid } from './read-text';
import { blNoOf, blNumber, isBlNumber, isGrandTotal, manifestRows, type RowCells, stacksOf, totals } from './rows';
import { cut, type LayoutCandidate, layoutSignature, sightColumn, type TableSight } from './table-sight';

/** Rows of a sheet in which its header row is looked for (title lines come first). */
const searchRows = 40;
/** Rows a header may take: a label over two or three lines, a group label over its sub-columns. */
const maxHeaderRows = 3;
const required: ColumnKey[] = ['blNo', 'consignee', 'noOfPackages'];
const partyKeys = new Set<ColumnKey | null>(['shipper', 'consignee']);
const quantityKeys = new Set<ColumnKey>(['noOfPackages', 'grossWeightKilos', 'cbm', 'cubicFeet']);

/** A column of a sheet's header: its label (its header cells top to bottom, group labels first) and field. */
type SheetColumn = { label: string; key: ColumnKey | null; below?: ColumnKey };
/**
 * Where a sheet's table is: its header rows [start, end), its columns and the field of each (null: not read), and how
 * many fields they name.
 */
type SheetHeader = { start: number; end: number; columns: SheetColumn[]; keys: (ColumnKey | null)[]; known: number };

/**
 * The manifest of a spreadsheet: the first sheet with a manifest table. Its header is found and read like a
 * printed one (docs/domain.md "Spreadsheets"), its BLs row by row; the rows above the table give vessel, voyage and
 * arrival. A workbook of many sheets counts as one page.
 */
export function sheetManifest(sheets: SheetGrid[], learned: Learned = nothingLearned): ParsedManifest {
  for (const sheet of sheets) {
    const header = findSheetHeader(sheet, learned);
    if (!header) continue;
    const above = sheet.rows
      .slice(0, header.start)
      .map((row) =>
        row.flatMap((text, column) => (text.trim() ? [{ text: text.trim(), x: column, end: column + 1 }] : [])),
      );
    // Semicolons part the fields where a comma is the decimal mark: a file whose figures do not tell has that one.
    const otherwise = sheet.delimiter === ';' ? 'comma' : 'point';
    const { rows, grandTotal } = sheetRows(sheet, header);
    return {
      header: headerOfTexts(titleTexts(above, () => true)),
      ...manifestRows(rows, otherwise, grandTotal),
      pages: 1,
      sight: sheetSight(sheet, header.columns, header.end),
    };
  }
  throw new Refused(manifestMessages.sheetNoTable);
}

/**
 * The table of a spreadsheet found by its shape, whatever its labels say: the first row (of the first 40 of a sheet)
 * that reads as a BL's under one to three rows of labels (blank rows between them passed over), with three labelled
 * columns or more; null when no sheet has one.
 */
export function sheetCandidate(sheets: SheetGrid[]): LayoutCandidate | null {
  for (const sheet of sheets) {
    const index = sheet.rows.slice(0, searchRows).findIndex(readsAsRow);
    if (index < 1) continue;
    let end = index;
    while (end > 0 && blank(sheet.rows[end - 1])) end--;
    let start = end;
    while (start > end - maxHeaderRows && headerRow(sheet.rows[start - 1], start < end)) start--;
    const columns = headerColumns(sheet, start, end, nothingLearned);
    if (columns.filter((column) => column.label).length < 3 || columns.length > maxLayoutColumns) continue;
    return { ...sheetSight(sheet, columns, index), signature: layoutSignature(columns.map((column) => column.label)) };
  }
  return null;
}

/** A row that reads as a BL's: a BL-like number that is no date, another figure, three cells or more. */
function readsAsRow(row: string[]): boolean {
  const cells = row.map((cell) => cell.trim());
  const bl = cells.findIndex(isBlNumber);
  return bl >= 0 && cells.filter(Boolean).length >= 3 && cells.some((cell, at) => at !== bl && holdsNumber(cell));
}

/**
 * A row of a header's labels: no figure; above the lowest, three labels or more and none ending with a colon (a
 * title's "VESSEL:" or "NAME OF VESSEL | MV ..." is none).
 */
function headerRow(row: string[] | undefined, upper: boolean): boolean {
  const cells = (row ?? []).map((cell) => cell.trim()).filter(Boolean);
  if (cells.length === 0 || cells.some(holdsNumber)) return false;
  return !upper || (cells.length >= 3 && !cells.some((cell) => cell.endsWith(':')));
}

/** A sheet's columns and its first non-blank rows under its header, cell by cell. */
function sheetSight(sheet: SheetGrid, columns: SheetColumn[], bodyStart: number): TableSight {
  const rows: string[][] = [];
  for (const cells of sheet.rows.slice(bodyStart)) {
    if (rows.length === sampleRows) break;
    if (!blank(cells)) rows.push(columns.map((_, column) => cut((cells[column] ?? '').trim().replace(/\s+/g, ' '))));
  }
  return {
    columns: columns.map(sightColumn),
    rows,
  };
}

const blank = (row: string[] | undefined) => !row?.some((cell) => cell.trim());

/**
 * The header: one to three consecutive rows, near the top, whose labels (each column's text in those rows, joined
 * from top to bottom) name the B/L number, the consignee and the packages. Of the candidates that start within three
 * rows of the first one (a header repeated further down is none), the one that names most fields; then the one that
 * ends lowest (the first BL is under every header row); then the tallest.
 */
export function findSheetHeader(sheet: SheetGrid, learned: Learned = nothingLearned): SheetHeader | null {
  let best: SheetHeader | null = null;
  let last = Math.min(sheet.rows.length, searchRows);
  for (let start = 0; start < last; start++) {
    for (let end = start + 1; end <= Math.min(start + maxHeaderRows, sheet.rows.length); end++) {
      if (blank(sheet.rows[end - 1])) break;
      const columns = headerColumns(sheet, start, end, learned);
      const keys = columns.map((column) => column.key);
      const fields = columns.flatMap((column) => [column.key, column.below]);
      if (!required.every((key) => fields.includes(key))) continue;
      if (!best) last = Math.min(last, start + maxHeaderRows);
      const known = fields.filter(Boolean).length;
      if (!best || known > best.known || (known === best.known && end > best.end)) {
        best = { start, end, columns, keys, known };
      }
    }
  }
  return best;
}

/**
 * The field of each column under header rows [start, end). A label spread over several columns (a merged cell, or a
 * group label over the blank cells to its right in a CSV, with sub-labels under each) is part of each sub-column's
 * label when the whole names a field ("MEASUREMENT" over "CBM" and "CU.FT."), else the sub-label alone is read.
 * Fields are claimed as `claimFields` tells (a field named twice keeps its first column).
 */
function headerColumns(sheet: SheetGrid, start: number, end: number, learned: Learned): SheetColumn[] {
  const width = sheet.rows.slice(start, end).reduce((most, row) => Math.max(most, row.length), 0);
  const own: string[][] = Array.from({ length: width }, () => []);
  const spread: string[][] = Array.from({ length: width }, () => []);
  for (let row = start; row < end; row++) {
    const cells = sheet.rows[row] ?? [];
    for (let column = 0; column < width; column++) {
      const text = (cells[column] ?? '').trim();
      if (text) own[column]?.push(text);
    }
    for (const [from, to] of groupSpans(sheet, row, end, width)) {
      const text = (cells[from] ?? '').trim();
      for (let column = from + 1; column <= to; column++) spread[column]?.push(text);
    }
  }
  const labels = own.map((lines, column) => [...(spread[column] ?? []), ...lines].join(' '));
  const fields = claimFields(
    own.map((lines, column) => {
      const key = labelKey(lines, spread[column] ?? [], learned);
      // Two fields stacked in the column: their labels in two header rows, or on two lines of one cell.
      const split = lines.flatMap((text) => text.split(/\r?\n/));
      return { key, pair: stackedFields(split, labels[column] ?? '', key, learned) };
    }),
  );
  return fields.map((field, column) => ({ label: labels[column] ?? '', ...field }));
}

/**
 * The columns [from, to] a header row's label spreads over: a merged range that starts in this row, or (an upper
 * row of a CSV) a label followed by blank cells under which a lower header row has labels.
 */
function groupSpans(sheet: SheetGrid, row: number, end: number, width: number): [number, number][] {
  const spans: [number, number][] = [];
  for (const [top, left, , right] of sheet.merges) {
    if (top === row && right > left) spans.push([left, Math.min(right, width - 1)]);
  }
  if (sheet.merges.length || row === end - 1) return spans;
  const cells = sheet.rows[row] ?? [];
  const below = sheet.rows.slice(row + 1, end);
  for (let from = 0; from < width; from++) {
    if (!cells[from]?.trim()) continue;
    let to = from;
    while (to + 1 < width && !cells[to + 1]?.trim() && below.some((lower) => lower[to + 1]?.trim())) to++;
    if (to > from && below.some((lower) => lower[from]?.trim())) spans.push([from, to]);
    from = to;
  }
  return spans;
}

/**
 * The BLs under the header: a row whose B/L cell starts with a BL number starts one (the BL is that word, with its
 * rest on the cell's next line when wrapped); the rows below it with an empty B/L cell add their cells' lines to it (a
 * description or an address on the next row). A blank row, a totals row (TOTAL, SUB-TOTAL or GRAND TOTAL in a row that
 * starts no BL, with a figure in a quantity column), a repeated header row or other text in the B/L cell (a remark
 * under the table) ends it and is no cargo. A cell's own lines (line breaks typed in it) are read like a printed
 * cell's (a name's address kept out of it); a shipper's or consignee's lines on the rows under are its address.
 */
function sheetRows(sheet: SheetGrid, header: SheetHeader): { rows: RowCells[]; grandTotal: RowCells | null } {
  const cellLines = cellLinesOf(header);
  const blColumn = header.keys.indexOf('blNo');
  const quantityColumns = header.keys.flatMap((key, column) => (key && quantityKeys.has(key) ? [column] : []));
  const isFigure = (cell: string | undefined) => holdsNumber((cell ?? '').trim());
  const shape = (cells: string[]) =>
    cells
      .map((cell) => cell.trim())
      .join('\t')
      .trimEnd();
  const headerShapes = new Set(sheet.rows.slice(header.start, header.end).map(shape));
  const rows: RowCells[] = [];
  let grandTotal: RowCells | null = null;
  let current: RowCells | null = null;
  for (const cells of sheet.rows.slice(header.end)) {
    const blCell = (cells[blColumn] ?? '').trim();
    const starts = blNumber.test(blCell.split(/\s/)[0] ?? '');
    // TOTAL, SUB-TOTAL or GRAND TOTAL with a figure in a quantity column ("TOTAL 20 PALLETS" continuing a
    // description is none).
    // A workbook never saved by a spreadsheet program holds a formula's text, not its result ("=A2&B2"): a B/L
    // cell so is no BL and no continuation, but a row that cannot be read.
    if (!sheet.delimiter && blCell.startsWith('=')) throw new Refused(manifestMessages.sheetUnsavedFormulas);
    // A total's figure may be such a formula too ("=SUM(D8:D11)").
    const totalsRow =
      !starts &&
      cells.some((cell) => totals.test(cell)) &&
      quantityColumns.some((column) => isFigure(cells[column]) || (cells[column] ?? '').startsWith('='));
    const repeatedHeader = headerShapes.has(shape(cells));
    if (totalsRow && cells.some((cell) => isGrandTotal(cell))) grandTotal = cellsByKey(header, cells, cellLines);
    if (blank(cells) || repeatedHeader || totalsRow || (!starts && blCell)) {
      current = null;
      continue;
    }
    if (starts) {
      // A BL number wrapped in its cell goes on on the cell's next line ("MAEU12345" over "678").
      current = new Map([['blNo', [{ text: blNoOf(blCell.split(/\r?\n/).map((line) => line.trim())), size: 1 }]]]);
      rows.push(current);
    }
    if (!current) continue;
    const row = current;
    header.keys.forEach((key, column) => {
      if (!key || key === 'blNo') return;
      for (const [field, lines] of cellLines(key, cells[column] ?? '', starts)) {
        if (lines.length === 0) continue;
        const before = row.get(field) ?? [];
        const address = partyKeys.has(field) && before.length > 0;
        // Added in place: a BL may go on for thousands of rows, and copying its cells for each would be quadratic.
        for (const text of lines) before.push({ text, size: 1, address });
        row.set(field, before);
      }
    });
  }
  return { rows, grandTotal };
}

/** A row's cells by the field of their column. */
function cellsByKey(header: SheetHeader, cells: string[], cellLines: ReturnType<typeof cellLinesOf>): RowCells {
  const row: RowCells = new Map();
  header.keys.forEach((key, column) => {
    for (const [field, lines] of key ? cellLines(key, cells[column] ?? '', true) : []) {
      if (lines.length) row.set(field, [{ text: lines.join(' '), size: 1 }]);
    }
  });
  return row;
}

/**
 * The lines a cell gives each field: its own lines (line breaks typed in it), non-blank; a stacked column's cell on
 * a BL's first row gives its first line, blank or not, to the upper field and the rest to the lower, and on the
 * rows under it all to the lower.
 */
function cellLinesOf(header: SheetHeader) {
  const stacks = stacksOf(header.columns);
  return (key: ColumnKey, text: string, first: boolean): [ColumnKey, string[]][] => {
    const lines = text.split(/\r?\n/).map((line) => line.trim());
    const below = stacks.get(key);
    if (!below) return [[key, lines.filter(Boolean)]];
    const [upper, lower] = first ? [lines.slice(0, 1), lines.slice(1)] : [[], lines];
    return [
      [key, upper.filter(Boolean)],
      [below, lower.filter(Boolean)],
    ];
  };
}
