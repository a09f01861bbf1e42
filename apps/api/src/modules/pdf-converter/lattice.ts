import { type ColumnKey, type Learned, labelKey } from '../manifest-layouts/labels';
import { claimFields, stackedFields } from './find-columns';
import type { Line } from './lines';
import type { Rule } from './read-text';
import {
  blNumber,
  type CellLine,
  isGrandTotal,
  manifestRows,
  type ReadTable,
  type RowCells,
  type Stacks,
  stacksOf,
  totals,
} from './rows';

/** A table drawn with borders: the x of its vertical rules left to right, the y of its row rules top to bottom. */
type Grid = { columns: number[]; rows: number[] };
/** A cell's printed lines, top to bottom, each with its largest font size and its baseline. */
type Cell = (CellLine & { y: number })[];
/** The table of a manifest read by its borders, and the page lines above its header row (vessel, voyage...). */
type LatticeTable = { above: Line[] } & ReadTable;

/** Points within which rules are taken as one line, or as touching. */
const tolerance = 2;
/**
 * Level times plumb joined rules a page may draw for its grids to be read, each pair being tried for a crossing: a
 * page of a boxed table has one rule per row and column (21 x 11 on the fixtures' pages).
 */
const maxPairs = 100_000;
/**
 * Cells a grid may have to be a manifest table (a page of one has some 60 rows of 10 to 20 columns): a finer grid,
 * such as graph paper, is read by its whitespace.
 */
const maxCells = 10_000;
/** Grid rows in which the header row is looked for (a title row may come first). */
const headerRows = 3;

/**
 * The tables a page draws with rules, as camelot's "lattice" mode finds them: level and plumb rules, collinear pieces
 * joined (browsers draw each cell's border on its own), grouped into tables by which cross or touch; a table has at
 * least three vertical rules (two columns) and two row rules, and at most `maxCells` cells. Columns part at every
 * vertical rule; rows at every horizontal rule as wide as half the table (a rule under a group label spanning some
 * columns is none).
 */
function pageGrids(rules: Rule[]): Grid[] {
  const level = (rule: Rule) => rule.x1 - rule.x0 > rule.y1 - rule.y0;
  const horizontals = joinCollinear(
    rules.filter((rule) => level(rule)).map((rule) => ({ at: rule.y0, from: rule.x0, to: rule.x1 })),
  );
  const verticals = joinCollinear(
    rules.filter((rule) => !level(rule)).map((rule) => ({ at: rule.x0, from: rule.y0, to: rule.y1 })),
  );
  // Every horizontal is tried against every vertical: a page of more lines than any table draws is no table.
  if (horizontals.length * verticals.length > maxPairs) return [];
  const crossing = (h: Segment, v: Segment) =>
    v.at >= h.from - tolerance && v.at <= h.to + tolerance && h.at >= v.from - tolerance && h.at <= v.to + tolerance;
  // Components of crossing rules: horizontals 0..h-1, verticals h.. in one union-find.
  const parent = [...horizontals, ...verticals].map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index] ?? index] ?? index;
    return index;
  };
  horizontals.forEach((h, hi) => {
    verticals.forEach((v, vi) => {
      if (crossing(h, v)) parent[root(hi)] = root(horizontals.length + vi);
    });
  });
  const tables = new Map<number, { horizontals: Segment[]; verticals: Segment[] }>();
  const tableOf = (index: number) => {
    const key = root(index);
    const table = tables.get(key) ?? { horizontals: [], verticals: [] };
    tables.set(key, table);
    return table;
  };
  for (const [index, h] of horizontals.entries()) tableOf(index).horizontals.push(h);
  for (const [index, v] of verticals.entries()) tableOf(horizontals.length + index).verticals.push(v);
  return [...tables.values()]
    .map(({ horizontals: hs, verticals: vs }) => {
      const left = vs.reduce((least, v) => Math.min(least, v.at), Number.POSITIVE_INFINITY);
      const right = vs.reduce((most, v) => Math.max(most, v.at), Number.NEGATIVE_INFINITY);
      return {
        columns: distinct(vs.map((v) => v.at)),
        rows: distinct(hs.filter((h) => h.to - h.from >= (right - left) / 2).map((h) => h.at)),
      };
    })
    .filter(
      (grid) =>
        grid.columns.length >= 3 &&
        grid.rows.length >= 2 &&
        (grid.columns.length - 1) * (grid.rows.length - 1) <= maxCells,
    )
    .sort((a, b) => (a.rows[0] ?? 0) - (b.rows[0] ?? 0));
}

/** A rule as its position across (`at`) and its extent along (`from`, `to`). */
type Segment = { at: number; from: number; to: number };

/** Rules on one line (within `tolerance`) whose extents meet or overlap, joined. */
function joinCollinear(segments: Segment[]): Segment[] {
  const sorted = [...segments].sort((a, b) => a.at - b.at || a.from - b.from);
  const lines: Segment[][] = [];
  for (const segment of sorted) {
    const line = lines[lines.length - 1];
    if (line && segment.at - (line[0]?.at ?? 0) <= tolerance) line.push(segment);
    else lines.push([segment]);
  }
  return lines.flatMap((line) => {
    const joined: Segment[] = [];
    for (const segment of [...line].sort((a, b) => a.from - b.from)) {
      const last = joined[joined.length - 1];
      if (last && segment.from <= last.to + tolerance) last.to = Math.max(last.to, segment.to);
      else joined.push({ ...segment });
    }
    return joined;
  });
}

/** Positions closer than `tolerance` as one (their first), in order. */
function distinct(positions: number[]): number[] {
  const sorted = [...positions].sort((a, b) => a - b);
  return sorted.filter((position, index) => index === 0 || position - (sorted[index - 1] ?? 0) > tolerance);
}

