import { z } from 'zod';
import { knownParameters, maxId } from './bounds';
import { cargoHandlerTypeSchema, cargoHandlerTypes } from './cargo-handlers';

/**
 * The revenue and overview dashboards (spec 2.8, the /reports calls of spec 7, docs/domain.md "Dashboards"). Volume
 * (CBM, packages, BLs) is our own operators' handling counted by the visit's arrival date; money (net, VAT, paid) is
 * the stored amounts of our invoices counted by billing date. CBM travels as a number rounded to 3 places, money as a
 * decimal string with 2.
 */
export const reportMessages = {
  /** Spec 8 "Reports", verbatim. */
  invalidResponse: 'Invalid response format',
  overviewMissingSummary: 'Overview payload missing summary array',
  noValidCategories: 'no valid categories',
  failedOverview: 'Failed to load overview summary',
  failedContributors: 'Failed to load contributor charts',
  failedMiniCharts: 'Failed to load mini charts',
  failedTargets: 'Failed to fetch data',
  noDataAvailable: 'No data available',
  failedArrastre: 'Failed to load arrastre data.',
  /** The stevedoring details by consignee (client), on the overview and its printed report. */
  failedClientData: 'Failed to load client data',
  failedAgentVessels: 'Failed to load shipping agent vessels.',
  missingVessels: 'missing vessels array',
  failedConsigneeItems: 'Failed to load consignee items.',
  failedFetchConsigneeItems: 'Failed to fetch consignee items. Please try again later.',
  tryAgain: 'Try again',
  noResults: 'No results.',
  failedTrend: 'Failed to fetch trend summary',
  /** Ours: the bounds of a report's query. */
  yearInvalid: 'Year must be a whole number from 2000 to 2100',
  monthInvalid: 'Month must be written YYYY-MM',
  monthOfYearInvalid: 'Month must be a whole number from 1 to 12',
  yearsReversed: 'From year must not be after to year',
  yearWithPeriod: 'Ask for a year, a month or a range of years, one of them.',
  yearsTooMany: 'A report covers at most 10 years',
  itemsCategoryRequired: "Choose the category of the consignee's BLs: stevedoring or arrastre",
  categoryInvalid: 'Category must be both, stevedoring or arrastre',
  trendQueryInvalid: 'Query must be monthly or yearly',
  descriptionLimitInvalid: 'Limit must be a whole number from 1 to 50',
  itemsLimitInvalid: 'Limit must be a whole number from 1 to 10,000',
  itemsOffsetInvalid: 'Offset must be a whole number from 0 to 1,000,000',
  consigneeInvalid: 'The consignee is not valid.',
  agentNotFound: 'The shipping agent was not found.',
} as const;

/** Revenue filter and overview year selectors offer this many years back (spec 9). */
export const reportYearsBack = 10;
export const reportMaxYears = 10;
/** Spec 9: the trend calculator, Paid-AR and the year comparison offer the last 6 years. */
export const trendYearsBack = 6;
/** Spec 9: bars of at least this many CBM are green, the others red. */
export const cbmColourThreshold = 300;
/** Spec 9: table dialogs offer these page sizes. */
export const dialogPageSizes = [10, 20, 50] as const;
/** Drill-down tables list at most this many rows (largest first); the totals row counts them all. */
export const drillDownRowsMax = 500;
/** A consignee's BLs come in pages of at most this many (the CSV export asks for all of them in one). */
export const exportRowsMax = 10_000;

/** A whole number from `min` to `max` in a query string, with one `message` whatever is wrong (2e20 is neither). */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(min, { error: message, abort: true })
    .max(max, { error: message, abort: true });

export const yearSchema = wholeNumber(2000, 2100, reportMessages.yearInvalid);

/** "2026-03" */
const yearMonth = z
  .string({ error: reportMessages.monthInvalid })
  .max(7, reportMessages.monthInvalid)
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, reportMessages.monthInvalid);

/**
 * The one category filter of every dashboard call (`category` on the /reports calls, `by` on the /analytics calls,
 * spec 7): both categories, or one of them.
 */
