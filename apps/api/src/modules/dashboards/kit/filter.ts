import type { RangeQuery } from '@portside/contracts/analytics';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { DashboardCategory, ReportPeriodQuery, RevenueCategory } from '@portside/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isOwnOperator } from '../../settings/own-operator';
import { terminalToday } from '../../settings/service';
import { inDays } from './range';

/**
 * The days of a dashboard call, first day included, `end` excluded (YYYY-MM-DD): a month or whole years (the /reports
 * calls), or any days (the /analytics calls).
 */
export type Period =
  | { kind: 'month'; year: number; month: number; start: string; end: string }
  | { kind: 'years'; fromYear: number; toYear: number; start: string; end: string }
  | { kind: 'days'; start: string; end: string };

/**
 * What every dashboard call counts (docs/domain.md "Dashboards"): a period and the categories it adds (both when none
 * is chosen), decided from its query by reportFilter or daysFilter, the default period on the terminal's clock.
 */
export type DashboardFilter = { period: Period; categories: readonly CargoHandlerType[] };

/** The categories a category filter adds up ("both", or none given: the two, as two services). */
export const categoriesOf = (category: DashboardCategory = 'both'): readonly CargoHandlerType[] =>
  category === 'both' ? cargoHandlerTypes : [category];

const pad = (value: number) => String(value).padStart(2, '0');

export function monthPeriod(year: number, month: number): Period {
  const next = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
  return { kind: 'month', year, month, start: `${year}-${pad(month)}-01`, end: `${next}-01` };
}

export const yearsPeriod = (fromYear: number, toYear: number): Period => ({
  kind: 'years',
  fromYear,
  toYear,
  start: `${fromYear}-01-01`,
  end: `${toYear + 1}-01-01`,
});

/** The calendar years a period covers, in order. */
export function yearsOf(period: Period): number[] {
  if (period.kind === 'month') return [period.year];
  const [fromYear, toYear] =
    period.kind === 'years'
      ? [period.fromYear, period.toYear]
      : [Number(period.start.slice(0, 4)), Number(period.end.slice(0, 4)) - (period.end.endsWith('-01-01') ? 1 : 0)];
  return Array.from({ length: toYear - fromYear + 1 }, (_, index) => fromYear + index);
}

/** This year on the terminal's calendar (the settings' time zone). */
export const thisYear = async (db: Db) => Number((await terminalToday(db)).slice(0, 4));

/**
 * The filter of a report's query: the month when given, else from-year to to-year (each defaulting to `year`, else to
 * the other, else to this year, read from the terminal's clock only then).
 */
export async function reportFilter(db: Db, query: ReportPeriodQuery): Promise<DashboardFilter> {
  const categories = categoriesOf(query.category);
  if (query.month) {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    return { period: monthPeriod(year, month), categories };
  }
  const fromYear = query.fromYear ?? query.year ?? query.toYear ?? (await thisYear(db));
  const toYear = query.toYear ?? query.year ?? query.fromYear ?? fromYear;
  return { period: yearsPeriod(fromYear, toYear), categories };
}

/** The filter of an analytics call's query: its days, else this year on the terminal's calendar (docs/domain.md). */
export async function daysFilter(
  db: Db,
  query: Pick<RangeQuery, 'start' | 'end'> & { by?: DashboardCategory },
): Promise<DashboardFilter> {
  const categories = categoriesOf(query.by);
  if (query.start && query.end) return { period: { kind: 'days', start: query.start, end: query.end }, categories };
  const year = await thisYear(db);
  return { period: { kind: 'days', start: `${year}-01-01`, end: `${year + 1}-01-01` }, categories };
}

/**
 * Our cargo handlers, as an array: those whose name is one of the settings' own operators (docs/domain.md). Computed
 * once before the scan, `column = any(...)` reads a rollup's handler index (an `in (select ...)` joined it whole).
 */
export const ownHandlerIds = sql`array(select h.id from cargo_handlers h where ${isOwnOperator(sql`h.name`)})`;

/** The `column` (a handler id) is one of ours. */
const ours = (column: SQL) => sql`${column} = any(${ownHandlerIds})`;

const categoryList = (filter: { categories: readonly RevenueCategory[] }) =>
  sql.join(
    filter.categories.map((category) => sql`${category}`),
    sql`, `,
  );

/** The rows of rollup `r` whose `column` (its day or month) falls in the filter's period. */
export const inPeriod = (filter: DashboardFilter, column: SQL = sql`r.month`) => inDays(filter.period, column);

/** The rows of rollup `r` (or whose `column` is a category) in the filter's categories. */
export const inCategories = (filter: { categories: readonly RevenueCategory[] }, column: SQL = sql`r.category`) =>
  sql`${column} in (${categoryList(filter)})`;

/**
 * The rows of a volume rollup `r` that a report counts: our handling, in the filter's categories and period
 * (`column`: the rollup's day or month).
 */
export const ourVolume = (filter: DashboardFilter, column?: SQL) =>
  sql`${inPeriod(filter, column)} and ${inCategories(filter)} and ${ours(sql`r.handler_id`)}`;

/** The rows of the billed rollup `r` (by arrival month) that a report counts: our handling, in the filter's categories. */
export const ourBilled = (filter: DashboardFilter) =>
  sql`${inPeriod(filter)} and ${inCategories(filter)} and ${ours(sql`r.handler_id`)}`;

/** The rows of a revenue rollup `r` that a report counts: billed in the filter's period, in its categories. */
export const ourRevenue = (filter: DashboardFilter, column?: SQL) =>
  sql`${inPeriod(filter, column)} and ${inCategories(filter)}`;

/** An item `i` that we handle in one of the filter's categories. */
export const handledByUs = (filter: DashboardFilter) =>
  sql`(${sql.join(
    filter.categories.map((category) => ours(category === 'stevedoring' ? sql`i.stevedoring_id` : sql`i.arrastre_id`)),
    sql` or `,
  )})`;

/** CBM on the wire: a number rounded to 3 places (0 for none). */
export const cbm = (value: SQL) => sql`round(coalesce(${value}, 0), 3)::float8`;
/** A count (packages, BLs, invoices) as a number (0 for none). */
export const count = (value: SQL) => sql`coalesce(${value}, 0)::float8`;
/** Money on the wire: a decimal string with 2 places ("0.00" for none). */
export const money = (value: SQL) => sql`coalesce(${value}, 0)::numeric(18, 2)::text`;

/** The filter's categories as rows `c(category, position)`, in the filter's order. */
export const categoryRows = (filter: { categories: readonly RevenueCategory[] }) =>
  sql`unnest(array[${categoryList(filter)}]::text[]) with ordinality as c(category, position)`;

/**
 * The categories a money report adds (docs/domain.md "Storage revenue"): the filter's, and storage after them when the
 * filter is all of them (no category chosen): storage is the terminal's, neither service's.
 */
export const revenueCategoriesOf = (filter: Pick<DashboardFilter, 'categories'>): readonly RevenueCategory[] =>
  filter.categories.length === cargoHandlerTypes.length ? [...filter.categories, 'storage'] : filter.categories;

/** The rows of a revenue rollup `r` that a money report counts: billed in the period, in its revenue categories. */
export const ourMoney = (filter: DashboardFilter) =>
  sql`${inPeriod(filter)} and ${inCategories({ categories: revenueCategoriesOf(filter) })}`;

/** The filter's revenue categories as rows `c(category, position)`, in order. */
export const revenueCategoryRows = (filter: DashboardFilter) =>
  categoryRows({ ...filter, categories: revenueCategoriesOf(filter) });
