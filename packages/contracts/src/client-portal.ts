import { z } from 'zod';
import { billOfLadingRowSchema } from './analytics';
import { amountSchema, invoiceLineSchema, vatPercentSchema } from './billing';
import { idParamSchema, isoDateSchema, knownParameters } from './bounds';
import { listQuerySchema, pageSchema } from './lists';
import { storageAccrualSchema } from './storage';
import { blInYardSchema } from './tracking';

/** Spec 8's client sentences, and ours for what the spec leaves silent (docs/domain.md "Client portal"). */
export const clientPortalMessages = {
  itemsFailed: 'Failed to fetch client items',
  cbmSummaryFailed: 'Failed to load CBM summary',
  cargoVolumeFailed: 'Failed to load cargo volume data.',
  noSearchResults: 'No records found matching your search.',
  noCompany: 'Your account is not linked to a consignee company yet. Please ask the terminal to link it.',
  volumeYearInvalid: 'Choose a year from the last 5 years.',
  comparisonYearInvalid: 'Choose a year from the last 6 years.',
  itemNotFound: 'Bill of lading not found.',
  invoiceNotFound: 'Invoice not found.',
  receiptNotFound: 'Official receipt not found.',
  alreadyBilled: 'This bill of lading is already billed and owes no storage: print its invoice.',
  pickUpDayPast: 'Choose today or a later day for the pick-up.',
  pickUpDayTooFar: 'Choose a pick-up day within a year from today.',
  noTariff: 'No tariff is in force for the services of this bill of lading.',
  viewInvalid: 'Choose one of the views: active, unpaid, paid or all.',
} as const;

/** Spec 9: the cargo volume and CBM status selectors offer this year and the 4 before; the comparison the last 6. */
export const clientVolumeYears = 5;
export const clientComparisonYears = 6;
/** The client's item table: 10 to a page unless asked otherwise (at most 100). */
export const clientItemsPageSize = 10;

/** The years a selector of `count` years offers, newest first, from the terminal's current year. */
export const clientYears = (currentYear: number, count: number) =>
  Array.from({ length: count }, (_, index) => currentYear - index);

/**
 * A year in a path or a query string: four digits (not 2e3, 0x7EA, " 2026", 2025.0 or 02026), 2000-2100 by shape;
 * the server then checks the selector's window and answers 422 with the same sentence (one issue per field).
 */
const yearParam = (message: string) =>
  z
    .string({ error: message })
    .max(4, { error: message, abort: true })
    .regex(/^[0-9]{4}$/, message)
    .transform(Number)
    .pipe(z.number().min(2000, message).max(2100, message));
export const clientYearParamsSchema = z.object({ year: yearParam(clientPortalMessages.volumeYearInvalid) });
export const clientComparisonParamsSchema = z.object({
  year1: yearParam(clientPortalMessages.comparisonYearInvalid),
  year2: yearParam(clientPortalMessages.comparisonYearInvalid),
});
export const clientIdParamsSchema = z.object({ id: idParamSchema });

const cbm = z.number();
const count = z.number().int();
const money = amountSchema;

