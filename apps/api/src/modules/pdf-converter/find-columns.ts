import { normaliseLabel } from '@portside/contracts/manifest-layouts';
import {
  type ColumnKey,
  columnKeyOf,
  type Learned,
  labelKey,
  nothingLearned,
  stackedKeys,
} from '../manifest-layouts/labels';
import { joinWords, type Line } from './lines';
import { isFigure } from './numbers';

/**
 * A column of the table: its header label, where the label is printed, and what it holds (null: not read); `below`:
 * the field printed under `key`'s in the same cell, when the column stacks two ("SHIPPER" over "CONSIGNEE").
 */
export type Column = { key: ColumnKey | null; below?: ColumnKey; label: string; x: number; end: number };
/** The header row of a page: its columns, the index of its first line and of the first line below it. */
export type TableHeader = { columns: Column[]; top: number; bodyStart: number };

/** The header row has at least these (the sentence of manifestMessages.noTable names them). */
const requiredKeys: ColumnKey[] = ['blNo', 'consignee', 'noOfPackages'];

/**
 * The two fields stacked in a column whose label (`label`, its lines `parts`) is read as `key`: when the vocabulary
 * names no field for the whole label but two for its upper and lower lines. A label the clerk taught is read as
 * taught ("Not read", or a field as one), except when taught as the upper field of the two the reader showed for it,
 * which stays both.
 */
export function stackedFields(
  parts: string[],
  label: string,
  key: ColumnKey | null,
  learned: Learned,
): [ColumnKey, ColumnKey] | null {
  const taught = learned.get(normaliseLabel(label));
  const readable = taught === undefined ? key === null : taught !== null;
  const pair = readable ? stackedKeys(parts, learned) : null;
  return pair && (taught === undefined || taught === pair[0]) ? pair : null;
}

/**
 * The fields of a header's columns, left to right, from what each label names (`key`) or the two it stacks (`pair`):
 * a field named whole keeps its first such column; a stacked pair is read when neither of its fields is, else its
 * upper field alone when free.
 */
export function claimFields(columns: { key: ColumnKey | null; pair: [ColumnKey, ColumnKey] | null }[]) {
  const used = new Set<ColumnKey>();
  const whole = columns.map(({ key, pair }) => {
    if (pair || !key || used.has(key)) return null;
    used.add(key);
    return key;
  });
  return columns.map(({ pair }, index): { key: ColumnKey | null; below?: ColumnKey } => {
    if (!pair) return { key: whole[index] ?? null };
    const [upper, lower] = pair;
    if (used.has(upper)) return { key: null };
    used.add(upper);
    if (used.has(lower)) return { key: upper };
    used.add(lower);
    return { key: upper, below: lower };
  });
}

/** The fields a column's label names: one, two stacked in the column ("G.W." over "CU.FT."), or none. */
function labelFields(parts: string[], groups: string[]): ColumnKey[] {
  const key = labelKey(parts, groups);
  if (key) return [key];
  return (groups.length ? null : stackedKeys(parts)) ?? [];
}

/** A label of a header line: its text and extent. */
export type Label = { text: string; x: number; end: number };
/** A column being gathered from the header's lines, bottom up: its own labels and the group labels over it. */
type Gathered = { parts: string[]; groups: string[]; x: number; end: number };

/**
 * Lines a header may take: a label over three lines and a group label over it, or the half lines of labels set
 * vertically centred beside a group's.
 */
const maxHeaderLines = 5;
/** Lines below the first header that names the needed fields in which a taller one is still looked for. */
const lookFurther = 2;

/**
 * The header row of a page: the lines (one to five, stacked closely) whose labels, gathered per column by position
 * and not line by line, name the B/L number, the consignee and the packages; of the candidates ending within two
 * lines of the first one found, the best (`betterHeader`).
 */
export function findTableHeader(lines: Line[], learned: Learned = nothingLearned): TableHeader | null {
  // Every consignee label has the word, its abbreviation or its first letters (a label broken inside the word, "CONS"
  // over "IGNEE"), or a word of a label taught for the consignee, so lines far from one need no closer look.
  const taughtWords = new Set(
    [...learned].flatMap(([label, key]) => (key === 'consignee' ? label.split(' ') : [])).filter(Boolean),
  );
  const consigneeAt = lines.map((line) =>
    line.words.some((word) => /^(?:CONS|CNEE)/i.test(word.text) || taughtWords.has(normaliseLabel(word.text))),
  );
  let best: PartedHeader | null = null;
  for (const gapEm of labelGaps) {
    const found = headerParted(lines, consigneeAt, gapEm, learned);
    if (found && (!best || betterParting(found, best))) best = found;
  }
  if (!best) return null;
  const { known, unknown, ...header } = best;
  return header;
}

