import { normaliseLabel } from '@portside/contracts/manifest-layouts';
import {
  type ListedVehicle,
  maxProblemText,
  type VehicleField,
  type VehicleListProblem,
  type VehicleListResponse,
  vehicleListMessages,
} from '@portside/contracts/vehicle-lists';
import { maxSubItems, subItemInputSchema } from '@portside/contracts/work-orders';
import { Refused } from '../../errors';
import { firstNumber, type NumberConvention, numberConvention } from './numbers';
import type { SheetGrid } from './read-text';

type Dimension = 'lengthCm' | 'widthCm' | 'heightCm';
/** What a column of a vehicle list holds: a field, a maker and model in one cell, or L × W × H in one cell. */
type ColumnKind = VehicleField | 'makeAndModel' | 'dimensions';
type Unit = 'mm' | 'cm' | 'm';

/** Words that name a length unit, as normaliseLabel writes them. */
const unitWords: Record<Unit, string> = {
  mm: 'MMS?|MILLIMETERS?|MILLIMETRES?',
  cm: 'CMS?|CENTIMETERS?|CENTIMETRES?',
  m: 'M|MTRS?|METERS?|METRES?',
};
const units = (Object.entries(unitWords) as [Unit, string][]).map(
  ([unit, words]) => [unit, new RegExp(`\\b(${words})\\b`)] as const,
);
/** A unit after a dimension's name ("LENGTH (MM)", "W CMS"). */
const unitAfter = `( (${Object.values(unitWords).join('|')}))?`;
/** The name of the dimensions together: a column of "L x W x H", or a label over the three. */
const dimensionsName = '(DIMENSIONS?|DIMS?|SIZE|MEASUREMENTS?|L X W X H|LXWXH|L W H|LWH)';

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
  ['dimensions', new RegExp(`^${dimensionsName}( L X W X H| LXWXH| L W H)?${unitAfter}$`)],
  ['lengthCm', new RegExp(`^(L|LEN|LENGTH|LG|LGTH)${unitAfter}$`)],
  ['widthCm', new RegExp(`^(W|WD|WID|WIDTH|BREADTH)${unitAfter}$`)],
  ['heightCm', new RegExp(`^(H|HT|HGT|HEIGHT)${unitAfter}$`)],
  ['cbm', /^(CBM|M3|CU M|VOLUME|VOL|MEAS|MEASUREMENT|CUBIC (METERS?|METRES?))( CBM| M3)?$/],
];

const centimetresPer: Record<Unit, number> = { mm: 0.1, cm: 1, m: 100 };
const unitOf = (label: string) => units.find(([, pattern]) => pattern.test(label))?.[0] ?? null;

/**
 * Makers whose name is two words, for a maker and model printed in one cell ("LAND ROVER DEFENDER 110"); any other
 * maker is the cell's first word.
 */
const twoWordMakers =
  /^(ALFA ROMEO|ASTON MARTIN|GREAT WALL|KING LONG|LAND ROVER|MERCEDES[- ]BENZ|ROLLS[- ]ROYCE)(?= )/i;

/** Rows looked at for the header: a list's title, addresses and notes take a few lines above it. */
const searchRows = 30;
const partyKinds = new Set<ColumnKind>(['chassisNo', 'vehicleMaker', 'vehicleModel', 'makeAndModel']);
const measureKinds = ['dimensions', 'lengthCm', 'widthCm', 'heightCm', 'cbm'] as const;

type ListHeader = { row: number; columns: { column: number; kind: ColumnKind; unit: Unit | null }[] };

/**
 * The vehicles of a list (docs/domain.md "Vehicle lists"): the first sheet with a header row naming its chassis
 * column, or two of its columns one of which is the maker or model; under it, one vehicle per row that names a
 * chassis, or fills two columns one of which is a maker or model (blank rows, notes and totals are none). Dimensions
 * are given in centimetres, CBM in cubic metres; a cell that does not read within the field's bounds is a problem.
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
    const named = seen.has('chassisNo') || (columns.length >= 2 && columns.some(({ kind }) => partyKinds.has(kind)));
    if (named) return { row, columns };
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
  return new RegExp(`^${dimensionsName}\\b`).test(label) ? label : '';
}

type Cells = { line: number; texts: Map<ColumnKind, string> };

function vehiclesUnder(sheet: SheetGrid, header: ListHeader): VehicleListResponse {
  const listed: Cells[] = [];
  const headerCells = header.columns.map(({ column }) => sheet.rows[header.row]?.[column] ?? '');
  for (let row = header.row + 1; row < sheet.rows.length; row++) {
    const cells = sheet.rows[row] ?? [];
    const texts = new Map(header.columns.map(({ column, kind }) => [kind, (cells[column] ?? '').trim()]));
    const filled = [...texts.values()].filter(Boolean);
    // A vehicle names its chassis, or fills two columns one of which is its maker or model; a note fills one, a
    // repeated header its labels, a totals line says TOTAL somewhere and names no chassis ("TOTAL", "33 UNITS").
    const chassis = texts.get('chassisNo') ?? '';
    const named = Boolean(chassis) || (filled.length >= 2 && [...partyKinds].some((kind) => texts.get(kind)));
    if (!named || (!chassisLike.test(chassis) && cells.some(totalCell))) continue;
    const repeatedHeader = header.columns.every(({ column }, index) => cells[column] === headerCells[index]);
    if (repeatedHeader) continue;
    if (listed.length === maxSubItems) throw new Refused(vehicleListMessages.tooMany);
    listed.push({ line: row + 1, texts });
  }
  if (listed.length === 0) throw new Refused(vehicleListMessages.noVehicles);
  const measures = listed.flatMap(({ texts }) => measureKinds.map((kind) => texts.get(kind) ?? ''));
  // A CSV parted by semicolons whose figures do not tell is read with decimal commas, as a manifest is.
  const convention = numberConvention(measures, [], () => (sheet.delimiter === ';' ? 'comma' : 'point'));
  const read = listed.map(({ line, texts }) => ({ line, ...vehicleOf(texts, convention) }));
  const scale = dimensionScale(header, read);
  const problems: VehicleListProblem[] = [];
  const vehicles = read.map(({ line, values, unread }) => {
    const vehicle = { ...values };
    for (const field of ['lengthCm', 'widthCm', 'heightCm'] as const) {
      const value = values[field];
      vehicle[field] = value === null ? null : Math.round(value * centimetresPer[scale.unit] * 100) / 100;
    }
    for (const field of Object.keys(vehicle) as VehicleField[]) {
      // Within the bounds a vehicle's field takes (a figure of 10^15 cm is no vehicle's), else a problem.
      if (vehicle[field] !== null && !subItemInputSchema.shape[field].safeParse(vehicle[field]).success) {
        unread.push([field, String(vehicle[field])]);
        vehicle[field] = null;
      }
    }
    for (const [field, printed] of unread) problems.push({ line, field, printed: printed.slice(0, maxProblemText) });
    return vehicle;
  });
  const dimensions = scale.given ? { unit: scale.unit, named: scale.named } : null;
  return { vehicles, fields: fieldsOf(header), dimensions, problems };
}

const totalCell = (text: string) => /^(SUB ?|GRAND )?TOTALS?\b/i.test(text.trim());
/** A chassis or frame number: one word of letters and digits with a digit ("MR0HA3CD100000001", "GUN125-1234567"). */
const chassisLike = /^(?=.*\d)[A-Z0-9][A-Z0-9-]{4,}$/i;

