import { z } from 'zod';
import { idSchema, instantSchema } from './bounds';
import { versionSchema } from './versions';
import { workOrderSchema } from './work-orders';

/** Spec 5 and 8 messages of the operation screens, verbatim; the rest are ours (docs/domain.md). */
export const operationMessages = {
  mustBeNonNegative: 'Must be ≥ 0',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 200 characters',
  notesTooLong: 'Notes must be at most 2000 characters',
  fromTimeRequired: 'From time is required',
  toTimeRequired: 'To time is required',
  toTimeAfterFrom: 'To time must be after from time',
  noteRequired: 'Note is required',
  noteTooLong: 'Note must be at most 1000 characters',
  gangInvalid: 'Gang must be a whole number from 1 to 30',
  gangCountInvalid: 'Number of gangs must be a whole number from 0 to 30',
  movesInvalid: 'Moves must be a whole number from 0 to 100000',
  hourRequired: 'Hour is required',
  hourNotWhole: "The hour must start on the hour (HH:00) of the terminal's clock.",
  hourInFuture: 'This hour has not started yet.',
  hourBeforeArrival: "The hour is before the vessel's arrival date.",
  hourBeforeArrived: 'The hour ended before the vessel arrived (its recorded actual arrival or berth).',
  gangBeyondVisit: "The gang must be from 1 to {{gangs}}, the visit's number of gangs.",
  entryRecorded: 'This entry was recorded already: it is not recorded twice.',
  entryKeyInvalid: 'The entry key must be a UUID.',
  monitoringNotFound: 'Monitoring record not found.',
  excessMoves: 'This tally would make the moves exceed the manifested packages. Confirm to record it anyway.',
  noItemsChosen: 'Choose at least one BL to mark discharged.',
  packagesInvalid: 'Packages must be a whole number from 0 to 1000000',
  notADraft: 'Only a draft work order can be confirmed.',
  notEditable: 'A completed work order cannot be sent back for update.',
  departureRequired: 'Time of departure is required',
  departureBeforeBerth: 'The departure cannot be before the time of berth.',
  departureOfCompletedVisit: 'The departure of a completed visit can only be recorded again with Record departure.',
  timeTooEarly: 'This time is more than 7 days before the arrival date.',
  timeInFuture: 'This time is in the future.',
  delayTooLong: 'A delay can last at most 7 days.',
  itemNotOnWorkOrder: 'A chosen BL is not on this work order.',
  failedToLoadWorkOrder: 'Failed to load work order',
  failedToLoadMonitoring: 'Failed to load monitoring info',
  missingId: 'No work order was given: open the monitoring page from the Vessel Visit List.',
  visitCompleted: 'This visit is completed: a supervisor reopens it before its records are corrected.',
  notCompleted: 'Only a completed visit can be reopened.',
  alreadyReopened:
    'This visit is already reopened: operation corrects it, and recording its departure completes it again.',
  tallyNotFound: 'There is no tally of this gang in this hour.',
  delayNotFound: 'Delay not found.',
  notDischarged: 'BL {{blNo}} is not discharged: there is no discharge to undo.',
  dischargeReleased:
    'BL {{blNo}} has packages out of the gate: a supervisor reverses its releases before its discharge is undone.',
  countBelowReleased:
    'BL {{blNo}} has {{released}} packages out of the gate already: its count cannot be less than that.',
} as const;

/**
 * An entry typed on a device (a tally, a delay) carries a key of its own (Idempotency-Key): sent again after its
 * answer was lost, it is refused with `entryRecorded` (409) instead of being recorded twice.
 */
export const entryKeyHeadersSchema = z.object({
  'idempotency-key': z.uuid({ error: operationMessages.entryKeyInvalid }).optional(),
});

const nonNegative = (max: number) =>
  z
    .number({ error: operationMessages.mustBeNonNegative })
    .min(0, operationMessages.mustBeNonNegative)
    .max(max, `Must be at most ${max}`);
/** A place field of the monitoring form: trimmed, blank becomes null (cleared). */
const placeText = z
  .string()
  .trim()
  .max(100)
  .transform((value) => value || null);