/**
 * Gaps (in font sizes) that part a line's labels, tried in turn: two spaces of a fixed-width printout or a proportional
 * font's gutter; then more than a fixed-width space (0.6 em: "WEIGHT KG" 0.75 em from "STEV." in Courier, or a bold
 * label's words set 0.6 em apart); then the narrower gutter of a tightly set table ("PKGS" 0.75 em from "Cargo"),
 * which a proportional label's own words (a space is 0.25 to 0.3 em) never leave.
 */
const labelGaps = [0.8, 0.7, 0.45];

/** A header as a parting of its lines reads it: the fields its labels name, and its labels that name none. */
type PartedHeader = TableHeader & { known: number; unknown: number };

function headerParted(lines: Line[], consigneeAt: boolean[], gapEm: number, learned: Learned): PartedHeader | null {
  const labels = new Map<number, Label[] | null>();
  const labelsOf = (index: number) => {
    if (!labels.has(index)) labels.set(index, lineLabels(lines[index], gapEm));
    return labels.get(index) ?? null;
  };
  let best: PartedHeader | null = null;
  let lastEnd = lines.length - 1;
  for (let end = 0; end <= lastEnd; end++) {
    const near = consigneeAt.slice(Math.max(0, end - maxHeaderLines + 1), end + lookFurther + 1).includes(true);
    if (!near || !labelsOf(end)) continue;
    for (let top = end; top > end - maxHeaderLines && top >= 0; top--) {
      if (top < end && (!labelsOf(top) || !stacked(lines[top], lines[top + 1]))) break;
      const labelLines = Array.from({ length: end - top + 1 }, (_, at) => labelsOf(top + at) ?? []);
      const columns = gatherColumns(labelLines, learned);
      const allLabels = labelLines.flat();
      const keys = new Set(columns.flatMap((column) => [column.key, column.below]));
      if (!requiredKeys.every((key) => keys.has(key))) continue;
      // A label taught "Not read" is known too: otherwise a parting that breaks it into words the vocabulary reads
      // ("MARKS", "&", "NOS.") would name more fields and win.
      const named = (column: Column) => column.key !== null || learned.has(normaliseLabel(column.label));
      const known = columns.filter(named).length + columns.filter((column) => column.below).length;
      // A label naming nothing alone on its lines (no label over or under it: "KIND" under a group label is not).
      const alone = (column: Column) => allLabels.filter((label) => overlapping(column, label)).length <= 1;
      const unknown = columns.filter((column) => !named(column) && alone(column)).length;
      const candidate = { columns, top, bodyStart: end + 1, known, unknown };
      if (!best) lastEnd = Math.min(lastEnd, end + lookFurther);
      if (!best || betterParting(candidate, best)) best = candidate;
    }
  }
  return best;
}

/**
 * Of two readings of a page's header lines, the one whose fields outnumber its lone labels that name none by more: a
 * parting that breaks "MEASUREMENT CFT" into "MEASUREMENT" (CBM) and "CFT" names one field more, but breaks "GROSS
 * WEIGHT (KGS)" and "HBL NO." into words that name nothing; a BL's wrapped "INC." at the top of a page, under the
 * header repeated there, is no label line; then as `betterHeader`.
 */
function betterParting(a: PartedHeader, b: PartedHeader): boolean {
  const [aScore, bScore] = [a.known - a.unknown, b.known - b.unknown];
  return aScore !== bScore ? aScore > bScore : betterHeader(a, b);
}

/**
 * Of two headers, the one naming more fields; then the one ending lower (a label's last line, "(CU.FT.)" or the
 * sub-labels under a group label, is part of it); then the one of fewer lines (a title line above names nothing).
 */
function betterHeader(a: TableHeader & { known: number }, b: TableHeader & { known: number }): boolean {
  if (a.known !== b.known) return a.known > b.known;
  if (a.bodyStart !== b.bodyStart) return a.bodyStart > b.bodyStart;
  return a.top > b.top;
}

/**
 * The columns of header lines (top to bottom): the bottom line's labels are columns; each label of a line above
 * joins the column under it, goes over several as their group label, or starts a column of its own (a label printed
 * on the upper lines only). Fields are claimed as `claimFields` tells; unknown labels stay columns, so that their
 * text is not taken for a neighbour's.
 */