export const dashboardCategories = ['both', ...cargoHandlerTypes] as const;
/** The categories of money reports: the two services, and storage (the terminal's, shown when no category is chosen). */
export const revenueCategories = [...cargoHandlerTypes, 'storage'] as const;
export type RevenueCategory = (typeof revenueCategories)[number];
export type DashboardCategory = (typeof dashboardCategories)[number];
export const dashboardCategorySchema = z.enum(dashboardCategories, { error: reportMessages.categoryInvalid });

/**
 * The period of a report: a month (YYYY-MM) when given, else the years from `fromYear` to `toYear` (each defaulting to
 * `year`, else to the other, else to this year), at most 10 years; a year with a month or with both ends is refused.
 * `category` omitted means both.
 */
export const reportPeriodQuerySchema = knownParameters({
  year: yearSchema.optional(),
  fromYear: yearSchema.optional(),
  toYear: yearSchema.optional(),
  month: yearMonth.optional(),
  category: dashboardCategorySchema.optional(),
}).superRefine((query, context) => {
  // A year beside a month, or beside both ends of a range, would be dropped without a word.
  if (query.year !== undefined && (query.month || (query.fromYear !== undefined && query.toYear !== undefined)))
    context.addIssue({ code: 'custom', path: ['year'], message: reportMessages.yearWithPeriod });
  const from = query.fromYear ?? query.year ?? query.toYear;
  const to = query.toYear ?? query.year ?? query.fromYear;
  if (from === undefined || to === undefined || query.month) return;
  if (from > to) context.addIssue({ code: 'custom', path: ['fromYear'], message: reportMessages.yearsReversed });
  else if (to - from + 1 > reportMaxYears)
    context.addIssue({ code: 'custom', path: ['toYear'], message: reportMessages.yearsTooMany });
});
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** GET /reports/overview?year=: one year's CBM per category and month, with the year before for the cards. */
export const overviewQuerySchema = knownParameters({ year: yearSchema.optional() });

const cbm = z.number();
const money = z.string();

