import { cubicMetresPerCubicFoot, type RowDoubt } from '@portside/contracts/manifests';
import { formatNumber } from '../../../../demo/manifest-layout';
import type { Random } from '../../../../demo/random';
import type { SampleEntry } from './sample-data';
import type { ExpectedRow } from './sample-pdfs';

/**
 * What the layout generators (sheet-generator.ts, pdf-generator.ts) print: the columns shipping lines give their
 * manifests, their header wording, and what a reader must make of an entry so printed.
 */
export type Field =
  | 'blNo'
  | 'marksAndNumbers'
  | 'shipper'
  | 'consignee'
  | 'noOfPackages'
  | 'kind'
  | 'contents'
  | 'grossWeightKilos'
  | 'cbm'
  | 'cubicFeet'
  | 'stevedoring'
  | 'arrastre'
  | 'container'
  | 'notify';

export type Wordings = Record<Field, string[]>;

/** Header wording, from the vocabulary of docs/domain.md; fields the reader does not take have their own. */
export const wordings: Wordings = {
  blNo: [
    'B/L No.',
    'BL NO.',
    'B/L NUMBER',
    'BILL OF LADING',
    'BILL OF LADING NO.',
    'BL NUMBER',
    'HBL NO.',
    'B/L',
    'MBL NO.',
    'B/L REF',
    'BL NOS.',
  ],
  marksAndNumbers: ['MARKS & NOS.', 'MARKS AND NUMBERS', 'SHIPPING MARKS', 'Marks'],
  shipper: ['SHIPPER', 'SHPR', 'SHIPPER/EXPORTER', 'EXPORTER', 'Shipper Name'],
  consignee: ['CONSIGNEE', 'CNEE', 'Consignee Name', 'CONSIGNEE NAME AND ADDRESS'],
  noOfPackages: ['NO. OF PKGS', 'PKGS', 'PACKAGES', 'QTY', 'QUANTITY', 'No. of Packages', 'PCS'],
  kind: ['KIND', 'PKG TYPE', 'UNIT'],
  contents: [
    'DESCRIPTION OF GOODS',
    'DESCRIPTION',
    'GOODS',
    'COMMODITY',
    'NATURE OF GOODS',
    'Cargo Description',
    'CONTENTS',
    'DESC.',
    'CARGO',
  ],
  grossWeightKilos: [
    'GROSS WEIGHT (KGS)',
    'G.W.',
    'KILOS',
    'WEIGHT KG',
    'GROSS WT (KGS)',
    'GROSS KGS',
    'Weight',
    'GROSS WEIGHT',
    'KGS',
  ],
  cbm: ['CBM', 'M3', 'VOLUME', 'MEAS.', 'MEASUREMENT (CBM)', 'Measurement', 'CU.M'],
  cubicFeet: ['CU.FT.', 'CFT', 'CUBIC FEET', 'MEAS. (CU.FT.)', 'MEASUREMENT CFT'],
  stevedoring: ['STEVEDORING', 'STEV.', 'STEVEDORE', 'STEVEDORING CONTRACTOR', 'STEV. OPR', 'STEVEDORING CO.'],
  arrastre: ['ARRASTRE', 'ARR.', 'ARRASTRE OPERATOR', 'ARRASTRE SERVICES', 'ARR. CONTRACTOR', 'ARRASTRE CO.'],
  container: ['CONTAINER NO.', 'CNTR NO.'],
  notify: ['NOTIFY PARTY'],
};
/**
 * Header wording no vocabulary reads, as a line with its own words prints it: the layouts a clerk teaches the reader
 * (docs/domain.md "Teaching the reader").
 */
