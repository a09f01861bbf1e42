import { z } from 'zod';
import { boundsMessages, idSchema, isPrintable, reasonSchema } from './bounds';
import { storageAccrualSchema } from './storage';
import { maxPackages } from './work-orders';

/** Spec 8 track messages verbatim, and the gate's sentences (ours, docs/domain.md). */
export const trackingMessages = {
  blRequired: 'BL number is required',
  prefixTooShort: 'Type at least 4 characters of the BL number',
  oneBl: 'Give one BL number at a time',
  failedToRetrieve: 'Failed to retrieve tracking results',
  failedToTrack: 'Failed to track',
  noResults: 'No results.',
  notOurArrastre: 'BL {{blNo}} is delivered by another arrastre operator, not through this gate.',
  notDischarged: 'BL {{blNo}} has not been discharged yet.',
  notCleared: 'BL {{blNo}} is not cleared by customs: no gate-out before its clearance is recorded.',
  notPaid: 'BL {{blNo}} is not paid: no gate-out before its official receipt is recorded.',
  alreadyOut: 'BL {{blNo}} already left the terminal at {{gateOutAt}}.',
  itemNotFound: 'The chosen BL was not found.',
  notReleased: 'BL {{blNo}} has not left the terminal: there is no release to reverse.',
  reverseFailed: 'Failed to reverse the release.',
  tooManyPackages: 'Only {{remaining}} packages of BL {{blNo}} remain in the terminal: no more can be released.',
  slipUsed: 'Withdrawal slip {{slipNumber}} was already used for BL {{blNo}}.',
  releaseNotFound: 'The chosen release was not found.',
  releaseReversed: 'This release of BL {{blNo}} was already reversed.',
  notLastRelease: 'Only the last truck of BL {{blNo}} can be reversed: reverse the later ones first.',
  plateRequired: 'Plate number is required, at most 20 characters',
  driverRequired: "Driver's name is required, at most 120 characters",
  slipRequired: 'Withdrawal slip number is required, at most 40 characters',
  packagesInvalid: 'Packages must be a whole number from 1',
  storageOwed:
    'BL {{blNo}} owes PHP {{amount}} of storage to today: it leaves once finance bills it and a receipt pays it.',
  holdReasonRequired: 'A reason is required to release cargo that owes storage',
  holdReasonTooLong: 'Reason must be at most 500 characters',
  holdBySupervisor: 'Only a supervisor can release cargo that owes storage.',
  supervisorOnlyHeld: 'A supervisor releases only cargo held for the storage it owes: the guard releases the rest.',
} as const;

/** A BL number as typed or scanned: trimmed, not blank, at most the column's 60 characters. */
export const blNumberSchema = z
  // A query string names bl_no twice as a list of two.
  .string({ error: (issue) => (issue.input === undefined ? trackingMessages.blRequired : trackingMessages.oneBl) })
  .trim()
  .min(1, trackingMessages.blRequired)
  .max(60, 'BL number must be at most 60 characters');

/** The shortest start of a BL number that finds BLs (a shipping line's code is four letters). */
export const blPrefixMin = 4;

/** At most this many BLs are offered for the start of a number. */
export const blSuggestionsMax = 10;