/**
 * The cells of a grid: each word in the column between whose rules its middle lies, each line in the row between
 * whose rules its middle lies (a little above the baseline); words outside the grid are in no cell.
 */
function gridCells(grid: Grid, lines: Line[]): Cell[][] {
  const cells = grid.rows.slice(1).map(() => grid.columns.slice(1).map((): Cell => []));
  // Between which two of the ordered edges `at` lies (-1 outside them), by halving.
  const slot = (edges: number[], at: number) => {
    let low = 0;
    let high = edges.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((edges[middle] ?? 0) > at) high = middle;
      else low = middle + 1;
    }
    return low > 0 && low < edges.length ? low - 1 : -1;
  };
  for (const line of lines) {
    const row = cells[slot(grid.rows, line.y - line.size / 3)];
    if (!row) continue;
    const parts = new Map<number, { texts: string[]; size: number }>();
    for (const word of line.words) {
      const column = slot(grid.columns, (word.x + word.end) / 2);
      if (column < 0) continue;
      const part = parts.get(column) ?? { texts: [], size: 0 };
      part.texts.push(word.text);
      part.size = Math.max(part.size, word.size);
      parts.set(column, part);
    }
    for (const [column, part] of parts) row[column]?.push({ text: part.texts.join(' '), size: part.size, y: line.y });
  }
  return cells;
}

const cellText = (cell: Cell | undefined) => (cell ?? []).map((line) => line.text).join(' ');

/**
 * The keys of a header row's cells (their lines joined into one label, or parted into two fields stacked in the
 * cell), or null when it is no manifest header.
 */
function headerKeys(row: Cell[], learned: Learned): { keys: (ColumnKey | null)[]; stacks: Stacks } | null {
  const columns = claimFields(
    row.map((cell) => {
      const parts = cell.map((line) => line.text);
      const key = cell.length ? labelKey(parts, [], learned) : null;
      return { key, pair: cell.length ? stackedFields(parts, parts.join(' '), key, learned) : null };
    }),
  );
  const fields = new Set(columns.flatMap((column) => [column.key, column.below]));
  return fields.has('blNo') && fields.has('consignee') && fields.has('noOfPackages')
    ? { keys: columns.map((column) => column.key), stacks: stacksOf(columns) }
    : null;
}

/**
 * The manifest table read by its borders, or null when no page draws one (the table is then read by its
 * whitespace). The first grid with a header row starts it; a later grid goes on with the same columns when it has
 * as many (a header row printed on the first page only), or takes its own header row. Each grid row below the
 * header is one BL; a row with no BL in its B/L cell is the rest of the one above cut by a page break, unless it is a
 * totals line. A header cell's lines join into one label and a body cell's into one value; a shipper's or
 * consignee's lines in smaller type than its first (an address) stay out of the name. A table whose grid rows hold
 * several BLs each (rules between columns only) is no lattice: null.
 */
export function latticeTable(pages: { lines: Line[]; rules: Rule[] }[], learned: Learned): LatticeTable | null {
  let keys: (ColumnKey | null)[] | null = null;
  let stacks: Stacks = new Map();
  let above: Line[] | null = null;
  const rows: RowCells[] = [];
  let grandTotal: RowCells | null = null;
  let current: RowCells | null = null;
  for (const { lines, rules } of pages) {
    for (const grid of pageGrids(rules)) {
      const cells = gridCells(grid, lines);
      // The first of the grid's top rows that is a header row, read once.
      let header: ReturnType<typeof headerKeys> = null;
      let headerAt = -1;
      for (const [index, row] of cells.slice(0, headerRows).entries()) {
        header = headerKeys(row, learned);
        if (header) {
          headerAt = index;
          break;
        }
      }
      if (header) {
        keys = header.keys;
        stacks = header.stacks;
        above ??= lines.filter((line) => line.y < (grid.rows[headerAt] ?? 0));
      } else if (!keys || keys.length !== cells[0]?.length) continue;
      for (const row of cells.slice(headerAt + 1)) {
        const byKey = new Map<ColumnKey, Cell>();
        row.forEach((cell, index) => {
          const key = keys?.[index];
          if (key && cell.length) byKey.set(key, cell);
        });
        if (!byKey.size) continue;
        const blCell = byKey.get('blNo') ?? [];
        if (bls(blCell) > 1) return null;
        const starts = blNumber.test(blCell[0]?.text.split(' ')[0] ?? '');
        if (starts) {
          current = new Map();
          rows.push(current);
        } else if (blCell.length || row.some((cell) => totals.test(cellText(cell)))) {
          if (row.some((cell) => isGrandTotal(cellText(cell)))) grandTotal = byKey;
          current = null;
          continue;
        }
        if (!current) continue;
        // A stacked cell's line on the BL's own first line is the upper field's, the lines under it the lower's.
        const firstLine = starts ? (blCell[0]?.y ?? 0) : Number.NEGATIVE_INFINITY;
        for (const [key, cell] of byKey) {
          const below = stacks.get(key);
          for (const line of cell) {
            const field = below && line.y > firstLine + line.size / 2 ? below : key;
            const cells = current.get(field);
            if (cells) cells.push(line);
            else current.set(field, [line]);
          }
        }
      }
    }
  }
  return above ? { above, ...manifestRows(rows, 'point', grandTotal) } : null;
}

/** How many BLs a B/L cell starts: its lines led by a BL number (the wrapped rest of one is too short to be one). */
const bls = (cell: Cell) => cell.filter((line) => blNumber.test(line.text.split(' ')[0] ?? '')).length;
