import { cubicMetresPerCubicFoot } from '@portside/contracts/manifests';

/** What a manifest prints for one BL. */
export type ManifestEntry = {
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

type EntryKey = Exclude<keyof ManifestEntry, 'cbm'> | 'measurement';
export type ColumnSpec = { key: EntryKey; label: string[]; width: number; align?: 'right' };

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
};

export type Font = { name: Layout['font']; bold: boolean; size: number };
/** Text at a baseline, in points from the page's top left. */
export type TextRun = { text: string; x: number; y: number; font: Font };
export type Drawing = { width: number; height: number; pages: TextRun[][] };
export type Measure = (text: string, font: Font) => number;
export type PdfMeta = { title: string; created: Date; ownerPassword?: string };

const cellPadding = 3;

/**
 * How a manifest prints its figures and names: the unit and decimals of its figures, whether they take a decimal
 * comma (1.234,56), and whether the consignee's address lines are printed in the name's cell at the same size (else
 * they are left out or printed in smaller type). An address is never part of the consignee read.
 */
export type Printing = Pick<Layout, 'unit' | 'decimals' | 'addresses'> & { decimalComma?: boolean };

/** The figures of an entry as the layout prints them (blank measurement: empty). */
export function printedFigures(
  layout: Printing,
  entry: Pick<ManifestEntry, 'noOfPackages' | 'grossWeightKilos' | 'cbm'>,
) {
  const format = (value: number, decimals: number) =>
    value.toLocaleString(layout.decimalComma ? 'de-DE' : 'en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  return {
    noOfPackages: format(entry.noOfPackages, 0),
    grossWeightKilos: format(entry.grossWeightKilos, layout.decimals.weight),
    measurement: entry.cbm === null ? '' : format(measurementInUnit(layout, entry.cbm), layout.decimals.measurement),
  };
}

const measurementInUnit = (layout: Printing, cbm: number) =>
  layout.unit === 'cbm' ? cbm : cbm / cubicMetresPerCubicFoot;

/**
 * Lays a manifest out on pages: title, page headers and footers, the header row, the rows (text wrapped to the
 * column, numbers right-aligned), totals. Stops before the first row that would need page `maxPages + 1`, and tells
 * how many entries it printed.
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
  layout.columns.reduce((x, column) => {
    columnX.push(x);
    return x + column.width * unit;
  }, layout.margin);
  const textWidth = (column: ColumnSpec) => (layout.fixedWidth ? column.width - 2 : column.width - 2 * cellPadding);
  const fits = (text: string, column: ColumnSpec) =>
    (layout.fixedWidth ? text.length : measure(text, font)) <= textWidth(column);

  const pages: TextRun[][] = [];
  let runs: TextRun[] = [];
  let y = 0;
  const pageHeaderLines = Math.max(layout.pageHeader(1, 2, content).length, layout.pageHeader(2, 2, content).length);
  const bottom = layout.page.height - layout.margin - 2 * step;

  /** One printed line of cells: one string in a fixed-width printout, one run per cell otherwise. */
  const drawCells = (
    cells: (string | undefined)[],
    cellFont: Font,
    align: (index: number) => 'left' | 'right' | 'center',
  ) => {
    y += step;
    if (layout.fixedWidth) {
      const text = layout.columns
        .map((column, index) => {
          const cell = cells[index] ?? '';
          return align(index) === 'right' ? `${cell.padStart(column.width - 2)}  ` : cell.padEnd(column.width);
        })
        .join('')
        .trimEnd();
      if (text) runs.push({ text, x: layout.margin, y, font: cellFont });
      return;
    }
    layout.columns.forEach((column, index) => {
      const cell = cells[index];
      if (!cell) return;
      const width = measure(cell, cellFont);
      const left = columnX[index] as number;
      const x =
        align(index) === 'right'
          ? left + column.width - cellPadding - width
          : align(index) === 'center'
            ? left + (column.width - width) / 2
            : left + cellPadding;
      runs.push({ text: cell, x, y, font: cellFont });
    });
  };
  const drawText = (text: string, textFont: Font) => {
    y += step;
    runs.push({ text, x: layout.margin, y, font: textFont });
  };
  const drawTableHeader = () => {
    const height = Math.max(...layout.columns.map((column) => column.label.length));
    for (let line = 0; line < height; line++) {
      drawCells(
        layout.columns.map((column) => column.label[line]),
        bold,
        (index) => (layout.labelAlign === 'center' ? 'center' : layout.columns[index]?.align ? 'right' : 'left'),
      );
    }
    if (layout.fixedWidth) drawText('-'.repeat(layout.columns.reduce((sum, column) => sum + column.width, 0)), font);
    y += step / 3;
  };
  const newPage = () => {
    if (pages.length > 0 || runs.length > 0) pages.push(runs);
    runs = [];
    y = layout.margin + pageHeaderLines * step;
    if (pages.length === 0) {
      for (const line of layout.title(content)) drawText(line, bold);
      y += step / 2;
    }
    if (pages.length === 0 || layout.repeatTableHeader) drawTableHeader();
  };
  const alignOf = (index: number) => (layout.columns[index]?.align ? 'right' : 'left');
  const drawBlock = (lines: string[][], split: boolean): boolean => {
    if (y + lines.length * step > bottom) {
      if (pages.length + 1 >= maxPages) return false;
      if (!split) newPage();
    }
    for (const line of lines) {
      if (y + step > bottom) newPage();
      drawCells(line, font, alignOf);
    }
    y += step / 3;
    return true;
  };

  const cellLines = (entry: ManifestEntry): string[][] => {
    const figures = printedFigures(layout, entry);
    const columns = layout.columns.map((column) => {
      switch (column.key) {
        case 'noOfPackages':
        case 'grossWeightKilos':
        case 'measurement':
          return [figures[column.key]];
        case 'consignee':
          return (layout.addresses ? entry.consignee : entry.consignee.slice(0, 1)).flatMap((text) =>
            wrap(text, (part) => fits(part, column)),
          );
        default:
          return wrap(entry[column.key], (part) => fits(part, column));
      }
    });
    const height = Math.max(...columns.map((lines) => lines.length));
    return Array.from({ length: height }, (_, line) => columns.map((lines) => lines[line] ?? ''));
  };
  const totalsLine = (label: string, entries: ManifestEntry[]): string[][] => {
    const sum = (pick: (entry: ManifestEntry) => number) =>
      Math.round(entries.reduce((total, entry) => total + pick(entry), 0) * 1000) / 1000;
    const figures = printedFigures(layout, {
      noOfPackages: sum((entry) => entry.noOfPackages),
      grossWeightKilos: sum((entry) => entry.grossWeightKilos),
      cbm: sum((entry) => entry.cbm ?? 0),
    });
    const cells = layout.columns.map((column, index) =>
      index === 0
        ? label
        : column.key === 'noOfPackages' || column.key === 'grossWeightKilos' || column.key === 'measurement'
          ? figures[column.key]
          : '',
    );
    return [cells];
  };

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
    if (y + step > bottom) newPage();
    drawText(text, font);
  }
  pages.push(runs);

  pages.forEach((pageRuns, index) => {
    const headerLines = layout.pageHeader(index + 1, pages.length, content);
    headerLines.forEach((text, line) => {
      pageRuns.push({ text, x: layout.margin, y: layout.margin + (line + 1) * step, font });
    });
    const footer = layout.footer(index + 1, pages.length);
    if (footer) pageRuns.push({ text: footer, x: layout.margin, y: layout.page.height - layout.margin, font });
  });
  return { drawing: { width: layout.page.width, height: layout.page.height, pages }, printed };
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
