import { z } from 'zod';
import { invoiceKinds } from './billing';
import { idParamSchema, isoDateSchema, knownParameters } from './bounds';
import { cargoHandlerTypes } from './cargo-handlers';
import { consigneeKeySchema, dashboardCategorySchema, reportMessages, wholeNumber, yearSchema } from './reports';

/**
 * The competitor, consignee and paid/AR dashboards (spec 2.8, the /analytics calls of spec 7, docs/domain.md
 * "Dashboards II"). Volume is every cargo handler's (ours and the competitors'), counted by the visit's arrival date;
 * an operator is a handler name (the registry keeps one row per name and category). CBM travels as a number rounded
 * to 3 places, money as a decimal string with 2.
 */
export const analyticsMessages = {
  /** Spec 8 "Analytics" and its empty states, verbatim. */
  failedCompetitorPerformance: 'Failed to fetch competitor performance',
  failedConsignees: 'Failed to fetch consignees',
  failedBls: 'Failed to fetch BLs',
  failedPackagesByDescription: 'Failed to fetch packages by description',
  failedShippingAgents: 'Failed to fetch shipping agents',
  failedContributors: 'Failed to load competitor contributors',
  failedMonthlyPerformance: 'Failed to load monthly performance',
  failedFinancialSummary: 'Failed to load financial summary',
  failedReceivable: 'Failed to load receivable items',
  invalidStructure: 'Invalid response structure',
  noCompetitorTotals: 'No competitor totals to display.',
  noConsigneeTotals: 'No consignee totals to display.',
  noConsignees: 'No consignees found.',
  noBls: 'No BLs found for this consignee.',
  noShippingAgents: 'No shipping agents found.',
  noContributors: 'No contributor data available.',
  noMonthlyPerformance: 'No monthly performance data.',
  noRecords: 'No records found.',
  noData: 'No Data',
  /** Ours: the bounds of an analytics query. */
  startInvalid: 'Start must be a calendar date written YYYY-MM-DD',
  endInvalid: 'End must be a calendar date written YYYY-MM-DD',
  rangeReversed: 'The start must be before the end',
  rangeTooLong: 'A period covers at most 10 years',
  rangeIncomplete: 'Give both the start and the end of the period, or neither',
  categoryInvalid: reportMessages.categoryInvalid,
  groupByInvalid: 'Group by must be stevedoring or arrastre',
  limitInvalid: 'Limit must be a whole number from 1 to 5,000',
  orderInvalid: 'Order must be asc or desc',
  sortInvalid: 'Sort must be volume, packages or name',
  cursorInvalid: 'The page cursor is not valid. Start again from the first page.',
  operatorInvalid: 'The cargo handler is not valid.',
  operatorNotFound: 'The cargo handler was not found.',
  agentNotFound: reportMessages.agentNotFound,
  consigneeInvalid: reportMessages.consigneeInvalid,
  searchTooLong: 'A search has at most 100 characters',
  pageInvalid: 'Page must be a whole number from 1 to 100,000',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 10,000',
  monthInvalid: reportMessages.monthOfYearInvalid,
  yearInvalid: reportMessages.yearInvalid,
} as const;

/** Spec 9: the competitor charts offer this year and the 4 before; Paid-AR the last 6 (reports.ts trendYearsBack). */
export const competitorYearsBack = 5;
/** Spec 9's page sizes and limits. */
export const competitorPanelLimit = 10;
export const drillDownStep = 50;
export const blPageSize = 100;
export const consigneeOverviewStep = 20;
export const receivablePageSize = 15;
/** Spec 9: donuts of a drill-down show at most 10 slices, the rest as Others. */
export const drillDownSlices = 10;
/** Receivable CSV export asks for at most this many rows in one call. */
export const receivableExportMax = 10_000;
/** The aging buckets of the receivable summary, by whole days since billing. */
export const agingBuckets = ['0-30', '31-60', '61-90', '90+'] as const;

const limit = (fallback: number) => wholeNumber(1, 5_000, analyticsMessages.limitInvalid).default(fallback);
const order = z.enum(['desc', 'asc'], { error: analyticsMessages.orderInvalid }).default('desc');