export const strangeWordings: Wordings = {
  blNo: ['DOC REF', 'WAYBILL', 'TRANSPORT DOC', 'REFERENCE'],
  marksAndNumbers: ['IDENT', 'LABELLING'],
  shipper: ['SENDER', 'ORIGIN PARTY', 'SUPPLIER'],
  consignee: ['RECEIVER', 'DELIVER TO', 'BUYER', 'RECIPIENT'],
  noOfPackages: ['UNITS', 'COLLI', 'COUNT', 'NBR'],
  kind: ['FORM', 'PACKING'],
  contents: ['ARTICLES', 'MERCHANDISE', 'ITEM TEXT'],
  grossWeightKilos: ['MASS', 'BRUTTO', 'LOAD KG'],
  cbm: ['CUBAGE', 'SPACE'],
  cubicFeet: ['CUBAGE FT', 'SPACE FT'],
  stevedoring: ['GANG', 'LABOUR CO'],
  arrastre: ['YARD', 'HANDLER'],
  container: ['BOX NO'],
  notify: ['ADVISE'],
};

/** Characters OCR takes for one another in a header's type. */
const lookAlikes = new Map(
  'O0 0O I1 1I LI S5 5S B8 8B G6 Z2 EF D0 A4 T7 NH UV CG RK MN'.split(' ').map(([read, misread]) => [read, misread]),
);

/** A label as a scan's OCR may read it: one character with a look-alike taken for it (the label when none has). */
export function misreadLabel(random: Random, label: string): string {
  const at = [...label].flatMap((character, index) => (lookAlikes.has(character) ? [index] : []));
  if (at.length === 0) return label;
  const index = random.pick(at);
  return `${label.slice(0, index)}${lookAlikes.get(label[index] as string)}${label.slice(index + 1)}`;
}

/** Every label of `labels` misread once (misreadLabel), as a second scan of the same layouts reads them. */
export const misreadWordings = (random: Random, labels: Wordings): Wordings =>
  Object.fromEntries(
    Object.entries(labels).map(([field, each]) => [field, each.map((label) => misreadLabel(random, label))]),
  ) as Wordings;

/** The package count's words when its cell holds the kind too ("120 BAGS"). */
export const countWithKind = ['NO. & KIND OF PKGS', 'NO. AND KIND OF PACKAGES'];
export const packageKinds = ['BAGS', 'PCS', 'PKGS', 'COILS', 'BUNDLES', 'CASES', 'UNITS', 'PALLETS', 'DRUMS'];

/** How often a generator prints each choice of columns (a share of its layouts). */
export type FieldOdds = {
  bothUnits: number;
  /** Of layouts with one unit, those in CBM. */
  cbm: number;
  kindInCount: number;
  kindColumn: number;
  container: number;
  /** Absent: never a NOTIFY PARTY column (and nothing drawn for it). */
  notify?: number;
  blFirst: number;
};

/**
 * The columns of a layout, left to right: B/L, consignee and packages always, the other fields most of the time, the
 * measurement in one unit or both, the package kind in the count's cell or a column of its own, unread columns now
 * and then; shuffled, the BL leading most layouts, a measurement pair and a count with its kind side by side.
 */
export function drawFields(random: Random, odds: FieldOdds) {
  const both = random.chance(odds.bothUnits);
  const measurement: Field[] = both ? ['cbm', 'cubicFeet'] : random.chance(odds.cbm) ? ['cbm'] : ['cubicFeet'];
  const kindInCount = random.chance(odds.kindInCount);
  const kindColumn = !kindInCount && random.chance(odds.kindColumn);
  const optional: Field[] = ['marksAndNumbers', 'shipper', 'contents', 'grossWeightKilos', 'stevedoring', 'arrastre'];
  const fields: Field[] = [
    'blNo',
    'consignee',
    'noOfPackages',
    ...optional.filter(() => random.chance(0.9)),
    ...measurement,
    ...(kindColumn ? (['kind'] as Field[]) : []),
    ...(random.chance(odds.container) ? (['container'] as Field[]) : []),
    ...(odds.notify !== undefined && random.chance(odds.notify) ? (['notify'] as Field[]) : []),
  ];
  random.shuffle(fields);
  if (random.chance(odds.blFirst)) moveTo(fields, 'blNo', 0);
  if (both) moveTo(fields, 'cubicFeet', fields.indexOf('cbm') + 1);
  if (kindColumn) moveTo(fields, 'kind', fields.indexOf('noOfPackages') + 1);
  return { fields, both, measurement, kindInCount, kindColumn };
}