/** An instant on the wire (ISO 8601 with offset) or null when not recorded. */
const at = z.string().nullable();

/**
 * Spec 3 Monitoring of one work order (GET /monitoring/work-order/{id}): what operation records (editable) and the
 * figures computed by the server from the tallies, items and delays (read-only, DOMAIN.md "Monitoring").
 */
export const monitoringSchema = z.object({
  id: z.number().int(),
  workOrderId: z.number().int(),
  timeOfBerth: at,
  timeOfDeparture: at,
  berthLocation: z.string().nullable(),
  pier: z.string().nullable(),
  targetMovesPerHour: z.number().nullable(),
  noGang: z.number().int().nullable(),
  breakDurationHours: z.number().nullable(),
  actualTimeOfArrival: at,
  totalPackages: z.number().int(),
  totalMoves: z.number().int(),
  balanceToMove: z.number().int(),
  firstMoveTime: at,
  lastMoveTime: at,
  /** Moves per worked hour (hours in which a tally was recorded), 2 decimals; null before the first move. */
  actualMovesPerHour: z.number().nullable(),
  targetCompletionTime: at,
  estimatedCompletionTime: at,
  /** BLs of the work order, and how many of them are discharged (handledAt set). */
  itemCount: z.number().int(),
  dischargedCount: z.number().int(),
  /** The visit's progress, as the vessel schedules show it: CBM of the BLs discharged in percent of all (1 decimal). */
  percentDone: z.number(),
  /** Set while a supervisor has reopened the completed visit for its records to be corrected. */
  reopenedAt: at,
  updatedAt: z.string(),
});
export type Monitoring = z.infer<typeof monitoringSchema>;

/** PATCH /monitoring/{id}: only the changed fields, trimmed (spec 5); an empty body changes nothing. */
export const monitoringPatchSchema = z
  .object({
    timeOfBerth: instantSchema().nullable(),
    timeOfDeparture: instantSchema().nullable(),
    actualTimeOfArrival: instantSchema().nullable(),
    berthLocation: placeText.nullable(),
    pier: placeText.nullable(),
    targetMovesPerHour: nonNegative(10_000).nullable(),
    noGang: nonNegative(30).int(operationMessages.gangCountInvalid).nullable(),
    breakDurationHours: nonNegative(1_000).nullable(),
  })
  .partial()
  .strict();
export type MonitoringPatch = z.input<typeof monitoringPatchSchema>;
export const monitoringPatchFields = Object.keys(monitoringPatchSchema.shape) as (keyof MonitoringPatch)[];

/** One hour of the productivity log: moves per gang (spec: gang is a map of gang number to count) and their total. */
export const productivityRowSchema = z.object({
  hourStart: z.string(),
  /** "08:00-09:00" in the terminal's time zone. */
  hourRange: z.string(),
  gang: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type ProductivityRow = z.infer<typeof productivityRowSchema>;
/** GET /work-orders/{id}/productivity-logs: hours in order, the gangs that appear, totals per gang and in all. */
export const productivityLogSchema = z.object({
  data: z.array(productivityRowSchema),
  gangs: z.array(z.number().int()),
  totals: z.object({ gang: z.record(z.string(), z.number().int()), total: z.number().int() }),
});
export type ProductivityLog = z.infer<typeof productivityLogSchema>;

/**
 * POST /work-orders/{id}/productivity-logs: the moves of one gang in one hour (the hour is the start of a whole
 * hour; recording the same hour and gang again corrects it, or with `add` adds to it). A tally that makes the moves
 * exceed the manifested packages is refused with 409 `excessMoves` unless `confirmExcess` is true.
 */
export const tallyBodySchema = z.strictObject({
  hourStart: instantSchema(operationMessages.hourRequired),
  gang: z
    .number({ error: operationMessages.gangInvalid })
    .int(operationMessages.gangInvalid)
    .min(1, operationMessages.gangInvalid)
    .max(30, operationMessages.gangInvalid),
  moves: z
    .number({ error: operationMessages.movesInvalid })
    .int(operationMessages.movesInvalid)
    .min(0, operationMessages.movesInvalid)
    .max(100_000, operationMessages.movesInvalid),
  confirmExcess: z.boolean().default(false),
  /** Adds the moves to the gang's tally of the hour (the last lifts) instead of replacing its total (a correction). */
  add: z.boolean().default(false),
});
export type TallyBody = z.input<typeof tallyBodySchema>;

/** DELETE /work-orders/{id}/productivity-logs?hour_start=…&gang=…: one gang's tally of one hour, typed by mistake. */
export const tallyKeySchema = z.object({
  hourStart: instantSchema(operationMessages.hourRequired),
  gang: z
    .string({ error: operationMessages.gangInvalid })
    .max(2, operationMessages.gangInvalid)
    .regex(/^[0-9]{1,2}$/, operationMessages.gangInvalid)
    .transform(Number)
    .pipe(tallyBodySchema.shape.gang),
});
export type TallyKey = z.output<typeof tallyKeySchema>;

/** Spec 3 Delay; totalDelay is whole minutes (the web shows hours and minutes). */
export const delaySchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  notes: z.string().nullable(),
  fromTime: z.string(),
  toTime: z.string(),
  totalDelay: z.number().int(),
  /** The version its correction names back (If-Match), as a registry record's (docs/domain.md). */
  version: versionSchema,
});
export type Delay = z.infer<typeof delaySchema>;
export const delaysResponseSchema = z.object({ data: z.array(delaySchema), totalMinutes: z.number().int() });