export function gatherColumns(lineLabels: Label[][], learned: Learned = nothingLearned): Column[] {
  const bottom = lineLabels[lineLabels.length - 1] ?? [];
  const gathered: Gathered[] = bottom.map((label) => ({ parts: [label.text], groups: [], x: label.x, end: label.end }));
  for (let line = lineLabels.length - 2; line >= 0; line--) {
    const labels = lineLabels[line] ?? [];
    for (const label of labels) {
      const under = gathered.filter((column) => overlapping(column, label));
      // A column under another label of the line is that label's: no group reaches over it.
      const free = gathered.filter((column) => !labels.some((other) => other !== label && overlapping(column, other)));
      const pair = under.length < 2 ? pairAround(gathered, free, label) : null;
      if (under.length >= 2) {
        for (const column of under) column.groups.unshift(label.text);
      } else if (pair && groupReads(pair, label, under[0])) {
        for (const column of pair) column.groups.unshift(label.text);
      } else if (under[0]) {
        under[0].parts.unshift(label.text);
        under[0].x = Math.min(under[0].x, label.x);
        under[0].end = Math.max(under[0].end, label.end);
      } else {
        gathered.push({ parts: [label.text], groups: [], x: label.x, end: label.end });
      }
    }
  }
  const sorted = gathered.sort((a, b) => a.x - b.x);
  const labels = sorted.map((column) => [...column.groups, ...column.parts].join(' '));
  const fields = claimFields(
    sorted.map((column, index) => {
      const key = labelKey(column.parts, column.groups, learned);
      return { key, pair: stackedFields(column.parts, labels[index] ?? '', key, learned) };
    }),
  );
  return sorted.map((column, index) => ({
    ...(fields[index] ?? { key: null }),
    label: labels[index] ?? '',
    x: column.x,
    end: column.end,
  }));
}

/**
 * The two neighbouring columns whose gap the label's middle lies over, or that it reaches into on both sides: the
 * sub-columns of a group label centred over them whose own labels are narrow ("PKGS" over "NO." and "KIND"); both
 * free of the line's other labels (two columns with another's between them are no neighbours).
 */
function pairAround(columns: Gathered[], free: Gathered[], label: Label): [Gathered, Gathered] | null {
  const middle = (label.x + label.end) / 2;
  const sorted = [...columns].sort((a, b) => a.x - b.x);
  for (let index = 0; index + 1 < sorted.length; index++) {
    const [left, right] = [sorted[index] as Gathered, sorted[index + 1] as Gathered];
    const between = middle > (left.x + left.end) / 2 && middle < (right.x + right.end) / 2;
    if (between && label.x < right.end && label.end > left.x) {
      return free.includes(left) && free.includes(right) ? [left, right] : null;
    }
  }
  return null;
}

/**
 * Whether a label is the group label of the pair: read so, it names more fields than read as a line of the column
 * under it, or as many when it is over no column of its own (a label over a gap between free columns that names a
 * field of each is their group's, "MEAS." over "CBM" and "CU.FT.").
 */
function groupReads(pair: [Gathered, Gathered], label: Label, own: Gathered | undefined): boolean {
  // Fields told apart: a field is one column's, so a label naming the same one under both ("HBL" over two "NO.") is
  // no group's.
  const known = (fields: ColumnKey[][]) => new Set(fields.flat()).size;
  const asGroup = known(pair.map((column) => labelFields(column.parts, [label.text, ...column.groups])));
  const asOwn = known(
    pair.map((column) =>
      column === own
        ? labelFields([label.text, ...column.parts], column.groups)
        : labelFields(column.parts, column.groups),
    ),
  );
  if (asGroup > asOwn) return true;
  // Over no column of its own, it is their group's when it names nothing the pair does not read ("MEAS." over "CBM"
  // and "CU.FT."); a label naming a field of its own ("Marks" set vertically centred beside a group's two rows of
  // labels) is its own column's.
  const ownField = columnKeyOf(label.text);
  const pairFields = pair.map((column) => labelKey(column.parts, column.groups));
  const namesOther = ownField !== null && !pairFields.includes(ownField);
  return !own && asGroup > 0 && asGroup === asOwn && !namesOther;
}

/**
 * A label printed over a column: their extents share more than a third of the narrower one (a wide label centred
 * over a narrow column may reach a little over its neighbour).
 */
const overlapping = (column: { x: number; end: number }, label: Label) =>
  Math.min(column.end, label.end) - Math.max(column.x, label.x) >
  Math.min(column.end - column.x, label.end - label.x) / 3;

export const stacked = (above: Line | undefined, below: Line | undefined) =>
  !!above && !!below && below.y - above.y <= 1.6 * Math.max(above.size, below.size);

const ruling = /^[-=_*~.]+$/;
/** Labels a header line may print: a manifest's has 8 to 15. A line of more is no header (and is not compared word by word). */
const maxLabels = 40;

/**
 * The labels of a line: its words closer than `gapEm` font sizes, rulings of dashes left out; null for a line of more than `maxLabels` labels, of none or with a figure (a BL's or a totals
 * line), which is no header line.
 */
export function lineLabels(line: Line | undefined, gapEm: number): Label[] | null {
  // A figure ("12,980") is a row's value, never a header's label ("M3" and "(KGS)" are none).
  if (!line || line.words.some((word) => isFigure(word.text))) return null;
  const spans = joinWords(line.words, line.size, gapEm).filter((span) => !ruling.test(span.text));
  if (spans.length === 0 || spans.length > maxLabels) return null;
  return spans.map((span) => ({ text: span.text, x: span.x, end: span.end }));
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
