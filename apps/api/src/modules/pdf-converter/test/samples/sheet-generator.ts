import { cubicMetresPerCubicFoot, type ManifestHeader } from '@portside/contracts/manifests';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { formatNumber } from '../../../../demo/manifest-layout';
import { longDate, shortMonthDate } from '../../../../demo/manifest-layouts';
import { Random } from '../../../../demo/random';
import {
  countWithKind,
  drawFields,
  expectedRowOf,
  type Field,
  packageKinds,
  printedValue,
  splitLabel,
  type Wordings,
  wordings,
} from './manifest-vocabulary';
import { type SampleEntry, type SampleManifest, sampleManifest } from './sample-data';
import type { ExpectedRow } from './sample-pdfs';

/**
 * Spreadsheet manifests of random layouts, as shipping lines' systems and clerks make them, with what they hold: for
 * the tests (many seeds a run) and the bench. Every choice below is drawn from the seed, so a failing seed is a
 * layout that can be made again.
 */

export type SheetLayout = {
  seed: number;
  format: 'xlsx' | 'csv';
  delimiter: ',' | ';' | '\t';
  /**
   * Columns left to right; a label's lines top to bottom (empty strings above a bottom-aligned label); `below`: a
   * second field typed under the first in the same cell (its label under the first's, in the row below or the cell).
   */
  columns: { field: Field; below?: Field; label: string[] }[];
  /** Group labels over sub-columns: the row they are printed in, the columns they span, merged in an .xlsx or not. */
  groups: { row: number; from: number; to: number; label: string; merged: boolean }[];
  headerRows: number;
  /** Empty columns left of the table. */
  indent: number;
  /** The package count and kind in one cell ("120 BAGS"). */
  kindInCount: boolean;
  decimalComma: boolean;
  /** .xlsx figures as numbers (else as text, as some systems export them); with a formula for the totals. */
  numericCells: boolean;
  decimals: { weight: number; measurement: number };
  address: 'none' | 'in-cell' | 'rows';
  wrapDescriptions: boolean;
  blankBetween: boolean;
  totals: 'none' | 'grand' | 'per-consignee';
  repeatHeaderEvery: number | null;
  title: 'none' | 'one-cell' | 'label-cells' | 'label-rows';
  prints: { vesselName: boolean; voyageNumber: boolean; arrivalDate: boolean };
  dateForm: 'iso' | 'cell' | 'long' | 'short' | 'us';
  footer: boolean;
  coverSheet: boolean;
};

/** Names a layout may type one over the other in one cell, the upper first. */
const stackable: [Field, Field][] = [
  ['shipper', 'consignee'],
  ['stevedoring', 'arrastre'],
];

