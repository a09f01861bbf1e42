import { z } from 'zod';
import { boundsMessages, idSchema, isoDateSchema, isPrintable } from './bounds';
import { listQuerySchema, pageSchema } from './lists';
import { manifestMessages, maxManifestBytes } from './manifests';
import { cargoClassSchema } from './storage';
import { versionSchema } from './versions';

export const workOrderStatuses = ['draft', 'final', 'completed'] as const;
export const workOrderStatusSchema = z.enum(workOrderStatuses);
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

/** Spec 9: the handler whose non-rice rows carry one vehicle sub-item per package. */
export const vehicleHandler = 'AITSI';

/** Spec 4: rows handled (stevedoring or arrastre) by AITSI whose content is not rice have vehicle sub-items. */
export function needsVehicleDetails(row: {
  stevedoring?: string | null;
  arrastre?: string | null;
  description: string;
}) {
  const handledByAitsi = [row.stevedoring, row.arrastre].some((name) => name?.trim().toUpperCase() === vehicleHandler);
  return handledByAitsi && !/\brice\b/i.test(row.description);
}

type VehicleDetails = { vehicleMaker?: string | null; vehicleModel?: string | null; chassisNo?: string | null };
export const isIncompleteSubItem = (sub: VehicleDetails) =>
  ![sub.vehicleMaker, sub.vehicleModel, sub.chassisNo].every((value) => value?.trim());

/** Spec 5: the sub-items of AITSI non-rice rows that lack maker, model or chassis (the submit block's count). */
export function countIncompleteSubItems(
  rows: { stevedoring?: string | null; arrastre?: string | null; description: string; subItems: VehicleDetails[] }[],
) {
  return rows
    .filter(needsVehicleDetails)
    .reduce((sum, row) => sum + row.subItems.filter(isIncompleteSubItem).length, 0);
}

export const workOrderMessages = {
  vehicleDetailsIncomplete: 'Cannot submit: Some sub-item vehicle details are incomplete.',
  submitted: 'Work Order submitted successfully',
  submitFailed: 'Failed to submit work order items',
  /** Spec 8 "Creation": a new work order's submit that failed without a sentence of the server's. */
  createFailed: 'An unexpected error occurred while creating the work order',
  noItems: 'A work order needs at least one item.',
  duplicateBl: 'This BL number appears more than once in the work order.',
  notFound: 'Work order not found.',
  notDraft: 'Only a draft work order can be edited.',
  itemNotInWorkOrder: 'This item does not belong to the work order.',
  itemListedTwice: 'This item appears more than once in the list.',
  oneWorkOrder: 'All items must belong to the same work order.',
  itemInUse: 'An item that is already cleared or billed cannot be removed from the work order.',
  dischargedItemLocked: 'A discharged BL cannot be removed from the work order or have its packages changed.',
  draftChanged:
    'Someone else saved this draft after you opened it, and your changes were not saved. Reload the page to see theirs, then make yours again.',
  noManifest: 'This work order has no stored manifest.',
  manifestNameRequired: 'The manifest file name is required.',
  tooManyItems: 'A work order can hold at most 5,000 items.',
  tooManySubItems: 'A row can hold at most 10,000 vehicle sub-items.',
  subItemsNotVehicles: 'Only rows handled by AITSI whose content is not rice have vehicle sub-items.',
  moreSubItemsThanPackages: 'A row cannot have more vehicle sub-items than packages.',
} as const;

/** The largest package count and measure (kg, CBM) an item takes; the manifest parser doubts a figure beyond them. */
export const maxPackages = 10_000_000;
/** Items a work order holds. */
export const maxItems = 5000;
export const maxMeasure = 1e10;
/** The most vehicle sub-items a row holds. */
export const maxSubItems = 10_000;

const text = (max: number) => z.string().trim().max(max);
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
const measure = (message: string) => z.number({ error: message }).min(0, message).max(maxMeasure, message);
const optionalMeasure = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(1e7, message)
    .nullish()
    .transform((value) => value ?? null);
const optionalName = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

/** Spec 3 sub-item: the vehicle details of one package, dimensions in cm and CBM in cubic metres. */
export const subItemInputSchema = z.object({
  vehicleMaker: optionalName(100),
  vehicleModel: optionalName(100),
  chassisNo: optionalName(60),
  lengthCm: optionalMeasure('Length must be a number of 0 or more'),
  widthCm: optionalMeasure('Width must be a number of 0 or more'),
  heightCm: optionalMeasure('Height must be a number of 0 or more'),
  cbm: optionalMeasure('CBM must be a number of 0 or more'),
});
export type SubItemInput = z.input<typeof subItemInputSchema>;
export const subItemSchema = subItemInputSchema.extend({
  id: z.number().int(),
  vehicleMaker: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  chassisNo: z.string().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  cbm: z.number().nullable(),
});
export type SubItem = z.infer<typeof subItemSchema>;