const maxDelayMs = 7 * 24 * 3_600_000;

/** POST /work-orders/{id}/delays (spec 5 delay form); a delay lasts at most 7 days (docs/domain.md). */
export const delayBodySchema = z
  .strictObject({
    reason: z
      .string({ error: operationMessages.reasonRequired })
      .trim()
      .min(1, operationMessages.reasonRequired)
      .max(200, operationMessages.reasonTooLong),
    notes: z
      .string()
      .trim()
      .max(2000, operationMessages.notesTooLong)
      .nullish()
      .transform((value) => value || null),
    fromTime: instantSchema(operationMessages.fromTimeRequired),
    toTime: instantSchema(operationMessages.toTimeRequired),
  })
  .refine((delay) => Date.parse(delay.toTime) > Date.parse(delay.fromTime), {
    message: operationMessages.toTimeAfterFrom,
    path: ['toTime'],
  })
  .refine((delay) => Date.parse(delay.toTime) - Date.parse(delay.fromTime) <= maxDelayMs, {
    message: operationMessages.delayTooLong,
    path: ['toTime'],
  });
export type DelayBody = z.input<typeof delayBodySchema>;

/**
 * POST /work-orders/{id}/discharges: marks BLs discharged at `handledAt`: the listed ones (each with the packages
 * counted off the vessel, the manifested count when left out) or, with `all`, every BL not yet discharged.
 * BLs already discharged keep their time.
 */
export const dischargeBodySchema = z
  .object({
    handledAt: instantSchema(),
    all: z.boolean().default(false),
    items: z
      .array(
        z.object({
          itemId: idSchema(),
          packages: z
            .number({ error: operationMessages.packagesInvalid })
            .int(operationMessages.packagesInvalid)
            .min(0, operationMessages.packagesInvalid)
            .max(1_000_000, operationMessages.packagesInvalid)
            .optional(),
        }),
      )
      .max(5000)
      .default([]),
  })
  .refine((body) => body.all || body.items.length > 0, { message: operationMessages.noItemsChosen, path: ['items'] });
export type DischargeBody = z.input<typeof dischargeBodySchema>;
export const dischargeResultSchema = z.object({ discharged: z.number().int() });

/** A BL of the visit as the tally clerk sees it: manifested and discharged packages. */
export const visitItemSchema = z.object({
  itemId: z.number().int(),
  blNo: z.string(),
  consignee: z.string(),
  description: z.string(),
  noPackages: z.number().int(),
  cbm: z.number(),
  handledAt: z.string().nullable(),
  dischargedPackages: z.number().int().nullable(),
});
export type VisitItem = z.infer<typeof visitItemSchema>;
/** GET /work-orders/{id}/visit-items: the BLs of the visit in BL order, for the discharge screen. */
export const visitItemsResponseSchema = z.object({ data: z.array(visitItemSchema) });

