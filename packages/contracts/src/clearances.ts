import { z } from 'zod';
import { documentNumberSchema, idSchema, isoDateSchema } from './bounds';
import { cancellationSchema } from './cancellations';
import { listQuerySchema, pageSchema } from './lists';

/** Spec 5 and 8 clearance messages verbatim; the sentences with values are ours (docs/domain.md). */
export const clearanceMessages = {
  numberRequired: 'Clearance number is required',
  itemRequired: 'Item ID is required',
  itemNotNumber: 'Item ID must be a number',
  created: 'Clearance created successfully',
  failedToCreate: 'An unexpected error occurred while creating the clearance',
  failedToFetch: 'Failed to fetch clearances',
  failedToFetchItems: 'Failed to fetch the items of the vessel',
  itemNotFound: 'The chosen BL was not found.',
  itemNotOnVessel: 'The chosen BL is not on the chosen vessel.',
  dateInFuture: 'The clearance date cannot be in the future.',
  dateTooEarly: 'The clearance date cannot be more than {{days}} days before the vessel arrives on {{arrivalDate}}.',
  alreadyCleared: 'BL {{blNo}} is already cleared under clearance {{clearanceNumber}}.',
  numberUsed: 'Clearance number {{clearanceNumber}} is already used for BL {{blNo}}.',
  notFound: 'Clearance not found.',
  alreadyCancelled: 'Clearance {{clearanceNumber}} is already cancelled.',
  cancelReleased:
    'BL {{blNo}} has left the terminal under clearance {{clearanceNumber}}: a supervisor reverses its gate release first.',
  cancelFailed: 'Failed to cancel the clearance.',
} as const;

/** How many days before its vessel's arrival a BL may be cleared: customs may clear cargo ahead of the ship. */
export const clearanceDaysBeforeArrival = 90;

/** Spec 3 Clearance as lists read it, with the BL's vessel. */
export const clearanceSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  blNo: z.string(),
  clearanceNumber: z.string(),
  clearanceDate: z.iso.date(),
  vesselName: z.string(),
  voyageNumber: z.string(),
  createdAt: z.string(),
  /** Set once it is cancelled (recorded against the wrong BL): its BL is not cleared by it, its number free again. */
  cancellation: cancellationSchema,
});
export type Clearance = z.infer<typeof clearanceSchema>;

/**
 * POST /clearances/ (spec 5): clearanceNumber and itemId required, vesselId optional (when given, the item must be
 * on one of the vessel's work orders). clearanceDate is ours: the day customs cleared the BL, today (terminal time
 * zone) when left out, never in the future nor more than `clearanceDaysBeforeArrival` days before the arrival.
 */
export const clearanceBodySchema = z.object({
  clearanceNumber: documentNumberSchema({
    required: clearanceMessages.numberRequired,
    tooLong: 'Clearance number must be at most 60 characters',
  }),
  itemId: idSchema(clearanceMessages.itemNotNumber, clearanceMessages.itemRequired),
  vesselId: idSchema().nullish(),
  clearanceDate: isoDateSchema().optional(),
});
export type ClearanceBody = z.input<typeof clearanceBodySchema>;

/** Spec 2.5: search by clearance number; clearance number and date sortable (newest first by default). */
export const listClearancesQuerySchema = listQuerySchema(['clearanceNumber', 'clearanceDate'], {
  sort: 'clearanceDate',
  order: 'desc',
});
export type ListClearancesQuery = z.infer<typeof listClearancesQuerySchema>;
export const clearancesPageSchema = pageSchema(clearanceSchema);

/**
 * Spec 3 vessel item (GET /vessels/{id}/items): a BL of any work order of the vessel with the work order item fields,
 * the arrival date of its visit, and where it stands: its clearance and its invoice (null when none), so pickers can
 * show what is left to do and which dates a form accepts.
 */
export const vesselItemSchema = z.object({
  id: z.number().int(),
  workOrderId: z.number().int(),
  arrivalDate: z.iso.date(),
  blNo: z.string(),
  marksAndNumbers: z.string(),
  shipper: z.string(),
  consignee: z.string(),
  noPackages: z.number().int(),
  description: z.string(),
  cbmSo: z.number(),
  grossWeight: z.number(),
  stevedoring: z.string().nullable(),
  arrastre: z.string().nullable(),
  clearanceNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type VesselItem = z.infer<typeof vesselItemSchema>;
export const vesselItemsResponseSchema = z.object({ data: z.array(vesselItemSchema) });

/** GET /vessels/completed (spec 7): vessels whose visit is completed, as picker options, newest visit first. */
export const completedVesselSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  voyageNumber: z.string(),
  shippingAgent: z.string(),
  arrivalDate: z.iso.date(),
});
export type CompletedVessel = z.infer<typeof completedVesselSchema>;
export const completedVesselsResponseSchema = z.object({ data: z.array(completedVesselSchema) });
