import { joinWords, type Line } from './lines';

export type ColumnKey =
  | 'blNo'
  | 'marksAndNumbers'
  | 'shipper'
  | 'consignee'
  | 'noOfPackages'
  | 'contents'
  | 'grossWeightKilos'
  | 'cbm'
  | 'cubicFeet'
  | 'stevedoring'
  | 'arrastre';

/** A column of the table: its header label, where the label is printed, and what it holds (null: not read). */
export type Column = { key: ColumnKey | null; label: string; x: number; end: number };
/** The header row of a page: its columns, the index of its first line and of the first line below it. */
export type TableHeader = { columns: Column[]; top: number; bodyStart: number };

/**
 * Header wording, matched against the whole label in upper case with punctuation as spaces ("B/L No." is "B L NO",
 * "Gross Wt (KGS)" is "GROSS WT KGS"). A measurement label names its unit or is read as CBM; a weight in any unit
 * other than kilograms is not read.
 */
const vocabulary: [ColumnKey, RegExp][] = [
  ['blNo', /^(?:B ?L|BILL OF LADING|HOUSE B ?L|MASTER B ?L|HBL|MBL)(?: (?:NO|NOS|NR|NUMBER|REF))?$/],
  ['marksAndNumbers', /^(?:SHIPPING )?MARKS(?: (?:AND )?(?:NO|NOS|NUMBERS))?$/],
  ['shipper', /^(?:SHIPPER|EXPORTER|SHIPPER EXPORTER|SHPR)(?: NAME)?$/],
  ['consignee', /^(?:CONSIGNEE|CNEE)(?: NAME)?(?: (?:AND )?ADDRESS)?$/],
  [
    'noOfPackages',
    /^(?:(?:NO|NOS|NUMBER|QTY)(?: (?:AND )?KIND)? OF )?(?:PKGS|PKG|PACKAGES|PCS|PIECES)(?: (?:NO|NOS|QTY|COUNT|NUMBER))?$|^(?:QTY|QUANTITY)(?: PKGS)?$/,
  ],
  [
    'contents',
    /^(?:DESC|DESCRIPTION(?: OF (?:GOODS|CARGO))?|CARGO DESCRIPTION|GOODS DESCRIPTION|CONTENTS|COMMODITY|NATURE OF GOODS|GOODS|CARGO)$/,
  ],
  [
    'grossWeightKilos',
    /^(?:GROSS )?(?:WT|WGT|WEIGHT)(?: KGS| KG| KILOS| KILOGRAMS)?$|^G ?W(?: KGS| KG)?$|^(?:GROSS )?(?:KGS|KILOS)$/,
  ],
  ['cubicFeet', /^(?:(?:MEASUREMENT|MEAS|MSMT|VOLUME|VOL) )?(?:CU ?FT|CFT|FT3|CUBIC FEET)$/],
  [
    'cbm',
    /^(?:MEASUREMENT|MEAS|MSMT|VOLUME|VOL)(?: (?:CBM|M3|CU ?M|CUBIC MET(?:ER|RE)S?))?$|^(?:CBM|M3|CU ?M|CUBIC MET(?:ER|RE)S?)$/,
  ],
  ['stevedoring', /^(?:STEV|STEVEDOR(?:ING|E|ES))(?: (?:CONTRACTOR|OPERATOR|OPR|COMPANY|CO))?$/],
  ['arrastre', /^(?:ARR|ARRASTRE)(?: (?:OPERATOR|OPR|CONTRACTOR|SERVICES?|CO))?$/],
];

/** The header row has at least these (the sentence of manifestMessages.noTable names them). */
const requiredKeys: ColumnKey[] = ['blNo', 'consignee', 'noOfPackages'];

const normaliseLabel = (label: string) =>
  label
    .toUpperCase()
    .replaceAll('³', '3')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** What a header label names, or null for a column that is not read. */
