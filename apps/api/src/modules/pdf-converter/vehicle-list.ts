import {
  type ListedVehicle,
  type VehicleField,
  type VehicleListProblem,
  type VehicleListResponse,
  vehicleListMessages,
} from '@portside/contracts/vehicle-lists';
import { maxSubItems, subItemInputSchema } from '@portside/contracts/work-orders';
import { Refused } from '../../errors';
import { normaliseLabel } from './find-columns';
import { firstNumber, type NumberConvention, numberConvention } from './numbers';
import type { SheetGrid } from './read-text';

type Dimension = 'lengthCm' | 'widthCm' | 'heightCm';
/** What a column of a vehicle list holds: a field, a maker and model in one cell, or L × W × H in one cell. */
type ColumnKind = VehicleField | 'makeAndModel' | 'dimensions';
type Unit = 'mm' | 'cm' | 'm';

const units: [Unit, RegExp][] = [
  ['mm', /\b(MMS?|MILLIMETERS?|MILLIMETRES?)\b/],
  ['cm', /\b(CMS?|CENTIMETERS?|CENTIMETRES?)\b/],
  ['m', /\b(M|MTRS?|METERS?|METRES?)\b/],
];
/** A unit after a dimension's name ("LENGTH (MM)", "W CMS"). */
const unitWord = '( (MMS?|CMS?|M|MTRS?|METERS?|METRES?|MILLIMETERS?|MILLIMETRES?|CENTIMETERS?|CENTIMETRES?))?';

/**
 * Header wording of vehicle lists (agents', dealers' and shippers' packing lists), matched against the whole label
 * as normaliseLabel writes it ("Chassis No." is "CHASSIS NO", "L x W x H (mm)" is "L X W X H MM"); a unit may follow a
 * dimension's name. The first pattern that matches names the column.
 */
const vocabulary: [ColumnKind, RegExp][] = [
  ['makeAndModel', /^(VEHICLE )?(MAKE|MAKER|BRAND)( AND)? (MODEL|TYPE)$/],
  ['chassisNo', /^(VEHICLE )?(CHASSIS|VIN|FRAME)( (NO|NOS|NR|NUMBER|NUM|ID))?( VIN| CHASSIS( NO)?)?$/],
  ['vehicleMaker', /^(VEHICLE )?(MAKER|MAKE|BRAND|MANUFACTURER|MFR|MARQUE)( NAME)?$/],
  ['vehicleModel', /^(VEHICLE )?(MODEL|MODEL NAME|MODEL DESCRIPTION|VARIANT)$/],
  [
    'dimensions',
    new RegExp(`^(DIMENSIONS?|DIMS?|SIZE|L X W X H|LXWXH|L W H|LWH)( L X W X H| LXWXH| L W H)?${unitWord}$`),
  ],
  ['lengthCm', new RegExp(`^(L|LEN|LENGTH|LG|LGTH)${unitWord}$`)],
  ['widthCm', new RegExp(`^(W|WD|WID|WIDTH|BREADTH)${unitWord}$`)],
  ['heightCm', new RegExp(`^(H|HT|HGT|HEIGHT)${unitWord}$`)],
  ['cbm', /^(CBM|M3|CU M|VOLUME|VOL|MEAS|MEASUREMENT|CUBIC (METERS?|METRES?))( CBM| M3)?$/],
];

const centimetresPer: Record<Unit, number> = { mm: 0.1, cm: 1, m: 100 };
const unitOf = (label: string) => units.find(([, pattern]) => pattern.test(label))?.[0] ?? null;

/** Rows looked at for the header: a list's title, addresses and notes take a few lines above it. */
const searchRows = 30;
const partyKinds = new Set<ColumnKind>(['chassisNo', 'vehicleMaker', 'vehicleModel', 'makeAndModel']);

type ListHeader = { row: number; columns: { column: number; kind: ColumnKind; unit: Unit | null }[] };

/**
 * The vehicles of a list (docs/domain.md "Vehicle lists"): the first sheet with a header row naming at least two of
 * its columns, one of them the chassis, maker or model; under it, one vehicle per row that names a chassis, maker or
 * model (blank rows, totals and notes are none). Dimensions are given in centimetres, CBM in cubic metres.
 */
export function readVehicleList(sheets: SheetGrid[]): VehicleListResponse {
  for (const sheet of sheets) {
    const header = findHeader(sheet);
    if (header) return vehiclesUnder(sheet, header);
  }
  throw new Refused(vehicleListMessages.noHeader);
}

function findHeader(sheet: SheetGrid): ListHeader | null {
  for (let row = 0; row < Math.min(sheet.rows.length, searchRows); row++) {
    const seen = new Set<ColumnKind>();
    const columns: ListHeader['columns'] = [];
    (sheet.rows[row] ?? []).forEach((cell, column) => {
      const label = normaliseLabel(cell);
      const kind = vocabulary.find(([, pattern]) => pattern.test(label))?.[0];
      if (!kind || seen.has(kind)) return;
      seen.add(kind);
      columns.push({ column, kind, unit: unitOf(label) ?? unitOf(groupLabelAbove(sheet, row, column)) });
    });
    if (columns.length >= 2 && columns.some((column) => partyKinds.has(column.kind))) return { row, columns };
  }
  return null;
}

/**
 * The dimensions' label in the row above that spreads over this column ("DIMENSIONS (CM)" merged over L, W and H, or
 * in a CSV followed by empty cells), or ''.
 */
