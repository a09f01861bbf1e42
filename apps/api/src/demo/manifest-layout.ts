import { cubicMetresPerCubicFoot, type ManifestHeader } from '@portside/contracts/manifests';

/** What a manifest prints for one BL. */
/** A figure as a manifest prints it: `decimals` places, a decimal comma or point, grouped unless told not to. */
export const formatNumber = (value: number, decimals: number, decimalComma: boolean, grouping = true) =>
  value.toLocaleString(decimalComma ? 'de-DE' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  });

export type ManifestEntry = {
  /** BAGS, COILS...: printed where a layout has a column for it. */
  packageKind?: string;
  blNo: string;
  marksAndNumbers: string;
  shipper: string;
  /** The name, then any address lines. */
  consignee: string[];
  noOfPackages: number;
  contents: string;
  grossWeightKilos: number;
  /** Null: printed blank. */
  cbm: number | null;
  stevedoring: string;
  arrastre: string;
};

export type ManifestContent = {
  lineName: string;
  vesselName: string;
  voyageNumber: string;
  /** YYYY-MM-DD. */
  arrivalDate: string;
  entries: ManifestEntry[];
};

/**
 * What a column prints: a field of the entry, the measurement (in the layout's unit), both units in two columns, the
 * package count with its kind ("120 BAGS"), the kind alone, or a column the reader does not take.
 */
type EntryKey =
  | Exclude<keyof ManifestEntry, 'cbm' | 'packageKind'>
  | 'measurement'
  | 'cubicFeet'
  | 'countWithKind'
  | 'kind'
  | 'container'
  | 'notify';
/** A column; `below`: a second field printed under `key`'s in the same cell (its label under `key`'s too). */
export type ColumnSpec = { key: EntryKey; below?: EntryKey; label: string[]; width: number; align?: 'right' };
/** What a column prints, top to bottom: its field, and the field stacked under it. */
export const keysOf = (column: Pick<ColumnSpec, 'key' | 'below'>): EntryKey[] =>
  column.below ? [column.key, column.below] : [column.key];

/** How one shipping line's system prints its manifests. */
export type Layout = {
  name: string;
  page: { width: number; height: number };
  margin: number;
  font: 'Helvetica' | 'Times-Roman' | 'Courier';
  size: number;
  /** Baseline to baseline, in font sizes. */
  lineHeight: number;
  /** A line-printer listing: column widths in characters, each line printed as one string, dashes under the header. */
  fixedWidth: boolean;
  /** Widths in points (characters when fixed-width), gutters included. */
  columns: ColumnSpec[];
  labelAlign: 'left' | 'center';
  unit: 'cbm' | 'cuft';
  decimals: { weight: number; measurement: number };
  /** The consignee cell holds the address lines below the name. */
  addresses: boolean;
  /** Printed above the table on the first page. */
  title: (content: ManifestContent) => string[];
  /** Printed at the top of pages (page numbers from 1). */
  pageHeader: (page: number, pages: number, content: ManifestContent) => string[];
  footer: (page: number, pages: number) => string | null;
  repeatTableHeader: boolean;
  totals: 'grand' | 'per-consignee' | 'none';
  /** Printed from the left margin right under the table, after any totals. */
  closing: string[];
  /** A row that does not fit at the bottom of a page goes on on the next one (else it moves there whole). */
  rowsAcrossPages: boolean;
  /** Which header fields the title prints (the others are expected as null). */
  prints: { vesselName: boolean; voyageNumber: boolean; arrivalDate: boolean };
  /** The ports the title prints, as read (upper case). */
  ports?: Pick<ManifestHeader, 'portOfLoading' | 'portOfDischarge'>;
  /** Figures with a decimal comma (1.234,56). */
  decimalComma?: boolean;
  /** Thousands grouped ("1,234.56"), as most print them; false: "1234.56". */
  grouping?: boolean;
  /** Labels centred over sub-columns `from`..`to`, on header line `line` (the sub-columns print nothing there). */
  groups?: { label: string; line: number; from: number; to: number }[];
  /** Lines drawn: every cell boxed, a rule under the header and each BL, or none; light bands behind every other BL. */
  borders?: 'grid' | 'rows' | 'none';
  zebra?: boolean;
  /** The size of the consignee's address lines against its name's (default 1: the same type). */
  addressScale?: number;
  /** Text a writer left outside the page box, which no viewer shows. */
  offPage?: boolean;
  /** Pages turned by /Rotate 90: their content drawn turned, so that a viewer shows them upright. */
  rotated?: boolean;
};