export const columnKeyOf = (label: string) =>
  vocabulary.find(([, pattern]) => pattern.test(normaliseLabel(label)))?.[0] ?? null;

/**
 * The first header row of the lines: a line with at least one known label, with up to two lines below it whose
 * words stack under its labels ("NO. OF" over "PKGS", "GROSS WT" over "(KGS)"), as long as each added line keeps
 * the labels known (a body row under the header would turn "B/L NO." into "B/L NO. MAEU1234567").
 */
export function findTableHeader(lines: Line[]): TableHeader | null {
  // Every consignee label has the word (or its abbreviation), so lines far from one need no closer look.
  const consigneeAt = lines.map((line) => line.words.some((word) => /^(?:CONSIGNEE|CNEE)/i.test(word.text)));
  for (let top = 0; top < lines.length; top++) {
    if (!consigneeAt.slice(top, top + 3).includes(true)) continue;
    let columns = headerColumns(lines.slice(top, top + 1));
    if (!columns.some((column) => column.key)) continue;
    let bodyStart = top + 1;
    while (bodyStart < lines.length && bodyStart - top < 3 && stacked(lines[bodyStart - 1], lines[bodyStart])) {
      const taller = headerColumns(lines.slice(top, bodyStart + 1));
      if (known(taller) < known(columns) || (hasBlNo(columns) && !hasBlNo(taller))) break;
      columns = taller;
      bodyStart += 1;
    }
    const keys = new Set(columns.map((column) => column.key));
    if (requiredKeys.every((key) => keys.has(key))) return { columns, top, bodyStart };
  }
  return null;
}

const known = (columns: Column[]) => columns.filter((column) => column.key).length;
const hasBlNo = (columns: Column[]) => columns.some((column) => column.key === 'blNo');

const stacked = (above: Line | undefined, below: Line | undefined) =>
  !!above && !!below && below.y - above.y <= 1.6 * Math.max(above.size, below.size);

const ruling = /^[-=_*~.]+$/;
/** Labels a header line may print: a manifest's has 8 to 15. A line of more is no header (and is not compared word by word). */
const maxLabels = 40;

/**
 * Labels are the words of a line closer than 0.8 em (two spaces of a fixed-width printout part them); words of a
 * lower line join the label they overlap. A label used twice keeps the first column; unknown labels stay columns,
 * so that their text is not taken for a neighbour's. Rulings of dashes are no labels. None for a line of more than
 * `maxLabels` labels.
 */
function headerColumns(lines: Line[]): Column[] {
  const cells: { parts: string[]; x: number; end: number }[] = [];
  for (const line of lines) {
    const spans = joinWords(line.words, line.size, 0.8);
    if (spans.length > maxLabels) return [];
    for (const span of spans) {
      if (ruling.test(span.text)) continue;
      const cell = mostOverlapping(cells, span);
      if (cell) {
        cell.parts.push(span.text);
        cell.x = Math.min(cell.x, span.x);
        cell.end = Math.max(cell.end, span.end);
      } else {
        cells.push({ parts: [span.text], x: span.x, end: span.end });
      }
    }
  }
  const used = new Set<ColumnKey>();
  return cells
    .sort((a, b) => a.x - b.x)
    .map((cell) => {
      const label = cell.parts.join(' ');
      const key = columnKeyOf(label);
      const fresh = key && !used.has(key) ? key : null;
      if (fresh) used.add(fresh);
      return { key: fresh, label, x: cell.x, end: cell.end };
    });
}

export function mostOverlapping<T extends { x: number; end: number }>(
  extents: T[],
  span: { x: number; end: number },
): T | undefined {
  const { x, end } = span;
  let best: T | undefined;
  let bestOverlap = 0;
  for (const extent of extents) {
    const overlap = Math.min(extent.end, end) - Math.max(extent.x, x);
    if (overlap > bestOverlap) {
      best = extent;
      bestOverlap = overlap;
    }
  }
  return best;
}