/** GET /client/profile: who is signed in and for which company (null: not linked yet), and the terminal's year. */
export const clientProfileSchema = z.object({
  name: z.string().nullable(),
  username: z.string(),
  company: z.object({ id: count, name: z.string() }).nullable(),
  currentYear: count,
  today: z.iso.date(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** A BL's state for the client: paid (its invoice has an OR), payable (billed, no OR), or not billed yet. */
export const clientItemStatuses = ['paid', 'payable', 'notBilled'] as const;
export type ClientItemStatus = (typeof clientItemStatuses)[number];
const blsAndCbm = z.object({ bls: count, cbm });

/** GET /client/summary?year=: the dashboard's summary items for one year of arrivals (default this year). */
export const clientSummaryQuerySchema = knownParameters({
  year: yearParam(clientPortalMessages.volumeYearInvalid).optional(),
});
export const clientSummarySchema = z.object({
  year: count,
  bls: count,
  cbm,
  packages: count,
  paid: blsAndCbm,
  payable: blsAndCbm.extend({ amountDue: money }),
  notBilled: blsAndCbm,
  /** BLs of the year not yet out of the gate. */
  inTerminal: count,
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** GET /client/cargo-volume/{year}: the year's CBM by type of cargo (description), largest first, shares of 100. */
export const cargoVolumeSchema = z.object({
  year: count,
  totalCbm: cbm,
  /** `volume` is `cbm` again under the spec's name (spec 3 "Cargo volume breakdown: type, volume"). */
  types: z.array(z.object({ type: z.string(), cbm, volume: cbm, bls: count, share: z.number() })),
});
export type CargoVolume = z.infer<typeof cargoVolumeSchema>;

/**
 * GET /client/cbm-summary/{year}: each month's BLs and CBM by status; a BL counts once, in its billing month, or its
 * arrival month while not billed (spec 9's half-year rule).
 */
export const cbmSummarySchema = z.object({
  year: count,
  /** paidCbm and arCbm are paid.cbm and payable.cbm again under the spec's names (spec 3 "CBM summary"). */
  months: z.array(
    z.object({
      month: z.number().int().min(1).max(12),
      paid: blsAndCbm,
      payable: blsAndCbm,
      notBilled: blsAndCbm,
      paidCbm: cbm,
      arCbm: cbm,
    }),
  ),
  totals: z.object({ paid: blsAndCbm, payable: blsAndCbm, notBilled: blsAndCbm }),
});
export type CbmSummary = z.infer<typeof cbmSummarySchema>;

/** GET /client/year-comparison/{year1}/{year2}: each month's CBM and BLs of arrivals in the two years. */
const monthVolume = z.object({ month: z.number().int().min(1).max(12), volume: cbm });
export const yearComparisonSchema = z.object({
  year1: count,
  year2: count,
  months: z.array(z.object({ month: z.number().int().min(1).max(12), year1: blsAndCbm, year2: blsAndCbm })),
  totals: z.object({ year1: blsAndCbm, year2: blsAndCbm }),
  /** Each year's CBM per month again as the spec reads it (spec 3 "Year comparison: year1, year2, data1, data2"). */
  data1: z.array(monthVolume),
  data2: z.array(monthVolume),
});
export type YearComparison = z.infer<typeof yearComparisonSchema>;

/**
 * GET /client/items: the company's BLs, searched (BL number, vessel or voyage, type), sorted and paged. The views:
 * active (not paid, or still in the terminal; the default), unpaid (billed, no OR), paid, all.
 */
export const clientItemViews = ['active', 'unpaid', 'paid', 'all'] as const;
export type ClientItemView = (typeof clientItemViews)[number];
export const clientItemsQuerySchema = knownParameters({
  ...listQuerySchema(['arrivalDate', 'blNo', 'cbmSo', 'billingDate'], {
    sort: 'arrivalDate',
    order: 'desc',
    limit: clientItemsPageSize,
  }).shape,
  view: z.enum(clientItemViews, { error: clientPortalMessages.viewInvalid }).default('active'),
});
export type ClientItemsQuery = z.infer<typeof clientItemsQuerySchema>;

/** Spec 3 "Client item", with the ids of its invoice and OR (to print them) and its status. */
export const clientItemSchema = billOfLadingRowSchema.extend({
  status: z.enum(clientItemStatuses),
  receiptId: count.nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceId: count.nullable(),
  billingDate: z.iso.date().nullable(),
  amountDue: money.nullable(),
  /**
   * Whole days from arrival to gate-out, or to today (the terminal's) while the cargo has not left; null when the
   * arrastre is not ours (another operator's gate releases it: its gate-out is not known here).
   */
  dwellDays: count.nullable(),
  /** Whole days from billing date to today while unpaid; null when not billed or paid. */
  invoiceAging: count.nullable(),
  ...blInYardSchema.shape,
});
export type ClientItem = z.infer<typeof clientItemSchema>;
export const clientItemsPageSchema = pageSchema(clientItemSchema);

/** A pick-up day a year ahead at most: far enough to plan, near enough for today's tariffs to say something. */
export const pickUpDaysAhead = 366;

/** GET /client/items/{id}/proforma?to_day=: the day the consignee plans to pick up (today when left out). */
export const proformaQuerySchema = knownParameters({ toDay: isoDateSchema().optional() });

/**
 * GET /client/items/{id}/proforma: what the BL would cost to take out on `toDay` (docs/domain.md "Client portal:
 * storage"): its handling, while not billed, as billing would charge it today from the tariffs in force, else its
 * handling invoice while no receipt pays it (`handlingDue`, 0.00 once paid); and its storage, in our yard, accrued
 * after the days its storage invoices bill up to `toDay`, with those invoices no receipt pays yet. `total` adds them.
 */
export const proformaSchema = z.object({
  itemId: count,
  blNo: z.string(),
  asOf: z.iso.date(),
  toDay: z.iso.date(),
  handling: z
    .object({
      lines: z.array(invoiceLineSchema),
      net: money,
      vatPercent: vatPercentSchema,
      vat: money,
      total: money,
    })
    .nullable(),
  handlingDue: money,
  storage: z
    .object({
      accrual: storageAccrualSchema,
      billedTo: z.iso.date().nullable(),
      unpaidInvoices: money,
      total: money,
    })
    .nullable(),
  total: money,
});
export type Proforma = z.infer<typeof proformaSchema>;