export type Font = { name: Layout['font']; bold: boolean; size: number };
/** Text at a baseline, in points from the page's top left. */
export type TextRun = { text: string; x: number; y: number; font: Font };
/** A ruling line or a filled band, in points from the page's top left. */
export type Stroke = { x0: number; y0: number; x1: number; y1: number };
export type Band = { x: number; y: number; width: number; height: number };
export type Drawing = {
  width: number;
  height: number;
  pages: TextRun[][];
  /** Per page; absent: nothing drawn. */
  strokes?: Stroke[][];
  bands?: Band[][];
  rotated?: boolean;
};
export type Measure = (text: string, font: Font) => number;
export type PdfMeta = { title: string; created: Date; ownerPassword?: string };

export const cellPadding = 3;

/**
 * How a manifest prints its figures and names: the unit and decimals of its figures, whether they take a decimal
 * comma (1.234,56), and whether the consignee's address lines are printed in the name's cell at the same size (else
 * they are left out or printed in smaller type). An address is never part of the consignee read.
 */
export type Printing = Pick<Layout, 'unit' | 'decimals' | 'addresses'> & { decimalComma?: boolean; grouping?: boolean };

/** The figures of an entry as the layout prints them (blank measurement: empty). */
export function printedFigures(
  layout: Printing,
  entry: Pick<ManifestEntry, 'noOfPackages' | 'grossWeightKilos' | 'cbm'>,
) {
  const format = (value: number, decimals: number) =>
    formatNumber(value, decimals, layout.decimalComma ?? false, layout.grouping ?? true);
  return {
    noOfPackages: format(entry.noOfPackages, 0),
    grossWeightKilos: format(entry.grossWeightKilos, layout.decimals.weight),
    measurement: entry.cbm === null ? '' : format(measurementInUnit(layout, entry.cbm), layout.decimals.measurement),
  };
}

const measurementInUnit = (layout: Printing, cbm: number) =>
  layout.unit === 'cbm' ? cbm : cbm / cubicMetresPerCubicFoot;

/** A cell's line: its text, and the size of its type against the layout's (an address in small print). */
type CellText = string | { text: string; scale: number };
const textOf = (cell: CellText | undefined) => (typeof cell === 'string' ? cell : (cell?.text ?? ''));

/**
 * Lays a manifest out on pages: title, page headers and footers, the header row (group labels over their
 * sub-columns), the rows (text wrapped to the column, numbers right-aligned), totals, and the table's borders or bands
 * as the layout draws them. Stops before the first row that would need page `maxPages + 1`, and tells how many
 * entries it printed.
 */