export const monthVolumeSchema = z.object({ month: z.number().int().min(1).max(12), volume: cbm });
export const overviewCategorySchema = z.object({
  name: cargoHandlerTypeSchema,
  monthlyData: z.array(monthVolumeSchema),
  totalCbm: cbm,
  totalPackages: z.number().int(),
  bls: z.number().int(),
  /** The year before, counted through `comparedThrough` (the same day of that year while `year` is this year). */
  previousYearCbm: cbm,
  netAmount: money,
  /**
   * Spec 9's trend change: from the second last to the last month of the year with volume, in percent to one decimal;
   * null before two months have volume.
   */
  monthChange: z
    .object({ from: monthVolumeSchema.shape.month, to: monthVolumeSchema.shape.month, percent: z.number() })
    .nullable(),
});
export const overviewResponseSchema = z.object({
  data: z.object({
    year: z.number().int(),
    /** The last day of the year before that previousYearCbm counts (its Dec 31 unless `year` is this year). */
    comparedThrough: z.iso.date(),
    summary: z.array(overviewCategorySchema),
  }),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

/** The totals every summary answers with, over all its rows (also those past `drillDownRowsMax`). */
export const reportTotalsSchema = z.object({
  totalCbm: cbm,
  totalPackages: z.number().int(),
  bls: z.number().int(),
  netTotalAmount: money,
});

/** GET /reports/category-summary: the revenue page's category table (spec 3 "Category summary"). */
export const categorySummaryRowSchema = z.object({
  category: z.enum(revenueCategories),
  /** Null for storage, which bills days of cargo counted under the services already. */
  totalCbm: cbm.nullable(),
  totalPackages: z.number().int().nullable(),
  bls: z.number().int().nullable(),
  netAmount: money,
});
export const categorySummaryResponseSchema = z.object({
  data: z.array(categorySummaryRowSchema),
  summary: reportTotalsSchema,
});

/** GET /reports/stevedoring-summary: volume and net by the vessels' shipping agents, largest first. */
export const agentSummaryRowSchema = z.object({
  agentId: z.number().int(),
  shippingAgent: z.string(),
  totalCbm: cbm,
  totalPackages: z.number().int(),
  bls: z.number().int(),
  vessels: z.number().int(),
  netAmount: money,
  /** Spec 3's stevedoring row date: the arrival date of the agent's latest visit the row counts. */
  date: z.iso.date(),
});
export const agentSummaryResponseSchema = z.object({
  data: z.array(agentSummaryRowSchema),
  rows: z.number().int(),
  summary: reportTotalsSchema,
});

/**
 * GET /reports/arrastre-summary: volume and net by consignee, largest first. `consigneeKey` names the consignee in
 * /reports/consignees/{consigneeKey}/items: "id:12" for a registry consignee, "name:ACME" for a name printed on
 * manifests but not matched to the registry ("name:" when the manifest printed none; the screen says (Unknown)).
 */
export const consigneeSummaryRowSchema = z.object({
  consigneeKey: z.string(),
  consignee: z.string(),
  totalCbm: cbm,
  totalPackages: z.number().int(),
  bls: z.number().int(),
  netAmount: money,
});
export const consigneeSummaryResponseSchema = z.object({
  data: z.array(consigneeSummaryRowSchema),
  rows: z.number().int(),
  summary: reportTotalsSchema,
});

/** GET /reports/net: money by category (spec 3 "net rows"), with the totals. */
export const netRowSchema = z.object({
  category: z.enum(revenueCategories),
  invoices: z.number().int(),
  netAmount: money,
  vatAmount: money,
  paidAmount: money,
  receivableAmount: money,
});
export const netResponseSchema = z.object({
  data: z.array(netRowSchema),
  summary: z.object({ totalCbm: cbm, netTotalAmount: money, vatTotalAmount: money, paidTotalAmount: money }),
});

/** GET /reports/description-summary: CBM by description of goods, largest first, at most `limit` (default 5). */
export const descriptionSummaryQuerySchema = z.object({
  limit: wholeNumber(1, 50, reportMessages.descriptionLimitInvalid).default(5),
});
export const descriptionSummaryRowSchema = z.object({
  description: z.string(),
  totalCbm: cbm,
  totalPackages: z.number().int(),
});
export const descriptionSummaryResponseSchema = z.object({
  data: z.array(descriptionSummaryRowSchema),
  /** What the rows past `limit` hold together (the donut's Others). */
  others: z.object({ totalCbm: cbm, totalPackages: z.number().int() }),
});

/** GET /reports/shipping-agents/{agentId}/vessels: the visits of one agent in the period, largest first. */
export const agentVesselSchema = z.object({
  workOrderId: z.number().int(),
  vesselName: z.string(),
  voyageNumber: z.string(),
  /** voyageNumber again under the spec's name (spec 3 "Shipping agent vessels response"). */
  voyageNo: z.string(),
  arrivalDate: z.iso.date(),
  totalCbm: cbm,
  totalPackages: z.number().int(),
  bls: z.number().int(),
  netAmount: money,
});
export const agentVesselsResponseSchema = z.object({
  shippingAgent: z.string(),
  /** At most `drillDownRowsMax`, largest first. */
  vessels: z.array(agentVesselSchema),
  /** How many visits there are in all (also those past `drillDownRowsMax`). */
  rows: z.number().int(),
  summary: reportTotalsSchema,
  /** The summary's totals again where spec 3 reads them: totalPackages, totalCbm beside vessels. */
  totalPackages: z.number().int(),
  totalCbm: cbm,
});

/** GET /reports/consignees/{consigneeKey}/items: the consignee's BLs in the period, newest arrival first, paged. */
export const consigneeKeySchema = z
  .string({ error: reportMessages.consigneeInvalid })
  .max(320, reportMessages.consigneeInvalid)
  .regex(/^(id:[1-9][0-9]{0,9}|name:[^\p{Cc}]*)$/u, { error: reportMessages.consigneeInvalid, abort: true })
  // A registry id fits PostgreSQL's integer.
  .refine((key) => !key.startsWith('id:') || Number(key.slice(3)) <= maxId, reportMessages.consigneeInvalid);
/** A consignee's BLs are listed for one category (a BL's CBM counted once, its net that category's). */
export const consigneeItemsQuerySchema = z.object({
  // Spec 7 lists only the period: the revenue page opens a consignee's BLs from its arrastre table.
  category: z.enum(cargoHandlerTypes, { error: reportMessages.itemsCategoryRequired }).default('arrastre'),
  limit: wholeNumber(1, exportRowsMax, reportMessages.itemsLimitInvalid).default(10),
  offset: wholeNumber(0, 1_000_000, reportMessages.itemsOffsetInvalid).default(0),
});
export const consigneeItemSchema = z.object({
  id: z.number().int(),
  blNo: z.string(),
  vesselName: z.string(),
  voyageNumber: z.string(),
  arrivalDate: z.iso.date(),
  description: z.string(),
  packages: z.number().int(),
  cbm,
  /** packages and cbm again under the spec's names (spec 3 "Consignee items response": blNo, noPackages, cbmSo). */
  noPackages: z.number().int(),
  cbmSo: cbm,
  /** Our categories on the BL in the period's filter; net billed on its invoice (null when not billed). */
  netAmount: money.nullable(),
  invoiceNumber: z.string().nullable(),
});
export const consigneeItemsResponseSchema = z.object({
  consignee: z.string(),
  data: z.array(consigneeItemSchema),
  total: z.number().int(),
  summary: reportTotalsSchema,
  /** total and the summary's totals again where spec 3 reads them: count, totalPackages, totalCbm beside data. */
  count: z.number().int(),
  totalPackages: z.number().int(),
  totalCbm: cbm,
});

/** GET /reports/yearly?from_year=&to_year=: CBM per year and category (the yearly stacked chart). */
export const yearlyRowSchema = z.object({ year: z.number().int(), stevedoring: cbm, arrastre: cbm });
export const yearlyResponseSchema = z.object({ data: z.array(yearlyRowSchema) });

/** GET /reports/target-summary: the period's volume beside the settings' targets, per category. */
export const targetSummaryRowSchema = z.object({
  category: cargoHandlerTypeSchema,
  target: cbm.nullable(),
  actual: cbm,
});
export const targetSummaryResponseSchema = z.object({ data: z.array(targetSummaryRowSchema) });

/** GET /analytics/trend/summary?query=monthly|yearly&year=&month=&by=both|arrastre|stevedoring */
export const trendQuerySchema = knownParameters({
  query: z.enum(['monthly', 'yearly'], { error: reportMessages.trendQueryInvalid }).default('monthly'),
  year: yearSchema.optional(),
  month: wholeNumber(1, 12, reportMessages.monthOfYearInvalid).optional(),
  by: dashboardCategorySchema.default('both'),
});
export type TrendQuery = z.infer<typeof trendQuerySchema>;
/** Spec 3 "Trend summary" and the seven stats of 2.8 (DOMAIN.md: projected and balance). */
export const trendSummarySchema = z.object({
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  today: z.iso.date(),
  daysInPeriod: z.number().int(),
  elapsedDays: z.number().int(),
  remainingDays: z.number().int(),
  /** null when the settings hold no target for the period. */
  target: cbm.nullable(),
  actual: cbm,
  projected: cbm,
  /** Target less actual, 0 once the target is reached (null without a target). */
  remaining: cbm.nullable(),
  /** Actual beyond the target, 0 while short of it (null without a target). */
  aboveTarget: cbm.nullable(),
  targetPerDay: cbm.nullable(),
  averagePerDay: cbm,
  /** The balance: CBM a day still needed to meet the target (null when no target or no day remains). */
  targetPerRemainingDay: cbm.nullable(),
});
export type TrendSummary = z.infer<typeof trendSummarySchema>;
export const trendResponseSchema = z.object({
  status: z.literal('success'),
  data: trendSummarySchema,
  message: z.string(),
});
