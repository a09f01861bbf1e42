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

/**
 * A pasted cell as its field takes it: a text on one line (a break typed in a spreadsheet's cell is a space); a figure written with a decimal point, as the page
 * takes typed figures, its thousands commas and a unit after it dropped ("4,520 cm"); an empty cell empties the field.
 * Undefined: not a value the field takes (the vehicle keeps its own).
 */
function pastedValue(field: VehicleField, text: string): string | number | null | undefined {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (textFields.has(field)) return subItemInputSchema.shape[field].safeParse(trimmed).success ? trimmed : undefined;
  if (trimmed === '') return null;
  const figure = trimmed.replace(/,/g, '').replace(/\s*[a-zA-Z³]+$/, '');
  const value = /^\d+(\.\d+)?$|^\.\d+$/.test(figure) ? Number(figure) : Number.NaN;
  return subItemInputSchema.shape[field].safeParse(value).success ? value : undefined;
}

/**
 * The changes a block of cells makes to the vehicles from one cell on: each line a vehicle, each cell the next column
 * to the right (cells beyond CBM are left out); and the cells that are not a value their field takes.
 */
export function pastedPatches(cells: string[][], from: VehicleField): { patches: VehiclePatch[]; unread: number } {
  const first = vehicleFields.indexOf(from);
  let unread = 0;
  const patches = cells.map((line) => {
    const patch: Record<string, string | number | null> = {};
    line.slice(0, vehicleFields.length - first).forEach((cell, index) => {
      const field = vehicleFields[first + index] as VehicleField;
      const value = pastedValue(field, cell);
      if (value === undefined) unread += 1;
      else patch[field] = value;
    });
    return patch as VehiclePatch;
  });
  return { patches, unread };
}

/** The changes a vehicle list makes: what it gives of each vehicle (a field it does not give stays as it is). */
export const listedPatches = (vehicles: readonly ListedVehicle[]): VehiclePatch[] =>
  vehicles.map(
    (vehicle) =>
      Object.fromEntries(Object.entries(vehicle).filter(([, value]) => value !== null && value !== '')) as VehiclePatch,
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
