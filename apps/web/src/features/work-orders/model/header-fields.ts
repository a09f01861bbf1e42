import { submitWorkOrderBodySchema, type WorkOrderStatus } from '@portside/contracts/work-orders';
import { z } from 'zod';

/** The submit's own rules for the fields above the table, with their messages ("Vessel is required" ...). */
const { vesselId, arrivalDate, status } = submitWorkOrderBodySchema.shape;

/**
 * The Work Order page: the vessel the manifest is for (none chosen yet: null), its arrival date and the status the
 * work order is created with (spec point 4).
 */
export const newWorkOrderFieldsSchema = z.object({ vesselId, arrivalDate, status });
export type NewWorkOrderFields = { vesselId: number | null; arrivalDate: string; status: WorkOrderStatus };

/** The edit page: the vessel stays, the arrival date may change. */
export const draftFieldsSchema = z.object({ arrivalDate });
export type DraftFields = z.infer<typeof draftFieldsSchema>;