/**
 * One BL as the page submits it (spec 3 work order item). Handler names are as printed; `consigneeId` is the
 * registry consignee the user applied, if any. `itemId` names an existing item when a draft is edited.
 */
export const itemInputSchema = z.object({
  itemId: idSchema().optional(),
  // The BL number, the consignee and the description are printed on the sales invoice (the buyer when the consignee
  // is not in the registry): nothing in them may print as nothing or turn the text around.
  blNo: required('BL number is required', 60).refine((blNo) => isPrintable(blNo), boundsMessages.invisibleInPrinted),
  marksAndNumbers: text(4000).default(''),
  shipper: text(1000).default(''),
  consignee: required('Consignee is required', 250).refine(
    (consignee) => isPrintable(consignee),
    boundsMessages.invisibleInName,
  ),
  consigneeId: idSchema()
    .nullish()
    .transform((id) => id ?? null),
  noPackages: z
    .number({ error: 'Number of packages must be a whole number of 0 or more' })
    .int('Number of packages must be a whole number of 0 or more')
    .min(0, 'Number of packages must be a whole number of 0 or more')
    .max(maxPackages, 'Number of packages must be a whole number of 0 or more'),
  description: required('Description is required', 1000).refine(
    (description) => isPrintable(description, { lines: true }),
    boundsMessages.invisibleInPrinted,
  ),
  grossWeight: measure('Gross weight must be a number of 0 or more'),
  cbmSo: measure('CBM must be a number of 0 or more'),
  stevedoring: optionalName(150),
  arrastre: optionalName(150),
  subItems: z.array(subItemInputSchema).max(maxSubItems, workOrderMessages.tooManySubItems).default([]),
});
export type ItemInput = z.input<typeof itemInputSchema>;
export type ItemBody = z.infer<typeof itemInputSchema>;

/**
 * The BL numbers of one work order are unique, an existing item is listed once, and AITSI non-rice rows have complete
 * vehicle details (spec 5).
 */
function checkItems(items: ItemBody[], context: z.RefinementCtx, path: (string | number)[]) {
  const seen = new Set<string>();
  const itemIds = new Set<number>();
  items.forEach((item, index) => {
    const key = item.blNo.toLowerCase();
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', message: workOrderMessages.duplicateBl, path: [...path, index, 'blNo'] });
    }
    seen.add(key);
    if (item.itemId !== undefined) {
      if (itemIds.has(item.itemId)) {
        context.addIssue({
          code: 'custom',
          message: workOrderMessages.itemListedTwice,
          path: [...path, index, 'itemId'],
        });
      }
      itemIds.add(item.itemId);
    }
    const subItemsPath = [...path, index, 'subItems'];
    if (!needsVehicleDetails(item)) {
      if (item.subItems.length > 0) {
        context.addIssue({ code: 'custom', message: workOrderMessages.subItemsNotVehicles, path: subItemsPath });
      }
      return;
    }
    if (item.subItems.length > item.noPackages) {
      context.addIssue({ code: 'custom', message: workOrderMessages.moreSubItemsThanPackages, path: subItemsPath });
    }
    item.subItems.forEach((sub, subIndex) => {
      if (isIncompleteSubItem(sub)) {
        context.addIssue({
          code: 'custom',
          message: workOrderMessages.vehicleDetailsIncomplete,
          path: [...subItemsPath, subIndex],
        });
      }
    });
  });
}

const itemsSchema = z
  .array(itemInputSchema)
  .min(1, workOrderMessages.noItems)
  .max(maxItems, workOrderMessages.tooManyItems);

/** The atomic submit of the Work Order page: the work order, its items and the uploaded manifest at once. */
export const submitWorkOrderBodySchema = z
  .object({
    vesselId: idSchema('Vessel is required'),
    arrivalDate: isoDateSchema('Arrival date is required'),
    /** The visit's cargo for the port: its storage's free days and rates (default import). */
    cargoClass: cargoClassSchema.default('import'),
    /** Spec point 4: draft, final or completed on creation (docs/domain.md "Work orders"). */
    status: workOrderStatusSchema.default('draft'),
    manifest: z.object({
      fileName: text(255).min(1, workOrderMessages.manifestNameRequired),
      /** The PDF as uploaded, base64 (at most 5 MB decoded). */
      contentBase64: z
        .string()
        .min(1)
        .max(Math.ceil(maxManifestBytes / 3) * 4, manifestMessages.tooLarge),
    }),
    items: itemsSchema,
  })
  .superRefine((body, context) => checkItems(body.items, context, ['items']));
