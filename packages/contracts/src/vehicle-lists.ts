import { z } from 'zod';
import { maxSubItems, subItemSchema } from './work-orders';

/** The details of one vehicle a list gives; null where the list has no such column or the cell is empty. */
export const listedVehicleSchema = subItemSchema.omit({ id: true });
export type ListedVehicle = z.infer<typeof listedVehicleSchema>;
export type VehicleField = keyof ListedVehicle;

/**
 * A cell of the list that does not read as what its column holds (a figure that is none, a name or chassis longer
 * than a vehicle's field takes): the vehicle is kept with that field empty.
 */
export const vehicleListProblemSchema = z.object({
  /** The sheet's line, from 1, as the spreadsheet numbers it. */
  line: z.number().int(),
  field: listedVehicleSchema.keyof(),
  printed: z.string(),
});
export type VehicleListProblem = z.infer<typeof vehicleListProblemSchema>;

export const vehicleListResponseSchema = z.object({
  vehicles: z.array(listedVehicleSchema).max(maxSubItems),
  problems: z.array(vehicleListProblemSchema),
});
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

export const vehicleListMessages = {
  notSheet: 'A vehicle list is read from a spreadsheet (.xlsx or .csv).',
  noHeader:
    'No vehicle list was found in this file: it needs a header row naming its columns, with at least the chassis, maker or model.',
  tooMany: 'A vehicle list holds at most 10,000 vehicles.',
} as const;
