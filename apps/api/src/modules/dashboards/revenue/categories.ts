import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import type {
  categorySummaryResponseSchema,
  categorySummaryRowSchema,
  netResponseSchema,
  yearlyResponseSchema,
} from '@portside/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import {
  cbm,
  count,
  type DashboardFilter,
  money,
  ourMoney,
  ourVolume,
  revenueCategoryRows,
  yearsOf,
} from '../kit/filter';
import { type TotalsColumns, totalsOver, withTotals } from '../kit/totals';

/** Our volume per category in the filter's period, from the daily rollup. */
export const volumeByCategory = (filter: DashboardFilter) => sql`select r.category, sum(r.cbm) as cbm,
    sum(r.packages) as packages, sum(r.bls) as bls
  from rollup_volume_daily r where ${ourVolume(filter, sql`r.day`)} group by 1`;

/** A volume figure of category row `x`: none for storage (docs/domain.md "Storage revenue"). */
const volumeOf = (figure: SQL) => sql`case when x.category = 'storage' then null else ${figure} end`;

/**
 * The revenue page's category table: each category of the filter with its volume and net (storage too when no
 * category is chosen, with its net alone), and their totals.
 */
export const categorySummaryQuery = (filter: DashboardFilter) => sql`with volume as (${volumeByCategory(filter)}),
    net as (
      select r.category, sum(r.net) as net from rollup_revenue_visit_monthly r where ${ourMoney(filter)} group by 1
    ),
    x as (
      select c.category, c.position, v.cbm, v.packages, v.bls, n.net
      from ${revenueCategoryRows(filter)}
      left join volume v on v.category = c.category
      left join net n on n.category = c.category
    )
  select x.category, ${volumeOf(cbm(sql`x.cbm`))} as "totalCbm",
    ${volumeOf(count(sql`x.packages`))} as "totalPackages", ${volumeOf(count(sql`x.bls`))} as bls,
    ${money(sql`x.net`)} as "netAmount", ${totalsOver(sql`x`)}
  from x order by x.position`;

type CategoryRow = z.infer<typeof categorySummaryRowSchema>;

export async function readCategorySummary(
  db: Db,
  filter: DashboardFilter,
): Promise<z.infer<typeof categorySummaryResponseSchema>> {
  const { data, summary } = withTotals(await selectRows<CategoryRow & TotalsColumns>(db, categorySummaryQuery(filter)));
  return { data, summary };
}

/**
 * Money per category of the filter (storage too when none is chosen): invoices, net, VAT, paid and receivable; with our
 * volume in the period.
 */
export const netQuery = (filter: DashboardFilter) => sql`with revenue as (
      select r.category, sum(r.invoices) as invoices, sum(r.net) as net, sum(r.vat) as vat, sum(r.paid_net) as paid
      from rollup_revenue_visit_monthly r where ${ourMoney(filter)} group by 1
    ),
    x as (
      select c.category, c.position, v.invoices, v.net, v.vat, v.paid
      from ${revenueCategoryRows(filter)} left join revenue v on v.category = c.category
    )
  select x.category, ${count(sql`x.invoices`)} as invoices, ${money(sql`x.net`)} as "netAmount",
    ${money(sql`x.vat`)} as "vatAmount", ${money(sql`x.paid`)} as "paidAmount",
    ${money(sql`x.net - x.paid`)} as "receivableAmount",
    ${cbm(sql`(select sum(v.cbm) from (${volumeByCategory(filter)}) v)`)} as "totalCbm",
    ${money(sql`sum(x.net) over ()`)} as "netTotalAmount", ${money(sql`sum(x.vat) over ()`)} as "vatTotalAmount",
    ${money(sql`sum(x.paid) over ()`)} as "paidTotalAmount"
  from x order by x.position`;

type NetRow = z.infer<typeof netResponseSchema>['data'][number] & z.infer<typeof netResponseSchema>['summary'];

export async function readNet(db: Db, filter: DashboardFilter): Promise<z.infer<typeof netResponseSchema>> {
  const rows = await selectRows<NetRow>(db, netQuery(filter));
  const [first] = rows;
  return {
    data: rows.map(({ totalCbm, netTotalAmount, vatTotalAmount, paidTotalAmount, ...row }) => row),
    summary: {
      totalCbm: first?.totalCbm ?? 0,
      netTotalAmount: first?.netTotalAmount ?? '0.00',
      vatTotalAmount: first?.vatTotalAmount ?? '0.00',
      paidTotalAmount: first?.paidTotalAmount ?? '0.00',
    },
  };
}

/** Our CBM per year and category of the filter. */
export const yearlyQuery = (filter: DashboardFilter) => sql`select extract(year from r.day)::int as year, r.category,
    ${cbm(sql`sum(r.cbm)`)} as cbm
  from rollup_volume_daily r where ${ourVolume(filter, sql`r.day`)} group by 1, 2`;

/** Every year of the period, with 0 for a category it did not count (or the filter left out). */
export async function readYearly(db: Db, filter: DashboardFilter): Promise<z.infer<typeof yearlyResponseSchema>> {
  const rows = await selectRows<{ year: number; category: CargoHandlerType; cbm: number }>(db, yearlyQuery(filter));
  const volume = (year: number, category: CargoHandlerType) =>
    rows.find((row) => row.year === year && row.category === category)?.cbm ?? 0;
  return {
    data: yearsOf(filter.period).map((year) => ({
      year,
      stevedoring: volume(year, 'stevedoring'),
      arrastre: volume(year, 'arrastre'),
    })),
  };
}