/**
 * A period of days: `start` included, `end` excluded (the web sends the day after the chosen To date), both
 * YYYY-MM-DD; either missing means this year on the terminal's calendar (both or neither). At most 10 years.
 * `by` chooses the categories (both: their sum).
 */
const days = {
  start: isoDateSchema(analyticsMessages.startInvalid).optional(),
  end: isoDateSchema(analyticsMessages.endInvalid).optional(),
};
const isDay = (day: string | undefined): day is string => day !== undefined && isoDateSchema().safeParse(day).success;
/**
 * `end` is more than 10 years after `start`: its year more than 10 later, or 10 later and a later month and day (from
 * 29 February the last end is 28 February, ten years on).
 */
const overTenYears = (start: string, end: string) => {
  const years = Number(end.slice(0, 4)) - Number(start.slice(0, 4));
  return years > 10 || (years === 10 && end.slice(5) > start.slice(5));
};
/** Both ends or neither; once both are days, the start before the end and at most 10 years before it. */
const checkDays = (query: { start?: string; end?: string }, context: z.RefinementCtx) => {
  if ((query.start === undefined) !== (query.end === undefined))
    context.addIssue({
      code: 'custom',
      path: [query.start !== undefined ? 'end' : 'start'],
      message: analyticsMessages.rangeIncomplete,
    });
  if (!isDay(query.start) || !isDay(query.end)) return;
  if (query.start >= query.end)
    context.addIssue({ code: 'custom', path: ['end'], message: analyticsMessages.rangeReversed });
  else if (overTenYears(query.start, query.end))
    context.addIssue({ code: 'custom', path: ['end'], message: analyticsMessages.rangeTooLong });
};
export const rangeQuerySchema = knownParameters({ ...days, by: dashboardCategorySchema.default('both') }).superRefine(
  checkDays,
);
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

/** An operator in a path: its name as the registry writes it (any case), URL-encoded. */
export const operatorNameSchema = z
  .string({ error: analyticsMessages.operatorInvalid })
  .min(1, analyticsMessages.operatorInvalid)
  .max(200, analyticsMessages.operatorInvalid)
  .regex(/^[^\p{Cc}]*$/u, analyticsMessages.operatorInvalid);

const cbm = z.number();
const money = z.string();
const count = z.number().int();