/** A layout drawn from the seed. */
export function sheetLayout(seed: number, labels: Wordings = wordings): SheetLayout {
  const random = new Random(seed * 7919 + 17);
  const format = random.chance(0.55) ? 'xlsx' : 'csv';
  const delimiter = random.pick([',', ';', '\t'] as const);
  const { fields, both, kindInCount, kindColumn } = drawFields(random, {
    bothUnits: 0.25,
    cbm: 0.8,
    kindInCount: 0.3,
    kindColumn: 0.35,
    container: 0.25,
    notify: 0.15,
    blFirst: 0.7,
  });
  const headerRows = random.pick([1, 1, 2, 2, 3]);
  // A layout in four types two names in one column, one over the other (drawn from a stream of its own, so that the
  // other layouts stay as they were; the vocabulary's labels only: a clerk teaches a column one field).
  const stacking = new Random(seed * 104_723 + 5);
  const pairs = stackable.filter(([upper, lower]) => fields.includes(upper) && fields.includes(lower));
  const stack = labels === wordings && pairs.length && stacking.chance(0.25) ? stacking.pick(pairs) : null;
  const columnFields = stack ? fields.filter((field) => field !== stack[1]) : fields;
  const groups: SheetLayout['groups'] = [];
  const grouped = new Map<Field, string>();
  if (headerRows >= 2 && both && random.chance(0.6)) {
    grouped.set('cbm', 'CBM').set('cubicFeet', 'CU.FT.');
    const from = columnFields.indexOf('cbm');
    groups.push({
      row: headerRows - 2,
      from,
      to: from + 1,
      label: random.pick(['MEASUREMENT', 'MEAS.']),
      merged: false,
    });
  }
  if (headerRows >= 2 && kindColumn && random.chance(0.6)) {
    grouped.set('noOfPackages', random.pick(['NO.', 'QTY'])).set('kind', 'KIND');
    const from = columnFields.indexOf('noOfPackages');
    groups.push({ row: headerRows - 2, from, to: from + 1, label: random.pick(['PACKAGES', 'PKGS']), merged: false });
  }
  const merged = format === 'xlsx' && random.chance(0.7);
  for (const group of groups) group.merged = merged;
  const bottomAligned = random.chance(0.5);
  const columns = columnFields.map((field): SheetLayout['columns'][number] => {
    if (stack && field === stack[0]) {
      const [upper, lower] = [random.pick(labels[stack[0]]), random.pick(labels[stack[1]])];
      const lines = stacking.chance(0.4)
        ? [`${upper}${stacking.pick([' / ', '/', ' '])}${lower}`]
        : headerRows >= 2
          ? [upper, lower]
          : [`${upper}\n${lower}`];
      const padding = Array.from({ length: headerRows - lines.length }, () => '');
      return { field, below: stack[1], label: bottomAligned ? [...padding, ...lines] : [...lines, ...padding] };
    }
    const sub = grouped.get(field);
    const words =
      sub ?? (field === 'noOfPackages' && kindInCount ? random.pick(countWithKind) : random.pick(labels[field]));
    const rows = sub ? 1 : headerRows;
    const lines = splitLabel(random, words, Math.min(rows, random.int(1, rows)));
    const padding = Array.from({ length: headerRows - lines.length }, () => '');
    return { field, label: bottomAligned || sub ? [...padding, ...lines] : [...lines, ...padding] };
  });
  return {
    seed,
    format,
    delimiter,
    columns,
    groups,
    headerRows,
    indent: random.chance(0.2) ? 1 : 0,
    kindInCount,
    decimalComma: format === 'csv' && delimiter !== ',' && random.chance(0.6),
    numericCells: random.chance(0.75),
    decimals: { weight: random.int(0, 3), measurement: random.int(2, 3) },
    address: random.pick(['none', 'in-cell', 'rows'] as const),
    wrapDescriptions: random.chance(0.3),
    blankBetween: random.chance(0.2),
    totals: random.pick(['none', 'grand', 'per-consignee'] as const),
    repeatHeaderEvery: random.chance(0.2) ? random.int(5, 12) : null,
    title: random.pick(['none', 'one-cell', 'label-cells', 'label-rows'] as const),
    prints: { vesselName: random.chance(0.85), voyageNumber: random.chance(0.8), arrivalDate: random.chance(0.7) },
    dateForm: random.pick(['iso', 'cell', 'long', 'short', 'us'] as const),
    footer: random.chance(0.4),
    coverSheet: format === 'xlsx' && random.chance(0.15),
  };
}

/** A generated spreadsheet and what a reader must find in it. */
export type GeneratedSheet = {
  name: string;
  bytes: Buffer;
  header: ManifestHeader;
  rows: ExpectedRow[];
};

type Cell = string | number | { formula: string; result: number } | Date;

