import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { TrendQuery, TrendSummary, trendResponseSchema } from '@portside/contracts/reports';
import type { CbmTarget } from '@portside/contracts/settings';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { terminalToday } from '../../settings/service';
import {
  cbm,
  type DashboardFilter,
  inCategories,
  monthPeriod,
  ourVolume,
  type Period,
  yearsPeriod,
} from '../kit/filter';
import { periodTarget, targetsJson } from '../kit/targets';
import { roundCbm } from '../kit/totals';

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOf = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);

/**
 * The calculator's figures (docs/domain.md "Trend calculator") for a period, on `today` (YYYY-MM-DD), from the CBM
 * arrived in the period up to today and the period's target (null when none).
 */
export function trendFigures(period: Period, today: string, actual: number, target: number | null): TrendSummary {
  const first = dayNumber(period.start);
  const daysInPeriod = dayNumber(period.end) - first;
  const elapsedDays = Math.min(daysInPeriod, Math.max(0, dayNumber(today) - first + 1));
  const remainingDays = daysInPeriod - elapsedDays;
  // Never negative: past the target, what is beyond it is its own figure.
  const remaining = target === null ? null : roundCbm(Math.max(0, target - actual));
  return {
    periodStart: period.start,
    periodEnd: dayOf(dayNumber(period.end) - 1),
    today,
    daysInPeriod,
    elapsedDays,
    remainingDays,
    target,
    actual,
    projected: elapsedDays > 0 ? roundCbm((actual / elapsedDays) * daysInPeriod) : 0,
    remaining,
    aboveTarget: target === null ? null : roundCbm(Math.max(0, actual - target)),
    targetPerDay: target === null ? null : roundCbm(target / daysInPeriod),
    averagePerDay: elapsedDays > 0 ? roundCbm(actual / elapsedDays) : 0,
    targetPerRemainingDay: remaining === null || remainingDays === 0 ? null : roundCbm(remaining / remainingDays),
  };
}

/** The chosen month or year; the parts left out are today's. */
export function trendFilter(query: TrendQuery, today: string): DashboardFilter {
  const year = query.year ?? Number(today.slice(0, 4));
  const period =
    query.query === 'yearly' ? yearsPeriod(year, year) : monthPeriod(year, query.month ?? Number(today.slice(5, 7)));
  return { period, categories: query.by === 'both' ? cargoHandlerTypes : [query.by] };
}

/** Our CBM arrived in the period up to `today`, and the settings' targets of its year in the filter's categories. */
export const trendQuery = (filter: DashboardFilter, today: string) => sql`select
    ${cbm(sql`(select sum(r.cbm) from rollup_volume_daily r
      where ${ourVolume(filter, sql`r.day`)} and r.day <= ${today}::date)`)} as actual,
    ${targetsJson(filter.period, inCategories(filter, sql`t.category`))} as targets`;

/** `today` is the terminal's day, read from the clock (tests fix it with fake timers) in the settings' time zone. */
export async function readTrend(db: Db, query: TrendQuery): Promise<z.infer<typeof trendResponseSchema>> {
  const today = await terminalToday(db);
  const filter = trendFilter(query, today);
  const [row] = await selectRows<{ actual: number; targets: CbmTarget[] }>(db, trendQuery(filter, today));
  const actual = row?.actual ?? 0;
  const target = periodTarget(row?.targets ?? [], filter.period, filter.categories);
  const label = filter.period.start.slice(0, filter.period.kind === 'month' ? 7 : 4);
  return {
    status: 'success',
    data: trendFigures(filter.period, today, actual, target),
    message: `Trend summary of ${label}`,
  };
}