/** Moves a field to a place in the list (before the field at `at`), when the list has it. */
function moveTo(fields: Field[], field: Field, at: number) {
  const from = fields.indexOf(field);
  if (from < 0) return;
  fields.splice(from, 1);
  fields.splice(Math.min(at > from ? at - 1 : at, fields.length), 0, field);
}

/**
 * A label over `lines` lines: parted between words, or, when it has fewer words than lines, inside a long word
 * (after a hyphen, "MEASURE-" over "MENT", or where `hyphen` is false without one, "MEASURE" over "MENT").
 */
export function splitLabel(random: Random, label: string, lines: number, hyphen = true): string[] {
  const words = label.split(' ');
  if (lines <= 1) return [label];
  if (words.length < lines) {
    const long = words.findIndex((word) => word.length >= 8);
    const word = words[long];
    if (word && random.chance(0.5)) {
      const cut = Math.floor(word.length / 2);
      words.splice(long, 1, `${word.slice(0, cut)}${hyphen ? '-' : ''}`, word.slice(cut));
    }
  }
  const count = Math.min(lines, words.length);
  const per = Math.ceil(words.length / count);
  return Array.from({ length: count }, (_, line) => words.slice(line * per, (line + 1) * per).join(' ')).filter(
    Boolean,
  );
}

/** A figure at `decimals` as printed (rounded as the formatter rounds it), read back. */
export const printedValue = (value: number, decimals: number) =>
  Number(formatNumber(value, decimals, false).replaceAll(',', ''));

/**
 * What the reader must make of an entry printed with the columns `has` names at the given decimals: names without
 * addresses, figures as printed (a measurement in both units when both are printed, else the other converted), and a
 * doubt for each needed field the layout does not print.
 */
export function expectedRowOf(
  has: (field: Field) => boolean,
  decimals: { weight: number; measurement: number },
  entry: SampleEntry,
): ExpectedRow {
  const text = (field: Field, value: string) => (has(field) ? value : '');
  const cbm = has('cbm') && entry.cbm !== null ? printedValue(entry.cbm, decimals.measurement) : null;
  const cubicFeet =
    has('cubicFeet') && entry.cbm !== null
      ? printedValue(entry.cbm / cubicMetresPerCubicFoot, decimals.measurement)
      : null;
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  const measurement =
    cbm !== null && cubicFeet !== null
      ? { cbm, measurementCubicFeet: cubicFeet }
      : cbm !== null
        ? { cbm, measurementCubicFeet: round3(cbm / cubicMetresPerCubicFoot) }
        : cubicFeet !== null
          ? { cbm: round3(cubicFeet * cubicMetresPerCubicFoot), measurementCubicFeet: cubicFeet }
          : { cbm: 0, measurementCubicFeet: 0 };
  const doubts: RowDoubt[] = [];
  if (!has('contents')) doubts.push({ field: 'contents', kind: 'missing', printed: '' });
  if (!has('grossWeightKilos')) doubts.push({ field: 'grossWeightKilos', kind: 'missing', printed: '' });
  if (cbm === null && cubicFeet === null) doubts.push({ field: 'cbm', kind: 'missing', printed: '' });
  return {
    blNo: entry.blNo,
    marksAndNumbers: text('marksAndNumbers', entry.marksAndNumbers),
    shipper: text('shipper', entry.shipper),
    consignee: entry.consignee[0] ?? '',
    noOfPackages: entry.noOfPackages,
    contents: text('contents', entry.contents),
    grossWeightKilos: has('grossWeightKilos') ? printedValue(entry.grossWeightKilos, decimals.weight) : 0,
    ...measurement,
    stevedoring: text('stevedoring', entry.stevedoring),
    arrastre: text('arrastre', entry.arrastre),
    doubts,
  };
}