export function compose(
  layout: Layout,
  content: ManifestContent,
  measure: Measure,
  maxPages = Number.POSITIVE_INFINITY,
): { drawing: Drawing; printed: number } {
  const font: Font = { name: layout.font, bold: false, size: layout.size };
  const bold: Font = { ...font, bold: true };
  const step = layout.size * layout.lineHeight;
  const unit = layout.fixedWidth ? 0.6 * layout.size : 1;
  const columnX: number[] = [];
  const tableRight = layout.columns.reduce((x, column) => {
    columnX.push(x);
    return x + column.width * unit;
  }, layout.margin);
  const textWidth = (column: ColumnSpec) => (layout.fixedWidth ? column.width - 2 : column.width - 2 * cellPadding);
  const fits = (text: string, column: ColumnSpec, scale = 1) =>
    (layout.fixedWidth ? text.length : measure(text, { ...font, size: font.size * scale })) <= textWidth(column);

  const pages: TextRun[][] = [];
  const strokes: Stroke[][] = [];
  const bands: Band[][] = [];
  let runs: TextRun[] = [];
  let pageStrokes: Stroke[] = [];
  let pageBands: Band[] = [];
  let y = 0;
  /** Where the table's box starts on this page (its top border), and the bottoms of its rows so far. */
  let tableTop: number | null = null;
  let rowBottoms: number[] = [];
  /** Under the last line of the table drawn on this page: a row cut by the page's end is closed there. */
  let lastLineBottom: number | null = null;
  let blocks = 0;
  const pageHeaderLines = Math.max(layout.pageHeader(1, 2, content).length, layout.pageHeader(2, 2, content).length);
  const bottom = layout.page.height - layout.margin - 2 * step;
  const borders = layout.fixedWidth ? 'none' : (layout.borders ?? 'none');
  const groups = layout.groups ?? [];

  /** One printed line of cells: one string in a fixed-width printout, one run per cell otherwise. */
  const drawCells = (
    cells: (CellText | undefined)[],
    cellFont: Font,
    align: (index: number) => 'left' | 'right' | 'center',
  ) => {
    y += step;
    if (layout.fixedWidth) {
      const text = layout.columns
        .map((column, index) => {
          const cell = textOf(cells[index]);
          return align(index) === 'right' ? `${cell.padStart(column.width - 2)}  ` : cell.padEnd(column.width);
        })
        .join('')
        .trimEnd();
      if (text) runs.push({ text, x: layout.margin, y, font: cellFont });
      return;
    }
    layout.columns.forEach((column, index) => {
      const cell = cells[index];
      const text = textOf(cell);
      if (!text) return;
      const runFont = typeof cell === 'string' || !cell ? cellFont : { ...cellFont, size: cellFont.size * cell.scale };
      const width = measure(text, runFont);
      const left = columnX[index] as number;
      const x =
        align(index) === 'right'
          ? left + column.width - cellPadding - width
          : align(index) === 'center'
            ? left + (column.width - width) / 2
            : left + cellPadding;
      runs.push({ text, x, y, font: runFont });
    });
  };
  const drawText = (text: string, textFont: Font) => {
    y += step;
    runs.push({ text, x: layout.margin, y, font: textFont });
  };
  /** A rule under what was drawn last (a little below its baseline), and the table's box on this page. */
  const ruleBelow = () => {
    const at = y + step / 3;
    tableTop ??= at;
    rowBottoms.push(at);
  };
  const drawTableHeader = () => {
    const height = Math.max(...layout.columns.map((column) => column.label.length));
    if (borders !== 'none') {
      tableTop = y + step / 3;
      rowBottoms = [];
    }
    for (let line = 0; line < height; line++) {
      const cells: CellText[] = layout.columns.map((column) => column.label[line] ?? '');
      drawCells(cells, bold, (index) =>
        layout.labelAlign === 'center' ? 'center' : layout.columns[index]?.align ? 'right' : 'left',
      );
      for (const group of groups.filter((each) => each.line === line)) {
        const left = columnX[group.from] as number;
        const right = (columnX[group.to] as number) + (layout.columns[group.to]?.width ?? 0) * unit;
        runs.push({ text: group.label, x: (left + right - measure(group.label, bold)) / 2, y, font: bold });
      }
    }
    if (layout.fixedWidth) drawText('-'.repeat(layout.columns.reduce((sum, column) => sum + column.width, 0)), font);
    y += step / 3;
    if (borders !== 'none') ruleBelow();
  };
  const finishPage = () => {
    const lastRule = rowBottoms[rowBottoms.length - 1] ?? Number.NEGATIVE_INFINITY;
    if (lastLineBottom !== null && lastLineBottom > lastRule) rowBottoms.push(lastLineBottom);
    if (borders !== 'none' && tableTop !== null && rowBottoms.length) {
      const top = tableTop;
      const last = rowBottoms[rowBottoms.length - 1] as number;
      pageStrokes.push({ x0: layout.margin, y0: top, x1: tableRight, y1: top });
      for (const at of rowBottoms) pageStrokes.push({ x0: layout.margin, y0: at, x1: tableRight, y1: at });
      if (borders === 'grid') {
        for (const x of [...columnX, tableRight]) pageStrokes.push({ x0: x, y0: top, x1: x, y1: last });
      }
    }
    pages.push(runs);
    strokes.push(pageStrokes);
    bands.push(pageBands);
    tableTop = null;
    rowBottoms = [];
    lastLineBottom = null;
  };
  const newPage = () => {
    if (pages.length > 0 || runs.length > 0) finishPage();
    runs = [];
    pageStrokes = [];
    pageBands = [];
    y = layout.margin + pageHeaderLines * step;
    if (pages.length === 0) {
      for (const line of layout.title(content)) drawText(line, bold);
      y += step / 2;
    }
    if (pages.length === 0 || layout.repeatTableHeader) drawTableHeader();
    else if (borders !== 'none') tableTop = y + step / 3;
  };
  const alignOf = (index: number) => (layout.columns[index]?.align ? 'right' : 'left');
  const drawBlock = (lines: CellText[][], split: boolean): boolean => {
    if (y + lines.length * step > bottom) {
      if (pages.length + 1 >= maxPages) return false;
      if (!split) newPage();
    }
    const top = y + step / 3;
    for (const line of lines) {
      if (y + step > bottom) newPage();
      drawCells(line, font, alignOf);
      lastLineBottom = y + step / 3;
    }
    y += step / 3;
    if (layout.zebra && !layout.fixedWidth && blocks % 2 === 1) {
      pageBands.push({ x: layout.margin, y: top, width: tableRight - layout.margin, height: y - top });
    }
    blocks += 1;
    if (borders !== 'none') ruleBelow();
    return true;
  };

  const cellLines = (entry: ManifestEntry): CellText[][] => {
    const scale = layout.addressScale ?? 1;
    const linesOf = (column: ColumnSpec, key: EntryKey): CellText[] => {
      const [first = '', ...more] = cellText(layout, entry, key);
      if (figureKeys.has(key)) return [first];
      const wrapped = (text: string, by = 1) => wrap(text, (part) => fits(part, column, by));
      // A consignee's address lines: in the layout's smaller type when it has one.
      const address = more.flatMap((text) =>
        wrapped(text, scale).map((part) => (scale === 1 ? part : { text: part, scale })),
      );
      return [...wrapped(first), ...address];
    };
    const columns = layout.columns.map((column) => keysOf(column).flatMap((key) => linesOf(column, key)));
    const height = Math.max(...columns.map((lines) => lines.length));
    return Array.from({ length: height }, (_, line) => columns.map((lines) => lines[line] ?? ''));
  };
  const totalsLine = (label: string, entries: ManifestEntry[]): CellText[][] => [totalsCells(layout, label, entries)];

  newPage();
  let printed = 0;
  let group: ManifestEntry[] = [];
  for (const entry of content.entries) {
    if (layout.totals === 'per-consignee' && group.length > 0 && group[0]?.consignee[0] !== entry.consignee[0]) {
      if (!drawBlock(totalsLine('SUB-TOTAL', group), false)) break;
      group = [];
    }
    if (!drawBlock(cellLines(entry), layout.rowsAcrossPages)) break;
    group.push(entry);
    printed += 1;
  }
  const printedEntries = content.entries.slice(0, printed);
  if (layout.totals === 'per-consignee' && group.length > 0) drawBlock(totalsLine('SUB-TOTAL', group), false);
  if (layout.totals === 'per-consignee') drawBlock(totalsLine('GRAND TOTAL', printedEntries), false);
  if (layout.totals === 'grand') drawBlock(totalsLine('TOTAL', printedEntries), false);
  for (const text of layout.closing) {
    if (y + step > bottom) {
      if (pages.length + 1 >= maxPages) break;
      newPage();
    }
    drawText(text, font);
  }
  finishPage();

  pages.forEach((pageRuns, index) => {
    const headerLines = layout.pageHeader(index + 1, pages.length, content);
    headerLines.forEach((text, line) => {
      pageRuns.push({ text, x: layout.margin, y: layout.margin + (line + 1) * step, font });
    });
    const footer = layout.footer(index + 1, pages.length);
    if (footer) pageRuns.push({ text: footer, x: layout.margin, y: layout.page.height - layout.margin, font });
    if (layout.offPage) {
      // A row of a BL placed beyond the page's right edge and one above its top, as some writers leave them.
      pageRuns.push({ text: 'ZZZU9999991 GHOST CONSIGNEE 99', x: layout.page.width + 40, y: 200, font });
      pageRuns.push({ text: 'ZZZU9999992 GHOST CONSIGNEE 98', x: layout.margin, y: -30, font });
    }
  });
  const drawn = borders !== 'none' || layout.zebra;
  return {
    drawing: {
      width: layout.page.width,
      height: layout.page.height,
      pages,
      ...(drawn ? { strokes, bands } : {}),
      ...(layout.rotated ? { rotated: true } : {}),
    },
    printed,
  };
}

