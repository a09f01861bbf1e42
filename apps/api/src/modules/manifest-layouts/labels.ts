import { type ManifestField, normaliseLabel } from '@portside/contracts/manifest-layouts';

/** A field of the manifest a column holds. */
export type ColumnKey = ManifestField;
/**
 * Labels a clerk taught for a layout (docs/domain.md "Teaching the reader"): a column's whole label, as
 * `normaliseLabel` writes it, and the field it holds (null: not read). They come before the vocabulary.
 */
export type Learned = ReadonlyMap<string, ColumnKey | null>;
export const nothingLearned: Learned = new Map();

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

/** What a header label names, or null for a column that is not read. */
export const columnKeyOf = (label: string) =>
  vocabulary.find(([, pattern]) => pattern.test(normaliseLabel(label)))?.[0] ?? null;

/**
 * The field a label printed over several lines names: its lines joined by spaces, else with a word broken across
 * lines made whole ("MEASURE-" or "MEASURE" over "MENT"); with the group label printed over it first ("MEASUREMENT"
 * over "CBM" and "CU.FT."), then without (a group that names nothing with it: "PACKAGES" over "KIND").
 */
export function labelKey(parts: string[], groups: string[] = [], learned: Learned = nothingLearned): ColumnKey | null {
  const labels = (groups.length ? [[...groups, ...parts], parts] : [parts]).flatMap((lines) =>
    joinings(lines.slice(0, maxLabelLines)),
  );
  // A label taught for the layout, however its lines are joined, before the vocabulary.
  for (const label of learned.size ? labels : []) {
    const taught = learned.get(normaliseLabel(label));
    if (taught !== undefined) return taught;
  }
  for (const label of labels) {
    const key = columnKeyOf(label);
    if (key) return key;
  }
  return null;
}

/**
 * Fields a system prints one over the other in a column: two of a kind, names over names or figures over figures
 * ("SHIPPER" over "CONSIGNEE", "G.W." over "MEAS."); "CARGO" over "WEIGHT" is one label, no stack, and the B/L number
 * is never stacked (its cell's second line is the wrapped rest of the BL).
 */
const stackKinds: ColumnKey[][] = [
  ['shipper', 'consignee'],
  ['stevedoring', 'arrastre'],
  ['marksAndNumbers', 'contents'],
  ['noOfPackages', 'grossWeightKilos', 'cbm', 'cubicFeet'],
];

/**
 * The two fields of a label that names none whole but two of a kind printed one over the other, its upper lines one
 * field and its lower lines another, each read whole or joined as `labelKey` joins them; a label of one line, its
 * first words one field and the rest another ("SHIPPER / CONSIGNEE"); null when no cut does.
 */
export function stackedKeys(parts: string[], learned: Learned = nothingLearned): [ColumnKey, ColumnKey] | null {
  const lines = parts.slice(0, maxLabelLines);
  if (lines.length === 1) {
    const words = (lines[0] ?? '').split(/\s*\/\s*|\s+/).filter(Boolean);
    if (words.length > maxStackedWords) return null;
    return stackedCut(words.length, (from, to) => [words.slice(from, to).join(' ')], learned);
  }
  return stackedCut(lines.length, (from, to) => lines.slice(from, to), learned);
}

/** Words a label of one line naming two fields has at most ("NO. OF PKGS / GROSS WEIGHT KGS"). */
const maxStackedWords = 8;

/** The first cut of `count` parts into upper and lower that reads as two stacked fields of a kind. */
function stackedCut(
  count: number,
  partsOf: (from: number, to: number) => string[],
  learned: Learned,
): [ColumnKey, ColumnKey] | null {
  for (let cut = 1; cut < count; cut++) {
    const upper = labelKey(partsOf(0, cut), [], learned);
    const lower = upper && labelKey(partsOf(cut, count), [], learned);
    if (upper && lower && upper !== lower && stackKinds.some((kind) => kind.includes(upper) && kind.includes(lower))) {
      return [upper, lower];
    }
  }
  return null;
}

/** Whether a column's printed label (its lines joined) reads as `field` with `below` stacked under it. */
export function stacksAs(label: string, field: ColumnKey, below: ColumnKey): boolean {
  const pair = stackedKeys([label]);
  return pair?.[0] === field && pair[1] === below;
}

/** Lines a label's joinings are tried over (2 to the power of this, less one, joinings). */
const maxLabelLines = 5;

/** The lines joined by a space or none at each break, spaces first; a hyphen at a break without space dropped. */
function joinings(lines: string[]): string[] {
  const [first = '', ...rest] = lines;
  let labels = [first];
  for (const line of rest) {
    labels = labels.flatMap((label) => [`${label} ${line}`, `${label.replace(/-$/, '')}${line}`]);
  }
  return labels;
}