function groupLabelAbove(sheet: SheetGrid, row: number, column: number): string {
  const above = sheet.rows[row - 1] ?? [];
  const merge = sheet.merges.find(([top, left, , right]) => top === row - 1 && left <= column && column <= right);
  let start = merge ? merge[1] : column;
  if (!sheet.merges.length) while (start > 0 && !above[start]?.trim()) start--;
  const label = normaliseLabel(above[start] ?? '');
  return /^(DIMENSIONS?|DIMS?|SIZE|MEASUREMENTS?)\b/.test(label) ? label : '';
}

type Cells = { line: number; texts: Map<ColumnKind, string> };

function vehiclesUnder(sheet: SheetGrid, header: ListHeader): VehicleListResponse {
  const listed: Cells[] = [];
  for (let row = header.row + 1; row < sheet.rows.length; row++) {
    const cells = sheet.rows[row] ?? [];
    const texts = new Map(header.columns.map(({ column, kind }) => [kind, (cells[column] ?? '').trim()]));
    // A vehicle names its chassis, or fills two columns (a note under the table fills one).
    const filled = [...texts.values()].filter(Boolean).length;
    const named = Boolean(texts.get('chassisNo')) || (filled >= 2 && [...partyKinds].some((kind) => texts.get(kind)));
    const repeatedHeader = header.columns.every(({ column }) => cells[column] === sheet.rows[header.row]?.[column]);
    const total = cells.some((cell) => /^(SUB ?|GRAND )?TOTALS?\b/.test(normaliseLabel(cell)));
    if (!named || repeatedHeader || total) continue;
    if (listed.length === maxSubItems) throw new Refused(vehicleListMessages.tooMany);
    listed.push({ line: row + 1, texts });
  }
  const measures = listed.flatMap(({ texts }) =>
    (['dimensions', 'lengthCm', 'widthCm', 'heightCm', 'cbm'] as const).map((kind) => texts.get(kind) ?? ''),
  );
  const convention = numberConvention(measures);
  const problems: VehicleListProblem[] = [];
  const read = listed.map(({ line, texts }) => {
    const vehicle = vehicleOf(texts, convention);
    for (const [field, printed] of vehicle.unread) problems.push({ line, field, printed });
    return vehicle;
  });
  const scale = dimensionScale(header, read);
  return {
    vehicles: read.map(({ values }) => ({
      ...values,
      lengthCm: scaled(values.lengthCm, scale.lengthCm),
      widthCm: scaled(values.widthCm, scale.widthCm),
      heightCm: scaled(values.heightCm, scale.heightCm),
    })),
    problems,
  };
}

type ReadVehicle = { values: ListedVehicle; unread: [VehicleListProblem['field'], string][] };

const textFields = ['vehicleMaker', 'vehicleModel', 'chassisNo'] as const;

function vehicleOf(texts: Map<ColumnKind, string>, convention: NumberConvention): ReadVehicle {
  const values: ListedVehicle = {
    vehicleMaker: null,
    vehicleModel: null,
    chassisNo: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    cbm: null,
  };
  const unread: ReadVehicle['unread'] = [];
  const makeAndModel = oneLine(texts.get('makeAndModel') ?? '');
  if (makeAndModel) {
    const [maker = '', ...model] = makeAndModel.split(' ');
    values.vehicleMaker = maker;
    values.vehicleModel = model.join(' ') || null;
  }
  for (const field of textFields) {
    const text = oneLine(texts.get(field) ?? '');
    if (!text) continue;
    const fits = subItemInputSchema.shape[field].safeParse(text).success;
    if (fits) values[field] = text;
    else unread.push([field, text]);
  }
  const dimensions = texts.get('dimensions') ?? '';
  if (dimensions) {
    const parts = dimensions.split(/\s*[xX×*]\s*/);
    const [length = null, width = null, height = null, ...more] = parts.map((part) => figureIn(part, convention));
    if (length !== null && width !== null && height !== null && more.length === 0) {
      Object.assign(values, { lengthCm: length, widthCm: width, heightCm: height });
    } else unread.push(['lengthCm', dimensions]);
  }
  for (const field of ['lengthCm', 'widthCm', 'heightCm', 'cbm'] as const) {
    const text = texts.get(field) ?? '';
    if (!text) continue;
    const value = figureIn(text, convention);
    if (value === null) unread.push([field, text]);
    else values[field] = value;
  }
  return { values, unread };
}

/** The figure of a cell, its unit aside ("4.520 mm", "12,5 m3"). */
const figureIn = (text: string, convention: NumberConvention) =>
  firstNumber(
    text
      .replace(/[^\d.,\s]/g, ' ')
      .trim()
      .replace(/\s+/g, ' '),
    convention,
  );

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Centimetres per unit of each dimension: the unit its label (or the group label over it) names; a list that names
 * none is read by its figures, pooled (a vehicle's length, width and height): a middle figure under 30 is metres, of
 * 700 or more millimetres, else centimetres (a motorcycle's width is 70 cm, a bus's length 1,200 cm).
 */
function dimensionScale(header: ListHeader, vehicles: ReadVehicle[]): Record<Dimension, number> {
  const named = (kind: ColumnKind) => header.columns.find((column) => column.kind === kind)?.unit ?? null;
  const figures = vehicles
    .flatMap(({ values }) => [values.lengthCm, values.widthCm, values.heightCm])
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
  const middle = figures[Math.floor(figures.length / 2)] ?? 0;
  const guessed: Unit = middle < 30 ? 'm' : middle >= 700 ? 'mm' : 'cm';
  const scale = (kind: Dimension) => centimetresPer[named(kind) ?? named('dimensions') ?? guessed];
  return { lengthCm: scale('lengthCm'), widthCm: scale('widthCm'), heightCm: scale('heightCm') };
}

const scaled = (value: number | null, scale: number) => (value === null ? null : Math.round(value * scale * 100) / 100);