/** GET /items/bl-numbers?prefix=...: the BLs whose number starts with it (ignoring case), to choose one from. */
export const blSuggestionsQuerySchema = z.object({
  prefix: z
    .string({ error: trackingMessages.prefixTooShort })
    .trim()
    .min(blPrefixMin, trackingMessages.prefixTooShort)
    .max(60, 'BL number must be at most 60 characters'),
  /** Only the BLs customs has not cleared yet (the clearance page). */
  uncleared: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const blSuggestionSchema = z.object({
  itemId: z.number().int(),
  blNo: z.string(),
  vesselId: z.number().int(),
  vesselName: z.string(),
  voyageNo: z.string(),
  arrivalDate: z.iso.date(),
  consignee: z.string(),
  /** Customs cleared it (the clearance page offers only the others). */
  cleared: z.boolean(),
});
export type BlSuggestion = z.infer<typeof blSuggestionSchema>;
export const blSuggestionsSchema = z.object({ data: z.array(blSuggestionSchema) });

/** GET /items/search-bl?bl_no=...: every BL with that number (any vessel), matched whole and case-insensitively. */
export const trackQuerySchema = z.object({ blNo: blNumberSchema });

/** One truck's withdrawal of a BL's packages at the gate. */
export const withdrawalSchema = z.object({
  id: z.number().int(),
  packages: z.number().int(),
  plateNumber: z.string(),
  driverName: z.string(),
  slipNumber: z.string(),
  releasedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A BL in our yard: its storage, what it owes of it, and the trucks that took it out (tracking, the client portal). */
export const blInYardSchema = z.object({
  /**
   * Storage from its discharge to today (or to the day it left): null until it is discharged, and for a BL that
   * another arrastre operator delivers (its yard stores it).
   */
  storage: storageAccrualSchema.nullable(),
  /**
   * Its storage invoices (null with `storage`): the last day they bill, and what is owed to today, VAT included: the
   * accrued days no invoice bills yet and the invoices no receipt pays.
   */
  storageBilling: z.object({ billedTo: z.iso.date().nullable(), owedAmount: z.string() }).nullable(),
  /** Packages still in the terminal: what came off the vessel (at least 1) less what the gate released. */
  remainingPackages: z.number().int(),
  /** The trucks that took its packages out, the first first; reversed releases are not listed. */
  withdrawals: z.array(withdrawalSchema),
});
export type BlInYard = z.infer<typeof blInYardSchema>;

/** Spec 3 tracking result, plus where the BL stands: clearance, invoice, official receipt (null when none). */
export const trackingResultSchema = z.object({
  id: z.number().int(),
  blNo: z.string(),
  vesselName: z.string(),
  voyageNo: z.string(),
  description: z.string(),
  consignee: z.string(),
  shipper: z.string(),
  noPackages: z.number().int(),
  cbmSo: z.number(),
  grossWeight: z.number(),
  arrivalDate: z.iso.date(),
  timeOfBerth: z.string().nullable(),
  handledAt: z.string().nullable(),
  gateOutAt: z.string().nullable(),
  stevedoring: z.string().nullable(),
  arrastre: z.string().nullable(),
  clearanceNumber: z.string().nullable(),
  clearanceDate: z.iso.date().nullable(),
  invoiceNumber: z.string().nullable(),
  billingDate: z.iso.date().nullable(),
  orNumber: z.string().nullable(),
  orDateIssued: z.iso.date().nullable(),
  ...blInYardSchema.shape,
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;
export const trackingResponseSchema = z.object({ data: z.array(trackingResultSchema) });

/** Why the gate refuses a BL, in the order the guard checks them. */
export const gateRefusals = [
  'notOurArrastre',
  'notDischarged',
  'notCleared',
  'notPaid',
  'storageOwed',
  'alreadyOut',
] as const;
export type GateRefusal = (typeof gateRefusals)[number];

/**
 * A BL at the gate (GET /gate/bl?bl_no=..., guard): what the guard checks before releasing it, and since when the
 * cargo has been in the terminal (dwell from discharge, whole days, terminal time zone).
 */
export const gateItemSchema = trackingResultSchema.extend({
  daysInTerminal: z.number().int().nullable(),
  refusals: z.array(z.enum(gateRefusals)),
});
export type GateItem = z.infer<typeof gateItemSchema>;
export const gateResponseSchema = z.object({ data: z.array(gateItemSchema) });

const truckText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((text) => isPrintable(text), boundsMessages.invisibleInName);

/**
 * POST /gate/releases: packages of one BL leave now on one truck, with its withdrawal slip; refused (409, the sentence
 * of the first refusal, or of more packages than remain) else.
 */
export const gateReleaseBodySchema = z.object({
  itemId: idSchema(),
  packages: z
    .number({ error: trackingMessages.packagesInvalid })
    .int(trackingMessages.packagesInvalid)
    .min(1, trackingMessages.packagesInvalid)
    .max(maxPackages, trackingMessages.packagesInvalid),
  // Upper case may write a letter longer ("ß" is "SS"): the column's length is checked again after.
  plateNumber: truckText(trackingMessages.plateRequired, 20)
    .transform((plate) => plate.toUpperCase())
    .pipe(z.string().max(20, trackingMessages.plateRequired)),
  driverName: truckText(trackingMessages.driverRequired, 120),
  slipNumber: truckText(trackingMessages.slipRequired, 40),
  /** A supervisor lets out cargo that owes storage, saying why (audited; the release keeps it). */
  holdReason: reasonSchema({
    required: trackingMessages.holdReasonRequired,
    tooLong: trackingMessages.holdReasonTooLong,
  }).optional(),
});
export type GateReleaseBody = z.input<typeof gateReleaseBodySchema>;

/** A release as recorded: the truck, what it took and what remains; the BL's gate-out once nothing remains. */
export const gateReleaseSchema = withdrawalSchema.extend({
  itemId: z.number().int(),
  blNo: z.string(),
  remainingPackages: z.number().int(),
  gateOutAt: z.string().nullable(),
});
export type GateRelease = z.infer<typeof gateReleaseSchema>;

/** GET /gate/releases/{id}: the gate pass of one release, printed for the truck's driver. */
export const gatePassSchema = gateReleaseSchema.extend({
  vesselName: z.string(),
  voyageNo: z.string(),
  consignee: z.string(),
  description: z.string(),
  /** What came off the vessel, all trucks together. */
  totalPackages: z.number().int(),
  /** Packages still in the terminal once this truck left. */
  remainingAfter: z.number().int(),
  releasedBy: z.string().nullable(),
  reversed: z.boolean(),
  /** Why a supervisor let it out while it owed storage (null when it owed none). */
  holdReason: z.string().nullable(),
});
export type GatePass = z.infer<typeof gatePassSchema>;