/** POST /work-orders/{id}/departure: the vessel left; the work order becomes completed. */
export const departureBodySchema = z.object({ timeOfDeparture: instantSchema(operationMessages.departureRequired) });

/** POST /work-orders/{id}/request-update: operation sends the draft back to commercial with a note. */
export const requestUpdateBodySchema = z.object({
  note: z
    .string({ error: operationMessages.noteRequired })
    .trim()
    .min(1, operationMessages.noteRequired)
    .max(1000, operationMessages.noteTooLong),
});
export type RequestUpdateBody = z.input<typeof requestUpdateBodySchema>;

/** Handled and remaining CBM of one category, for the items our operator handles in it. */
export const categoryProgressSchema = z.object({
  category: z.enum(['stevedoring', 'arrastre']),
  totalCbm: z.number(),
  handledCbm: z.number(),
  remainingCbm: z.number(),
});

/** A BL of the outturn: manifested against discharged packages (difference < 0 short-landed, > 0 over-landed). */
export const outturnRowSchema = z.object({
  itemId: z.number().int(),
  blNo: z.string(),
  consignee: z.string(),
  manifested: z.number().int(),
  discharged: z.number().int().nullable(),
  difference: z.number().int().nullable(),
});

/** GET /work-orders/{id}/report: the statement of facts and the outturn of one visit (route /reports/operations/{id}). */
export const visitReportSchema = z.object({
  workOrder: workOrderSchema,
  monitoring: monitoringSchema,
  delays: delaysResponseSchema,
  productivity: productivityLogSchema,
  categories: z.array(categoryProgressSchema),
  outturn: z.object({
    rows: z.array(outturnRowSchema),
    shortLanded: z.array(outturnRowSchema),
    overLanded: z.array(outturnRowSchema),
    manifested: z.number().int(),
    discharged: z.number().int(),
  }),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

/** The groups of the vessel schedule (DOMAIN.md "Vessel status"). */
export const visitStatuses = ['arriving', 'ongoing', 'completed'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** A visit on the vessel schedule dashboard (spec 3 plus the handled share of each category). */
export const scheduleRowSchema = z.object({
  workOrderId: z.number().int(),
  vesselName: z.string(),
  voyageNumber: z.string(),
  arrivalDate: z.iso.date(),
  firstMove: z.string().nullable(),
  berthLocation: z.string().nullable(),
  /** Handled CBM / total CBM, 0 to 100 with 1 decimal. */
  percentDone: z.number(),
  totalStevedoring: z.number(),
  totalArrastre: z.number(),
  /** Handled share of our stevedoring / arrastre CBM, 0 to 100, null when we handle none. */
  stevedoringPercent: z.number().nullable(),
  arrastrePercent: z.number().nullable(),
  timeOfDeparture: z.string().nullable(),
  status: z.enum(visitStatuses),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;
/** GET /vessel-schedule/dashboard. */
export const scheduleDashboardSchema = z.object({
  arriving: z.array(scheduleRowSchema),
  ongoing: z.array(scheduleRowSchema),
  completed: z.array(scheduleRowSchema),
  generatedAt: z.string(),
});
export type ScheduleDashboard = z.infer<typeof scheduleDashboardSchema>;

/** GET /vessel-schedule/ (public, no sign-in): only what the public table shows; no ids, consignees or amounts. */
export const publicScheduleRowSchema = z
  .object({
    vesselName: z.string(),
    voyageNumber: z.string(),
    packages: z.number().int(),
    arrivalDate: z.iso.date(),
    totalArrastre: z.number(),
    totalStevedoring: z.number(),
    firstMove: z.string().nullable(),
    remainingArrastre: z.number(),
    remainingStevedoring: z.number(),
    latestUpdate: z.string().nullable(),
  })
  .strict();
export type PublicScheduleRow = z.infer<typeof publicScheduleRowSchema>;
export const publicScheduleSchema = z.object({ data: z.array(publicScheduleRowSchema), generatedAt: z.string() });