/** An operator's figures: `name` '' for a manifest's handler that the registry does not know (shown (Unknown)). */
export const operatorRowSchema = z.object({
  name: z.string(),
  /** One of our own operators (settings ownOperators). */
  own: z.boolean(),
  totalVolume: cbm,
  packages: count,
  bls: count,
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const totalsSchema = z.object({ totalVolume: cbm, packages: count, bls: count, rows: count });

/** GET /analytics/competitors/performance/monthly?year=&by=: each operator's CBM per arrival month, per category. */
export const monthlyPerformanceQuerySchema = knownParameters({
  year: yearSchema.optional(),
  by: dashboardCategorySchema.default('both'),
});
export const operatorMonthlySchema = operatorRowSchema.extend({
  monthlyData: z.array(z.object({ month: z.number().int().min(1).max(12), volume: cbm })),
});
/** Operators largest first; a category `by` leaves out is an empty list. */
export const monthlyPerformanceResponseSchema = z.object({
  year: z.number().int(),
  stevedoring: z.array(operatorMonthlySchema),
  arrastre: z.array(operatorMonthlySchema),
});

/** GET /analytics/competitor-contributors?start=&end=&by=&limit=10: the top operators panel, largest first. */
export const contributorsQuerySchema = rangeQuerySchema.safeExtend({ limit: limit(competitorPanelLimit) });
/** An operator of the panel, with its volume again under the spec's name (spec 3 contributor: name; cbm). */
export const contributorRowSchema = operatorRowSchema.extend({ cbm });
export const contributorsResponseSchema = z.object({
  contributors: z.array(contributorRowSchema),
  /** Over every operator (the donut's Others is this less the listed ones). */
  total: totalsSchema,
});

/** GET /analytics/performance?group_by=&start=&end=: the totals panel, every operator of one category. */
export const performanceQuerySchema = knownParameters({
  groupBy: z.enum(cargoHandlerTypes, { error: analyticsMessages.groupByInvalid }),
  ...days,
}).superRefine(checkDays);
export const performanceResponseSchema = z.object({ data: z.array(operatorRowSchema), total: totalsSchema });

/** A drill-down list: `limit` rows sorted by volume (`order`), totals over all of them. */
export const drillDownQuerySchema = rangeQuerySchema.safeExtend({ limit: limit(drillDownStep), order });

/** GET /analytics/competitors/{name}/consignees: the operator's consignees in the period. */
export const consigneeRowSchema = z.object({
  /** id:N for a registry consignee, name:X for a printed name (reports.ts consigneeKeySchema). */
  consigneeKey: z.string(),
  /** '' for a BL without a printed consignee (shown (Unknown)). */
  consignee: z.string(),
  totalVolume: cbm,
  totalPackages: count,
  bls: count,
});
export const operatorConsigneesResponseSchema = z.object({
  operator: z.string(),
  own: z.boolean(),
  data: z.array(consigneeRowSchema),
  total: totalsSchema,
});

/** GET /analytics/competitors/{name}/shipping-agents: the shipping agents of the visits it handled (stevedoring). */
export const agentRowSchema = z.object({
  /** 0 for visits whose vessel has no agent in the registry (shown (Unknown)). */
  agentId: count,
  shippingAgent: z.string(),
  totalVolume: cbm,
  totalPackages: count,
  bls: count,
});
export const operatorAgentsResponseSchema = z.object({
  operator: z.string(),
  own: z.boolean(),
  data: z.array(agentRowSchema),
  total: totalsSchema,
});

/**
 * GET /analytics/competitors/{name}/consignees/{consignee}/bls and .../shipping-agents/{agentId}/bls: the BLs of the
 * period that the operator handled in `by`, newest arrival first, a page of `limit` after `cursor` (opaque; the
 * answer's nextCursor, null on the last page).
 */
export const blsQuerySchema = rangeQuerySchema.safeExtend({
  limit: limit(blPageSize),
  cursor: z
    .string({ error: analyticsMessages.cursorInvalid })
    .max(100, analyticsMessages.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, analyticsMessages.cursorInvalid)
    .optional(),
});
export const blRowSchema = z.object({
  id: count,
  blNo: z.string(),
  vesselName: z.string(),
  voyageNumber: z.string(),
  arrivalDate: z.iso.date(),
  /** The BL's CBM and packages, as the manifest has them (once, whatever its services). */
  volume: cbm,
  packages: count,
  description: z.string(),
  /**
   * The services the operator gave it among `by`'s categories: a drill-down row counts a BL once per service ("both"
   * is the sum), so the level's totals are those of the row clicked.
   */
  categories: z.array(z.enum(cargoHandlerTypes)),
});
export const blsResponseSchema = z.object({ items: z.array(blRowSchema), nextCursor: z.string().nullable() });

/** .../packages-by-description: the same BLs' packages by description of goods, most packages first (at most 50). */
export const packagesByDescriptionResponseSchema = z.object({
  items: z.array(z.object({ label: z.string(), packages: count, volume: cbm })),
  total: z.object({ packages: count, volume: cbm, rows: count }),
});

export const operatorParamsSchema = z.object({ name: operatorNameSchema });
export const operatorConsigneeParamsSchema = z.object({ name: operatorNameSchema, consignee: consigneeKeySchema });
export const operatorAgentParamsSchema = z.object({ name: operatorNameSchema, agentId: idParamSchema });
export const consigneeParamsSchema = z.object({ consignee: consigneeKeySchema });

/** GET /analytics/consignees/?start=&end=&by=&limit=20&search=&sort=&order=: every consignee of the port's cargo. */
export const consigneesQuerySchema = rangeQuerySchema.safeExtend({
  limit: limit(consigneeOverviewStep),
  order,
  sort: z.enum(['volume', 'packages', 'name'], { error: analyticsMessages.sortInvalid }).default('volume'),
  search: z
    .string({ error: analyticsMessages.searchTooLong })
    .trim()
    .max(100, analyticsMessages.searchTooLong)
    .optional(),
});
export const consigneesResponseSchema = z.object({ items: z.array(consigneeRowSchema), total: totalsSchema });

/** GET /analytics/consignees/{consignee}/competitors: who handled the consignee's cargo in the period, largest first. */
export const consigneeCompetitorsResponseSchema = z.object({
  consignee: z.string(),
  data: z.array(operatorRowSchema),
  total: totalsSchema,
});

/** GET /analytics/financials/summary?year=: our invoices of the year by billing month, paid and receivable. */
export const financialsQuerySchema = knownParameters({ year: yearSchema.optional() });
const monthFigures = z.object({ month: z.number().int().min(1).max(12), bls: count, cbm });
const halfFigures = z.object({ half: z.union([z.literal(1), z.literal(2)]), bls: count, cbm });
const paymentFigures = z.object({
  months: z.array(monthFigures),
  halves: z.array(halfFigures),
  bls: count,
  cbm,
});
export const financialsResponseSchema = z.object({
  year: z.number().int(),
  paid: paymentFigures,
  receivable: paymentFigures,
});

/**
 * GET /analytics/items/receivable?year=&month=&vessel=&bl=&consignee=&page=&page_size=15: our invoices of the year
 * (and month) without an official receipt, oldest billing first, a page at a time; the three searches are contained
 * in the vessel's name or voyage, the BL number, the consignee's name (any case).
 */
const search = z.string({ error: analyticsMessages.searchTooLong }).trim().max(100, analyticsMessages.searchTooLong);
export const receivableQuerySchema = knownParameters({
  year: yearSchema.optional(),
  month: wholeNumber(1, 12, analyticsMessages.monthInvalid).optional(),
  vessel: search.optional(),
  bl: search.optional(),
  consignee: search.optional(),
  page: wholeNumber(1, 100_000, analyticsMessages.pageInvalid).default(1),
  pageSize: wholeNumber(1, receivableExportMax, analyticsMessages.pageSizeInvalid).default(receivablePageSize),
});
export type ReceivableQuery = z.infer<typeof receivableQuerySchema>;
/** Spec 3's "client item / receivable item": the BL's fields the receivable table and the client's items both show. */
export const billOfLadingRowSchema = z.object({
  id: count,
  timeOfBerth: z.string().nullable(),
  handledAt: z.string().nullable(),
  vesselName: z.string(),
  voyageNo: z.string(),
  consignee: z.string(),
  blNo: z.string(),
  /** The description of goods (the registry's, else the printed text). */
  type: z.string(),
  noPackages: count,
  cbmSo: cbm,
  /** Kilograms as the manifest gives them (M.T on screen is this / 1,000). */
  grossWeight: cbm,
  orNumber: z.string().nullable(),
  clearanceNumber: z.string().nullable(),
  gateOutAt: z.string().nullable(),
  arrivalDate: z.iso.date(),
});
export const receivableItemSchema = billOfLadingRowSchema.extend({
  invoiceNumber: z.string(),
  /** A storage invoice's row shows its BL's cargo, which the summary counts under the handling invoice only. */
  invoiceKind: z.enum(invoiceKinds),
  billingDate: z.iso.date(),
  /** Net plus VAT of the invoice: what the consignee owes. */
  amountDue: money,
  /** Whole days from arrival to gate-out, or to today (the terminal's) while the cargo has not left. */
  dwellDays: count,
  /** Whole days from billing date to today (the terminal's). */
  invoiceAging: count,
});
export type ReceivableItem = z.infer<typeof receivableItemSchema>;
export const receivableResponseSchema = z.object({
  items: z.array(receivableItemSchema),
  total: count,
  /** Over every row that matches (all pages): packages, CBM, M.T (each BL's to 3 places, as shown) and amount due. */
  summary: z.object({ noPackages: count, cbmSo: cbm, tonnes: cbm, amountDue: money }),
  page: count,
  pageSize: count,
  /** The terminal's day that aging and dwell count to. */
  today: z.iso.date(),
});

/** GET /analytics/items/receivable/aging?year=: the year's receivable by days since billing, as of today. */
export const agingResponseSchema = z.object({
  today: z.iso.date(),
  buckets: z.array(z.object({ bucket: z.enum(agingBuckets), invoices: count, cbm, net: money, amountDue: money })),
  total: z.object({ invoices: count, cbm, net: money, amountDue: money }),
});