/** The manifest of `entries` BLs in the layout of `seed`. */
export async function generatedSheet(
  seed: number,
  entries: number,
  labels: Wordings = wordings,
): Promise<GeneratedSheet & { layout: SheetLayout }> {
  const layout = sheetLayout(seed, labels);
  const manifest = sampleManifest(seed, entries);
  const random = new Random(seed * 104_729 + 3);
  if (layout.totals === 'per-consignee') {
    manifest.entries.sort((a, b) => (a.consignee[0] ?? '').localeCompare(b.consignee[0] ?? ''));
  }
  const kinds = manifest.entries.map(() => random.pick(packageKinds));
  const grid: Cell[][] = [];
  const merges: [number, number, number, number][] = [];
  const add = (cells: Cell[]) => grid.push([...Array.from({ length: layout.indent }, () => ''), ...cells]);
  const width = layout.columns.length;
  const at = (field: Field) => layout.columns.findIndex((column) => column.field === field || column.below === field);

  for (const row of titleRows(layout, manifest, random)) add(row);
  if (grid.length && random.chance(0.6)) add([]);
  const header = () => {
    const top = grid.length;
    for (let line = 0; line < layout.headerRows; line++) {
      const cells: Cell[] = layout.columns.map((column) => column.label[line] ?? '');
      for (const group of layout.groups.filter((each) => each.row === line)) {
        cells[group.from] = group.label;
        if (group.merged) merges.push([top + line, group.from + layout.indent, top + line, group.to + layout.indent]);
      }
      add(cells);
    }
  };
  header();

  const printed = (entry: SampleEntry, index: number) => figuresOf(layout, entry, kinds[index] ?? 'PKGS');
  const bodyRows = (entry: SampleEntry, index: number): Cell[][] => {
    const figures = printed(entry, index);
    const [name = '', ...address] = entry.consignee;
    const [firstPart, secondPart] = layout.wrapDescriptions ? halves(entry.contents) : [entry.contents, ''];
    const cellOf = (field: Field): Cell => {
      switch (field) {
        case 'blNo':
          return entry.blNo;
        case 'consignee':
          return layout.address === 'in-cell' && address.length ? [name, ...address].join('\n') : name;
        case 'contents':
          return firstPart;
        case 'noOfPackages':
        case 'kind':
        case 'grossWeightKilos':
        case 'cbm':
        case 'cubicFeet':
          return figures[field] ?? '';
        case 'container':
          return `${entry.blNo.slice(0, 4)}U${entry.blNo.slice(-7)}`;
        case 'notify':
          return 'SAME AS CONSIGNEE';
        default:
          return entry[field];
      }
    };
    // A stacked cell holds two names (text), the upper's line first.
    const main: Cell[] = layout.columns.map(({ field, below }) =>
      below ? `${String(cellOf(field))}\n${String(cellOf(below))}` : cellOf(field),
    );
    const more = Math.max(layout.address === 'rows' ? address.length : 0, secondPart ? 1 : 0);
    const below = Array.from({ length: more }, (_, line) => {
      const cells: Cell[] = Array.from({ length: width }, () => '');
      if (layout.address === 'rows' && address[line]) cells[at('consignee')] = address[line];
      if (line === 0 && secondPart && at('contents') >= 0) cells[at('contents')] = secondPart;
      return cells;
    });
    return [main, ...below];
  };
  const totalsRow = (label: string, from: number, entriesOf: SampleEntry[], indexes: number[]) => {
    const cells: Cell[] = Array.from({ length: width }, () => '');
    const labelAt = random.pick([0, Math.max(0, at('consignee'))]);
    cells[labelAt] = label;
    const sum = (pick: (entry: SampleEntry, index: number) => number) =>
      printedValue(
        entriesOf.reduce((total, entry, position) => total + pick(entry, indexes[position] ?? 0), 0),
        3,
      );
    const columnSum = (field: Field, value: number, decimals: number) => {
      const column = at(field);
      if (column < 0 || column === labelAt) return;
      const letter = columnLetter(column + layout.indent);
      cells[column] =
        layout.format === 'xlsx' && layout.numericCells
          ? { formula: `SUM(${letter}${from + 1}:${letter}${grid.length})`, result: value }
          : formatNumber(value, decimals, layout.decimalComma);
    };
    columnSum(
      'noOfPackages',
      sum((entry) => entry.noOfPackages),
      0,
    );
    columnSum(
      'grossWeightKilos',
      sum((entry) => entry.grossWeightKilos),
      layout.decimals.weight,
    );
    columnSum(
      'cbm',
      sum((entry) => entry.cbm ?? 0),
      layout.decimals.measurement,
    );
    add(cells);
  };

  let group: { entries: SampleEntry[]; indexes: number[]; from: number } | null = null;
  const all = { entries: [] as SampleEntry[], indexes: [] as number[], from: grid.length };
  manifest.entries.forEach((entry, index) => {
    if (layout.repeatHeaderEvery && index > 0 && index % layout.repeatHeaderEvery === 0) {
      add([]);
      header();
    }
    if (layout.totals === 'per-consignee' && group && group.entries[0]?.consignee[0] !== entry.consignee[0]) {
      totalsRow('SUB-TOTAL', group.from, group.entries, group.indexes);
      group = null;
    }
    group ??= { entries: [], indexes: [], from: grid.length };
    for (const cells of bodyRows(entry, index)) add(cells);
    group.entries.push(entry);
    group.indexes.push(index);
    all.entries.push(entry);
    all.indexes.push(index);
    if (layout.blankBetween) add([]);
  });
  if (layout.totals === 'per-consignee' && group) {
    const last: { entries: SampleEntry[]; indexes: number[]; from: number } = group;
    totalsRow('SUB-TOTAL', last.from, last.entries, last.indexes);
  }
  if (layout.totals !== 'none') {
    totalsRow(layout.totals === 'grand' ? 'TOTAL' : 'GRAND TOTAL', all.from, all.entries, all.indexes);
  }
  if (layout.footer) {
    add([]);
    add(['*** END OF MANIFEST ***']);
    add(['Prepared by: JUAN DELA CRUZ']);
  }

  const bytes = layout.format === 'xlsx' ? await xlsxBytes(layout, grid, merges) : csvBytes(layout, grid);
  return {
    name: `seed ${seed}: ${layout.format}${layout.format === 'csv' ? ` (${JSON.stringify(layout.delimiter)})` : ''}, ${layout.headerRows} header row(s), ${layout.columns.map((column) => column.label.filter(Boolean).join(' ')).join(' | ')}`,
    bytes,
    header: {
      vesselName: layout.title !== 'none' && layout.prints.vesselName ? manifest.vesselName : null,
      voyageNumber: layout.title !== 'none' && layout.prints.voyageNumber ? manifest.voyageNumber : null,
      arrivalDate: layout.title !== 'none' && layout.prints.arrivalDate ? manifest.arrivalDate : null,
    },
    rows: manifest.entries.map((entry) =>
      expectedRowOf(
        (field) => layout.columns.some((column) => column.field === field || column.below === field),
        layout.decimals,
        entry,
      ),
    ),
    layout,
  };
}

