import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import type { targetSummaryResponseSchema } from '@portside/contracts/reports';
import type { CbmTarget } from '@portside/contracts/settings';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { categoryRows, cbm } from '../kit/filter';
import { type DashboardFilter, type Period, thisYear, yearsOf, yearsPeriod } from '../kit/period';
import { roundCbm } from '../kit/totals';
import { volumeByCategory } from './categories';

/** The settings' targets of the period's years in these categories, as a JSON array `targets` (CbmTarget[]). */
export const targetsJson = (period: Period, categories: SQL) => sql`coalesce((
    select json_agg(json_build_object('year', t.year, 'month', t.month, 'category', t.category, 'cbm', t.cbm::float8))
    from cbm_targets t where t.year between ${yearsOf(period)[0]} and ${yearsOf(period).at(-1)} and ${categories}
  ), '[]'::json)`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A month's target (docs/domain.md "Targets"): its own, else the year's less the months that have their own, divided
 * over the other months (never below 0); none without either.
 */
export function monthTarget(targets: CbmTarget[], year: number, month: number, category: CargoHandlerType) {
  const ofYear = targets.filter((target) => target.year === year && target.category === category);
  const own = ofYear.find((target) => target.month === month);
  if (own) return own.cbm;
  const whole = ofYear.find((target) => target.month === null);
  if (!whole) return null;
  const set = ofYear.filter((target) => target.month !== null);
  return Math.max(0, (whole.cbm - sum(set.map((target) => target.cbm))) / (12 - set.length));
}

/** A year's target: the year's row, else the twelve months' when all twelve are set, else none. */
export function yearTarget(targets: CbmTarget[], year: number, category: CargoHandlerType) {
  const ofYear = targets.filter((target) => target.year === year && target.category === category);
  const whole = ofYear.find((target) => target.month === null);
  if (whole) return whole.cbm;
  const months = ofYear.filter((target) => target.month !== null);
  return months.length === 12 ? sum(months.map((target) => target.cbm)) : null;
}

/** The target of a period in the categories (added), rounded as CBM travels: none when one of its parts has none. */
export function periodTarget(targets: CbmTarget[], period: Period, categories: readonly CargoHandlerType[]) {
  const parts = categories.flatMap((category) =>
    period.kind === 'month'
      ? [monthTarget(targets, period.year, period.month, category)]
      : yearsOf(period).map((year) => yearTarget(targets, year, category)),
  );
  return parts.some((part) => part === null) ? null : roundCbm(sum(parts as number[]));
}

/** Per category of the filter: our volume in the period and the settings' targets of its years. */
export const targetSummaryQuery = (filter: DashboardFilter) => sql`with volume as (${volumeByCategory(filter)})
  select c.category, ${cbm(sql`v.cbm`)} as actual, ${targetsJson(filter.period, sql`t.category = c.category`)} as targets
  from ${categoryRows(filter)} left join volume v on v.category = c.category
  order by c.position`;

/**
 * The years a target summary counts (docs/domain.md): those of the period up to `year` (this year), since a later
 * year has no volume yet and seldom a target; the whole period when it starts after this year.
 */
export function targetPeriod(period: Period, year: number): Period {
  if (period.kind !== 'years' || period.toYear <= year || period.fromYear > year) return period;
  return yearsPeriod(period.fromYear, year);
}

type TargetRow = { category: CargoHandlerType; actual: number; targets: CbmTarget[] };

export async function readTargetSummary(
  db: Db,
  asked: DashboardFilter,
): Promise<z.infer<typeof targetSummaryResponseSchema>> {
  const filter = { ...asked, period: targetPeriod(asked.period, await thisYear(db)) };
  const rows = await selectRows<TargetRow>(db, targetSummaryQuery(filter));
  return {
    data: rows.map(({ category, actual, targets }) => ({
      category,
      target: periodTarget(targets, filter.period, [category]),
      actual,
    })),
  };
}
