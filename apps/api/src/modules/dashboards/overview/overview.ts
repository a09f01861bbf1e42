import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { OverviewResponse } from '@portside/contracts/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { terminalToday } from '../../settings/service';
import {
  categoryRows,
  cbm,
  count,
  type DashboardFilter,
  money,
  ourRevenue,
  ourVolume,
  yearsPeriod,
} from '../kit/filter';
import { addCbm } from '../kit/totals';

type MonthRow = {
  category: (typeof cargoHandlerTypes)[number];
  month: number | null;
  volume: number;
  packages: number;
  bls: number;
  previousCbm: number;
  netAmount: string;
};

const allCategories = (period: DashboardFilter['period']): DashboardFilter => ({
  period,
  categories: cargoHandlerTypes,
});

/**
 * The last day of the year before `year` that the cards compare with (YYYY-MM-DD): while `year` is this year (`today`
 * on the terminal's calendar), the same day of the year before (Feb 29 is Feb 28), else its Dec 31.
 */
export function comparedThrough(year: number, today: string) {
  if (Number(today.slice(0, 4)) !== year) return `${year - 1}-12-31`;
  const day = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${year - 1}-${day}`;
}

/**
 * One year's overview: per category and month our CBM, packages and BLs, the same month of the year before through
 * `through` (its last day counted), and the category's net billed in the year. One row per category and month that
 * has volume (a row without a month when the category has none).
 */
export function overviewQuery(year: number, through: string) {
  const twoYears = allCategories(yearsPeriod(year - 1, year));
  const thisYear = allCategories(yearsPeriod(year, year));
  const inYear = sql`r.day >= ${thisYear.period.start}::date`;
  return sql`with volume as (
      select r.category, extract(month from r.day)::int as month,
        sum(r.cbm) filter (where ${inYear}) as cbm, sum(r.packages) filter (where ${inYear}) as packages,
        sum(r.bls) filter (where ${inYear}) as bls, sum(r.cbm) filter (where r.day <= ${through}::date) as previous_cbm
      from rollup_volume_daily r where ${ourVolume(twoYears, sql`r.day`)}
      group by 1, 2
    ), net as (
      select r.category, sum(r.net) as net from rollup_revenue_visit_monthly r where ${ourRevenue(thisYear)} group by 1
    )
    select c.category, v.month, ${cbm(sql`v.cbm`)} as volume, ${count(sql`v.packages`)} as packages,
      ${count(sql`v.bls`)} as bls, ${cbm(sql`v.previous_cbm`)} as "previousCbm", ${money(sql`n.net`)} as "netAmount"
    from ${categoryRows(thisYear)}
    left join volume v on v.category = c.category
    left join net n on n.category = c.category
    order by c.position, v.month`;
}

/**
 * Spec 9's trend change: between the last two months with volume up to `lastMonth` (this month while the year is this
 * year: a vessel expected next month is no trend), in percent to one decimal (none before two months have volume).
 */
export function lastMonthsChange(monthly: { month: number; volume: number }[], lastMonth: number) {
  const [from, to] = monthly.filter((entry) => entry.volume > 0 && entry.month <= lastMonth).slice(-2);
  if (!from || !to) return null;
  return { from: from.month, to: to.month, percent: Math.round(((to.volume - from.volume) / from.volume) * 1000) / 10 };
}

/** The overview of `year`, else of this year on the terminal's calendar. */
export async function readOverview(db: Db, asked: number | undefined): Promise<OverviewResponse> {
  const today = await terminalToday(db);
  const year = asked ?? Number(today.slice(0, 4));
  const through = comparedThrough(year, today);
  const sameYear = Number(today.slice(0, 4)) === year;
  const rows = await selectRows<MonthRow>(db, overviewQuery(year, through));
  const summary = cargoHandlerTypes.map((name) => {
    const months = rows.filter((row) => row.category === name);
    const volumeOf = (month: number) => months.find((row) => row.month === month)?.volume ?? 0;
    const monthlyData = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, volume: volumeOf(index + 1) }));
    return {
      name,
      monthlyData,
      totalCbm: addCbm(months.map((row) => row.volume)),
      totalPackages: months.reduce((sum, row) => sum + row.packages, 0),
      bls: months.reduce((sum, row) => sum + row.bls, 0),
      previousYearCbm: addCbm(months.map((row) => row.previousCbm)),
      netAmount: months[0]?.netAmount ?? '0.00',
      monthChange: lastMonthsChange(monthlyData, sameYear ? Number(today.slice(5, 7)) : 12),
    };
  });
  return { data: { year, comparedThrough: through, summary } };
}
