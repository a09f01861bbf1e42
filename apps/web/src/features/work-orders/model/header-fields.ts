import { type CargoClass, cargoClassSchema } from '@portside/contracts/storage';
import { submitWorkOrderBodySchema, type WorkOrderStatus } from '@portside/contracts/work-orders';
import { z } from 'zod';

/** The submit's own rules for the fields above the table, with their messages ("Vessel is required" ...). */
const { vesselId, arrivalDate, status, cargoClass } = submitWorkOrderBodySchema.shape;

/**
 * The Work Order page: the vessel the manifest is for (none chosen yet: null), its arrival date, its cargo class and
 * the status the work order is created with (spec point 4).
 */
export const newWorkOrderFieldsSchema = z.object({ vesselId, arrivalDate, cargoClass, status });
export type NewWorkOrderFields = {
  vesselId: number | null;
  arrivalDate: string;
  cargoClass: CargoClass;
  status: WorkOrderStatus;
};

/** The edit page: the vessel stays, the arrival date and the cargo class may change. */
export const draftFieldsSchema = z.object({ arrivalDate, cargoClass: cargoClassSchema });
export type DraftFields = z.infer<typeof draftFieldsSchema>;
