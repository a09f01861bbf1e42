import { z } from 'zod';
import { maxSubItems, subItemSchema } from './work-orders';

/** The details of one vehicle a list gives; null where the list has no such column or the cell is empty. */
export const listedVehicleSchema = subItemSchema.omit({ id: true });
export type ListedVehicle = z.infer<typeof listedVehicleSchema>;
export type VehicleField = keyof ListedVehicle;

/** Characters of a cell a problem repeats: enough to recognise it. */
export const maxProblemText = 100;

/**
 * A cell of the list that does not read as what its column holds (a figure that is none or beyond the field's bounds,
 * a name or chassis longer than a vehicle's field takes): the vehicle is kept with that field empty.
 */
export const vehicleListProblemSchema = z.object({
  /** The sheet's line, from 1, as the spreadsheet numbers it. */
  line: z.number().int(),
  field: listedVehicleSchema.keyof(),
  printed: z.string().max(maxProblemText),
});
export type VehicleListProblem = z.infer<typeof vehicleListProblemSchema>;

export const lengthUnitSchema = z.enum(['mm', 'cm', 'm']);

export const vehicleListResponseSchema = z.object({
  vehicles: z.array(listedVehicleSchema).max(maxSubItems),
  /** The fields the list has a column for: each of them is written on the row's vehicles, empty where a cell is. */
  fields: z.array(listedVehicleSchema.keyof()),
  /** The unit the dimensions were read in (null: the list gives none), and whether the list names it or it was judged from the figures. */
  dimensions: z.object({ unit: lengthUnitSchema, named: z.boolean() }).nullable(),
  problems: z.array(vehicleListProblemSchema),
});
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

export const vehicleListMessages = {
  notSheet: 'A vehicle list is read from a spreadsheet (.xlsx or .csv).',
  noHeader:
    'No vehicle list was found in this file: it needs a header row naming its columns, with at least the chassis, maker or model.',
  tooMany: 'A vehicle list holds at most 10,000 vehicles.',
  noVehicles: "No vehicle was found under the list's header.",
} as const;
