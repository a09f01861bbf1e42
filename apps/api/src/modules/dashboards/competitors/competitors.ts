import type {
  monthlyPerformanceResponseSchema,
  OperatorRow,
  operatorMonthlySchema,
  performanceResponseSchema,
} from '@portside/contracts/analytics';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { cbm, count, type DashboardFilter, inCategories, inPeriod } from '../kit/filter';
import { operatorColumns, operatorKey } from '../kit/operators';
import { type VolumeTotalsColumns, volumeTotalsOver, withVolumeTotals } from '../kit/totals';

/** The daily rollup's rows `r` of the days and categories, with their handler `h` (none for handler 0). */
const volumeOf = (filter: DashboardFilter) => sql`rollup_volume_daily r
  left join cargo_handlers h on h.id = r.handler_id
  where ${inPeriod(filter, sql`r.day`)} and ${inCategories(filter)}`;

/**
 * Every operator's CBM per arrival month of the year in each category (12 months, zeros included), largest first
 * in its category, with its totals.
 */
export const monthlyPerformanceQuery = (filter: DashboardFilter) => sql`with x as (
    select r.category, ${operatorKey} as operator, extract(month from r.day)::int as month, sum(r.cbm) as cbm,
      sum(r.packages) as packages, sum(r.bls) as bls
    from ${volumeOf(filter)}
    group by 1, 2, 3
  ),
  o as (
    select x.category, x.operator, sum(x.cbm) as cbm, sum(x.packages) as packages, sum(x.bls) as bls
    from x group by 1, 2
  )
  select o.category, ${operatorColumns(sql`o.operator`)}, ${cbm(sql`o.cbm`)} as "totalVolume",
    ${count(sql`o.packages`)} as packages, ${count(sql`o.bls`)} as bls,
    (select json_agg(json_build_object('month', m.month, 'volume', ${cbm(sql`x.cbm`)}) order by m.month)
      from generate_series(1, 12) m(month)
      left join x on x.category = o.category and x.operator = o.operator and x.month = m.month) as "monthlyData"
  from o
  order by o.category, o.cbm desc, o.operator collate "C"`;

type OperatorMonthly = z.infer<typeof operatorMonthlySchema>;

/** `filter`: one calendar year (another year's figures would land on the same months). */
export async function readMonthlyPerformance(
  db: Db,
  filter: DashboardFilter,
): Promise<z.infer<typeof monthlyPerformanceResponseSchema>> {
  const year = Number(filter.period.start.slice(0, 4));
  const rows = await selectRows<OperatorMonthly & { category: CargoHandlerType }>(db, monthlyPerformanceQuery(filter));
  const of = (category: CargoHandlerType) =>
    rows.filter((row) => row.category === category).map(({ category: _, ...row }) => row);
  return { year, stevedoring: of('stevedoring'), arrastre: of('arrastre') };
}

/**
 * The operators with volume in the days and categories, largest first (at most `limit` when given), each with the
 * totals of them all: the top operators panel and the totals panel.
 */
export const operatorTotalsQuery = (filter: DashboardFilter, limit?: number) => sql`with x as (
    select ${operatorKey} as operator, sum(r.cbm) as cbm, sum(r.packages) as packages, sum(r.bls) as bls
    from ${volumeOf(filter)}
    group by 1
  )
  select ${operatorColumns(sql`x.operator`)}, ${cbm(sql`x.cbm`)} as "totalVolume",
    ${count(sql`x.packages`)} as packages, ${count(sql`x.bls`)} as bls, ${volumeTotalsOver(sql`x`)}
  from x
  order by x.cbm desc, x.operator collate "C"
  limit ${limit ?? null}`;

export async function readOperatorTotals(
  db: Db,
  filter: DashboardFilter,
  limit?: number,
): Promise<z.infer<typeof performanceResponseSchema>> {
  return withVolumeTotals(await selectRows<OperatorRow & VolumeTotalsColumns>(db, operatorTotalsQuery(filter, limit)));
}
