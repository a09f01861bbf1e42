import type { ListedVehicle } from '@portside/contracts/vehicle-lists';
import { subItemInputSchema } from '@portside/contracts/work-orders';
import Papa from 'papaparse';
import { type ItemRow, patchedVehicle, type SubItemFields } from './item-rows';

/** The vehicle table's columns, in the order a block pasted into it fills them. */
export const vehicleFields = [
  'vehicleMaker',
  'vehicleModel',
  'chassisNo',
  'lengthCm',
  'widthCm',
  'heightCm',
  'cbm',
] as const satisfies readonly (keyof SubItemFields)[];
export type VehicleField = (typeof vehicleFields)[number];
export type VehiclePatch = Partial<SubItemFields>;

const textFields = new Set<VehicleField>(['vehicleMaker', 'vehicleModel', 'chassisNo']);

/** The cells of text copied from a spreadsheet (tab between cells, a line per row, quotes around a cell with breaks). */
export function clipboardCells(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/\r?\n$/, ''), { delimiter: '\t' }).data;
}

/** Whether a paste is a block of cells rather than a value for one input. */
export const isCellBlock = (text: string) => /[\t\n]/.test(text.replace(/\r?\n$/, ''));

/** Centimetres in a unit a pasted dimension may name. */
const centimetresPer: Record<string, number> = { mm: 0.1, cm: 1, m: 100 };

/**
 * A pasted figure: digits with a decimal point or comma and thousands marks as spreadsheets copy them in any locale
 * (the last mark is the decimal one when both are used; a lone mark before groups of three digits parts thousands,
 * "4,520"; before other digits it is the decimal mark, "452,5"); null for anything else.
 */
function pastedFigure(text: string): number | null {
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(text)) return null;
  const [point, comma] = [text.lastIndexOf('.'), text.lastIndexOf(',')];
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(text) && !(point >= 0 && comma >= 0);
  const decimal = grouped ? null : point > comma ? '.' : comma > point ? ',' : null;
  const thousands = decimal === '.' ? ',' : decimal === ',' ? '.' : (/[.,]/.exec(text)?.[0] ?? '');
  const value = Number(text.replaceAll(thousands, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * A pasted cell as its field takes it: a text on one line (a break typed in a spreadsheet's cell is a space); a figure
 * (pastedFigure) with, for a dimension, the unit it names converted to centimetres ("4520 mm", "4.52 m"); an empty
 * cell empties the field. Undefined: not a value the field takes (the vehicle keeps its own).
 */
function pastedValue(field: VehicleField, text: string): string | number | null | undefined {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (textFields.has(field)) return subItemInputSchema.shape[field].safeParse(trimmed).success ? trimmed : undefined;
  if (trimmed === '') return null;
  const [, digits = '', unit = ''] = /^([\d.,]+)\s*([a-zA-Z³0-9]*)$/.exec(trimmed) ?? [];
  const figure = pastedFigure(digits);
  const scale =
    field === 'cbm' ? (/^(m3|m³|cbm)?$/i.test(unit) ? 1 : undefined) : centimetresPer[unit.toLowerCase() || 'cm'];
  if (figure === null || scale === undefined) return undefined;
  const value = Math.round(figure * scale * 100) / 100;
  return subItemInputSchema.shape[field].safeParse(value).success ? value : undefined;
}

/** A spreadsheet's label of a vehicle column ("Maker", "Chassis No.", "L (cm)", "CBM"). */
const columnLabel =
  /^(no\.?|#|makers?|make|brand|models?|chassis( no\.?)?|vin|frame( no\.?)?|[lwh]|length|width|height|cbm|m3|volume)( ?\(.*\))?$/i;

/** A first line copied with the block that names its columns rather than a vehicle. */
const isLabelLine = (line: readonly string[]) =>
  line.some((cell) => cell.trim()) && line.every((cell) => !cell.trim() || columnLabel.test(cell.trim()));

/**
 * The changes a block of cells makes to the vehicles from one cell on: each line a vehicle, each cell the next column
 * to the right; a first line of column labels left out (`labels`); and the cells that are not a value their field
 * takes or lie beyond the table's last column (`unread`).
 */
export function pastedPatches(
  cells: string[][],
  from: VehicleField,
): { patches: VehiclePatch[]; unread: number; labels: boolean } {
  const first = vehicleFields.indexOf(from);
  const labels = cells.length > 1 && isLabelLine(cells[0] ?? []);
  let unread = 0;
  const patches = (labels ? cells.slice(1) : cells).map((line) => {
    const patch: Record<string, string | number | null> = {};
    unread += Math.max(0, line.length - (vehicleFields.length - first));
    line.slice(0, vehicleFields.length - first).forEach((cell, index) => {
      const field = vehicleFields[first + index] as VehicleField;
      const value = pastedValue(field, cell);
      if (value === undefined) unread += 1;
      else patch[field] = value;
    });
    return patch as VehiclePatch;
  });
  return { patches, unread, labels };
}

/**
 * The changes a vehicle list makes: every field it has a column for, an empty cell emptying the vehicle's (a field it
 * has no column for stays as it is).
 */
export const listedPatches = (vehicles: readonly ListedVehicle[], fields: readonly VehicleField[]): VehiclePatch[] =>
  vehicles.map(
    (vehicle) =>
      Object.fromEntries(
        fields.map((field) => [field, vehicle[field] ?? (textFields.has(field) ? '' : null)]),
      ) as VehiclePatch,
  );

/** The row's vehicles from number `from` (0 first) changed by one patch each; patches beyond its last are left out. */
export function patchVehicles(row: ItemRow, from: number, patches: readonly VehiclePatch[]): ItemRow {
  const subItems = row.subItems.map((sub, index) => {
    const patch = index >= from ? patches[index - from] : undefined;
    return patch ? patchedVehicle(sub, patch) : sub;
  });
  return { ...row, subItems };
}

/** A vehicle as the editor holds it (blank texts '') or as stored (blank texts null). */
type VehicleValues = Record<VehicleField, string | number | null>;

const isBlank = (sub: VehicleValues, field: VehicleField) => sub[field] === '' || sub[field] === null;

/** Columns fill down is offered on: a chassis number is one vehicle's, never copied to the next. */
export const fillableFields: readonly VehicleField[] = vehicleFields.filter((field) => field !== 'chassisNo');

/** Fill down: each empty cell of the column takes the value of the nearest filled cell above it. */
export function fillDown(row: ItemRow, field: VehicleField): ItemRow {
  let above: string | number | null = null;
  const subItems = row.subItems.map((sub) => {
    if (!isBlank(sub, field)) {
      above = sub[field];
      return sub;
    }
    return above === null ? sub : patchedVehicle(sub, { [field]: above });
  });
  return { ...row, subItems };
}

/** Whether fill down would change anything: an empty cell under a filled one. */
export function canFillDown(subItems: readonly VehicleValues[], field: VehicleField): boolean {
  let filledAbove = false;
  for (const sub of subItems) {
    if (!isBlank(sub, field)) filledAbove = true;
    else if (filledAbove) return true;
  }
  return false;
}