export type SubmitWorkOrderBody = z.input<typeof submitWorkOrderBodySchema>;

/** Spec 7 POST /work-orders: vesselId, status, owner, type, arrivalDate (defaults of spec 9). */
export const createWorkOrderBodySchema = z.object({
  vesselId: idSchema('Vessel is required'),
  status: workOrderStatusSchema.default('draft'),
  owner: text(150).min(1).default('admin'),
  type: text(40).min(1).default('Cargo'),
  arrivalDate: isoDateSchema('Arrival date is required'),
  cargoClass: cargoClassSchema.default('import'),
});
export type CreateWorkOrderBody = z.input<typeof createWorkOrderBodySchema>;

/** Spec 7 POST /items: a list of items of one draft work order, written together. */
export const createItemsBodySchema = z
  .array(itemInputSchema.omit({ itemId: true }).extend({ woId: idSchema() }))
  .min(1, workOrderMessages.noItems)
  .max(maxItems, workOrderMessages.tooManyItems)
  .superRefine((items, context) => {
    checkItems(items, context, []);
    items.forEach((item, index) => {
      if (item.woId !== items[0]?.woId) {
        context.addIssue({ code: 'custom', message: workOrderMessages.oneWorkOrder, path: [index, 'woId'] });
      }
    });
  });
export type CreateItemsBody = z.input<typeof createItemsBodySchema>;

/** The edit of a draft: the whole item list; rows with itemId are updated, others added, missing ones removed. */
export const replaceItemsBodySchema = z
  .object({ arrivalDate: z.iso.date().optional(), cargoClass: cargoClassSchema.optional(), items: itemsSchema })
  .superRefine((body, context) => checkItems(body.items, context, ['items']));
export type ReplaceItemsBody = z.input<typeof replaceItemsBodySchema>;

export const workOrderVesselSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  voyageNumber: z.string(),
  shippingAgent: z.string(),
});

/** Operation's open request for an update of a draft (POST /work-orders/{id}/request-update), shown to commercial. */
export const updateRequestSchema = z.object({
  note: z.string(),
  requestedAt: z.string(),
  requestedBy: z.string().nullable(),
});
export type UpdateRequest = z.infer<typeof updateRequestSchema>;

/**
 * Spec 3 work order, with the list view's vessel and vesselType, the totals of its items and operation's open request
 * for an update (it was sent back to draft with that note), shown in the lists and on its page.
 */
export const workOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  vesselId: z.number().int(),
  status: workOrderStatusSchema,
  owner: z.string(),
  type: z.string(),
  arrivalDate: z.iso.date(),
  cargoClass: cargoClassSchema,
  createdAt: z.string(),
  vessel: workOrderVesselSchema,
  vesselType: z.string(),
  itemCount: z.number().int(),
  totalPackages: z.number().int(),
  totalGrossWeight: z.number(),
  totalCbm: z.number(),
  updateRequest: updateRequestSchema.nullable(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const workOrderDetailSchema = workOrderSchema.extend({
  manifest: z.object({ fileName: z.string(), sha256: z.string(), size: z.number().int() }).nullable(),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

/** Spec 3 work order item as read back. */
export const itemSchema = z.object({
  itemId: z.number().int(),
  woId: z.number().int(),
  blNo: z.string(),
  marksAndNumbers: z.string(),
  shipper: z.string(),
  consignee: z.string(),
  consigneeId: z.number().int().nullable(),
  noPackages: z.number().int(),
  description: z.string(),
  grossWeight: z.number(),
  cbmSo: z.number(),
  stevedoring: z.string().nullable(),
  arrastre: z.string().nullable(),
  subItems: z.array(subItemSchema),
});
export type Item = z.infer<typeof itemSchema>;
/**
 * A work order's items and the version of the draft they were read at: the edit page sends it back as If-Match, so a
 * save made from items another clerk has since changed is refused (docs/domain.md).
 */
export const itemsResponseSchema = z.object({ data: z.array(itemSchema), version: versionSchema });
export type ItemsResponse = z.infer<typeof itemsResponseSchema>;

export const listWorkOrdersQuerySchema = listQuerySchema(['number', 'vessel', 'arrivalDate', 'createdAt'], {
  sort: 'createdAt',
  order: 'desc',
});
export type ListWorkOrdersQuery = z.infer<typeof listWorkOrdersQuerySchema>;
export const workOrdersPageSchema = pageSchema(workOrderSchema);
