import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import type { CbmTarget } from '@portside/contracts/settings';
import { type SQL, sql } from 'drizzle-orm';
import { type Period, yearsOf } from './filter';
import { roundCbm } from './totals';

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