/** The fields a list's columns give. */
function fieldsOf(header: ListHeader): VehicleField[] {
  return [
    ...new Set(
      header.columns.flatMap(({ kind }): VehicleField[] =>
        kind === 'makeAndModel'
          ? ['vehicleMaker', 'vehicleModel']
          : kind === 'dimensions'
            ? ['lengthCm', 'widthCm', 'heightCm']
            : [kind],
      ),
    ),
  ];
}

type ReadVehicle = { values: ListedVehicle; unread: [VehicleField, string][] };

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
    const maker = twoWordMakers.exec(makeAndModel)?.[0] ?? makeAndModel.split(' ')[0] ?? '';
    values.vehicleMaker = maker;
    values.vehicleModel = makeAndModel.slice(maker.length).trim() || null;
  }
  for (const field of textFields) {
    const text = oneLine(texts.get(field) ?? '');
    if (text) values[field] = text;
  }
  const dimensions = texts.get('dimensions') ?? '';
  if (dimensions) {
    const parts = dimensions.split(/\s*[xX×*]\s*/).map((part) => figureIn(part, convention));
    const [length = null, width = null, height = null] = parts;
    if (parts.length === 3 && length !== null && width !== null && height !== null) {
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

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Characters of a cell that may hold a vehicle's figure and its unit ("1.234.567,5 mm" and spaces). */
const maxFigureLength = 40;

/**
 * The figure of a cell: digits with the list's marks, and a unit after it or none ("4.520 mm", "12,5 m3"); null for
 * anything else (a word, "-450", "1e+300", a spreadsheet's "#DIV/0!").
 */
function figureIn(text: string, convention: NumberConvention): number | null {
  // A figure with its unit is a few characters; a longer cell is none, and is not matched (the pattern backtracks).
  if (text.length > maxFigureLength) return null;
  const match = /^([\d.,\s]*\d[\d.,]*)\s*(mm|cm|m|m3|m³|cbm|cu\.? ?m)?$/i.exec(text.trim());
  if (!match) return null;
  const value = firstNumber((match[1] ?? '').replace(/\s+/g, ' ').trim(), convention);
  return value !== null && Number.isFinite(value) ? value : null;
}

/** A vehicle's size in centimetres, from a motorcycle's to a bus's: what a list's figures are judged by. */
const plausible: Record<Dimension, [number, number]> = {
  lengthCm: [120, 2000],
  widthCm: [50, 300],
  heightCm: [60, 450],
};

/**
 * The unit of the dimensions: the one a dimension's label (or the label over them) names; else the unit in which
 * most of the list's figures make a vehicle's size (a length of 905 is a truck's in cm, 4,520 a car's in mm).
 */
function dimensionScale(header: ListHeader, vehicles: ReadVehicle[]): { unit: Unit; named: boolean; given: boolean } {
  const kinds = new Set(header.columns.map(({ kind }) => kind));
  const given = ['dimensions', 'lengthCm', 'widthCm', 'heightCm'].some((kind) => kinds.has(kind as ColumnKind));
  const named = header.columns.find(({ kind, unit }) => unit && kind !== 'cbm')?.unit ?? null;
  if (named) return { unit: named, named: true, given };
  const fits = (unit: Unit) =>
    vehicles.reduce(
      (count, { values }) =>
        count +
        (['lengthCm', 'widthCm', 'heightCm'] as const).filter((field) => {
          const value = values[field];
          const [least, most] = plausible[field];
          return value !== null && value * centimetresPer[unit] >= least && value * centimetresPer[unit] <= most;
        }).length,
      0,
    );
  const counted = (['cm', 'mm', 'm'] as const).map((unit) => ({ unit, fits: fits(unit) }));
  const { unit } = counted.reduce((best, each) => (each.fits > best.fits ? each : best));
  return { unit, named: false, given };
}