/** Words in lines that fit; a word longer than a line is cut. */
export function wrap(text: string, fits: (text: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (fits(longer)) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line) && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Columns of figures: printed on one line, never wrapped. */
const figureKeys = new Set<ColumnSpec['key']>(['noOfPackages', 'grossWeightKilos', 'measurement', 'cubicFeet']);

/**
 * What a column prints for an entry, as lines before any wrapping: one line, or a consignee's name and then, when the
 * layout prints addresses, its address lines. Shared by the writers that draw (here), print a web page
 * (html-layout.ts) and typeset (groff-layout.ts).
 */
export function cellText(layout: Printing, entry: ManifestEntry, key: ColumnSpec['key']): string[] {
  const figures = printedFigures(layout, entry);
  switch (key) {
    case 'noOfPackages':
    case 'grossWeightKilos':
      return [figures[key]];
    case 'measurement':
    case 'cubicFeet':
      return [
        entry.cbm === null
          ? ''
          : printedFigures({ ...layout, unit: key === 'cubicFeet' ? 'cuft' : layout.unit }, entry).measurement,
      ];
    case 'countWithKind':
      return [`${figures.noOfPackages} ${entry.packageKind ?? 'PKGS'}`];
    case 'kind':
      return [entry.packageKind ?? 'PKGS'];
    case 'container':
      return [`${entry.blNo.slice(0, 4)}U${entry.blNo.slice(-7)}`];
    case 'notify':
      return ['SAME AS CONSIGNEE'];
    case 'consignee': {
      const [name = '', ...address] = entry.consignee;
      return [name, ...(layout.addresses ? address : [])];
    }
    default:
      return [entry[key]];
  }
}

/** A totals line's cells: its label in the first column, the sums of the entries under the figures they print. */
export function totalsCells(layout: Printing & Pick<Layout, 'columns'>, label: string, entries: ManifestEntry[]) {
  const sum = (pick: (entry: ManifestEntry) => number) =>
    Math.round(entries.reduce((total, entry) => total + pick(entry), 0) * 1000) / 1000;
  const figures = printedFigures(layout, {
    noOfPackages: sum((entry) => entry.noOfPackages),
    grossWeightKilos: sum((entry) => entry.grossWeightKilos),
    cbm: sum((entry) => entry.cbm ?? 0),
  });
  return layout.columns.map((column, index) =>
    index === 0
      ? label
      : column.key === 'noOfPackages' || column.key === 'grossWeightKilos' || column.key === 'measurement'
        ? figures[column.key]
        : '',
  );
}