/** Title rows above the table, in the layout's form. */
function titleRows(layout: SheetLayout, manifest: SampleManifest, random: Random): Cell[][] {
  if (layout.title === 'none') return [];
  const date: Cell =
    layout.dateForm === 'cell'
      ? layout.format === 'xlsx'
        ? new Date(`${manifest.arrivalDate}T00:00:00Z`)
        : manifest.arrivalDate
      : layout.dateForm === 'long'
        ? longDate(manifest.arrivalDate)
        : layout.dateForm === 'short'
          ? shortMonthDate(manifest.arrivalDate)
          : layout.dateForm === 'us'
            ? manifest.arrivalDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1')
            : manifest.arrivalDate;
  const parts: [string, Cell][] = [];
  if (layout.prints.vesselName)
    parts.push([random.pick(['VESSEL:', 'Vessel Name:', 'NAME OF VESSEL']), manifest.vesselName]);
  if (layout.prints.voyageNumber) parts.push([random.pick(['VOYAGE NO.:', 'Voy.', 'VOYAGE']), manifest.voyageNumber]);
  if (layout.prints.arrivalDate) parts.push([random.pick(['ARRIVAL:', 'Date of Arrival:', 'ETA']), date]);
  const heading: Cell[][] = [[manifest.lineName], [random.pick(['CARGO MANIFEST', 'INWARD CARGO MANIFEST'])]];
  if (layout.title === 'one-cell') {
    const text = (cell: Cell) => (cell instanceof Date ? manifest.arrivalDate : String(cell));
    return [...heading, [parts.map(([label, value]) => `${label} ${text(value)}`).join('     ')]];
  }
  if (layout.title === 'label-cells') return [...heading, parts.flat()];
  return [...heading, ...parts.map(([label, value]) => [label, value])];
}

const halves = (text: string): [string, string] => {
  const words = text.split(' ');
  if (words.length < 2) return [text, ''];
  const cut = Math.ceil(words.length / 2);
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
};

/** An entry's figures as the layout prints them: numbers in an .xlsx of numeric cells, text otherwise. */
function figuresOf(layout: SheetLayout, entry: SampleEntry, kind: string): Record<string, Cell> {
  const numeric = layout.format === 'xlsx' && layout.numericCells;
  const figure = (value: number | null, decimals: number): Cell =>
    value === null ? '' : numeric ? printedValue(value, decimals) : formatNumber(value, decimals, layout.decimalComma);
  const count = figure(entry.noOfPackages, 0);
  return {
    noOfPackages: layout.kindInCount ? `${count} ${kind}` : count,
    kind,
    grossWeightKilos: figure(entry.grossWeightKilos, layout.decimals.weight),
    cbm: figure(entry.cbm, layout.decimals.measurement),
    cubicFeet: figure(entry.cbm === null ? null : entry.cbm / cubicMetresPerCubicFoot, layout.decimals.measurement),
  };
}

const columnLetter = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : columnLetter(Math.floor(index / 26) - 1) + columnLetter(index % 26);

async function xlsxBytes(layout: SheetLayout, grid: Cell[][], merges: [number, number, number, number][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date('2026-03-01T00:00:00Z');
  if (layout.coverSheet) {
    const cover = workbook.addWorksheet('Notes');
    cover.addRow(['This workbook holds the inward cargo manifest on the next sheet.']);
    cover.addRow(['Figures in kilograms and cubic metres.']);
  }
  const sheet = workbook.addWorksheet('Manifest');
  grid.forEach((cells, row) => {
    cells.forEach((value, column) => {
      if (value !== '') sheet.getCell(row + 1, column + 1).value = value;
    });
  });
  for (const [top, left, bottom, right] of merges) sheet.mergeCells(top + 1, left + 1, bottom + 1, right + 1);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvBytes(layout: SheetLayout, grid: Cell[][]) {
  const width = grid.reduce((most, row) => Math.max(most, row.length), 0);
  const rows = grid.map((row) =>
    Array.from({ length: width }, (_, column) => {
      const cell = row[column] ?? '';
      return cell instanceof Date ? cell.toISOString().slice(0, 10) : typeof cell === 'object' ? '' : String(cell);
    }),
  );
  return Buffer.from(Papa.unparse(rows, { delimiter: layout.delimiter, newline: '\r\n' }), 'utf8');
}
