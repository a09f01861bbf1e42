import {
  type consigneeItemsResponseSchema,
  type consigneeSummaryResponseSchema,
  drillDownRowsMax,
  reportMessages,
} from '@portside/contracts/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { descriptionShown } from '../../../db/sql-expressions';
import { NotFound } from '../../../errors';
import { type ConsigneeKey, consigneeColumns, consigneeNamed, itemsOf, rollupRowsOf } from '../kit/consignee-keys';
import {
  cbm,
  count,
  type DashboardFilter,
  handledByUs,
  inCategories,
  inPeriod,
  money,
  ourBilled,
  ourRevenue,
  ourVolume,
} from '../kit/filter';
import { type TotalsColumns, totalsOver, withTotals } from '../kit/totals';

/**
 * The consignees with our volume arrived in the period or net billed in it, with both:
 * `consignees_x(consignee_id, consignee_name, cbm, packages, bls, net)`.
 */
const consigneeFigures = (filter: DashboardFilter) => {
  // Whole years are read from the yearly rollups: a twelfth of the rows.
  const unit = filter.period.kind === 'years' ? 'year' : 'month';
  const column = sql.raw(`r.${unit}`);
  const rollup = (name: string) => sql.raw(`rollup_${name}_${unit === 'year' ? 'yearly' : 'monthly'}`);
  return sql`consignees_x as (
    select consignee_id, consignee_name, coalesce(v.cbm, 0) as cbm, coalesce(v.packages, 0) as packages,
      coalesce(v.bls, 0) as bls, coalesce(n.net, 0) as net
    from (
      select r.consignee_id, r.consignee_name, sum(r.cbm) as cbm, sum(r.packages) as packages, sum(r.bls) as bls
      from ${rollup('consignee')} r where ${ourVolume(filter, column)} group by 1, 2
    ) v
    full join (
      select r.consignee_id, r.consignee_name, sum(r.net) as net
      from ${rollup('revenue_consignee')} r where ${ourRevenue(filter, column)} group by 1, 2
    ) n using (consignee_id, consignee_name)
  )`;
};

/** Volume and net by consignee, largest first, at most drillDownRowsMax, with the totals of all. */
export const consigneeSummaryQuery = (filter: DashboardFilter) => sql`with ${consigneeFigures(filter)}
  select ${consigneeColumns}, ${cbm(sql`x.cbm`)} as "totalCbm",
    ${count(sql`x.packages`)} as "totalPackages", ${count(sql`x.bls`)} as bls, ${money(sql`x.net`)} as "netAmount",
    ${totalsOver(sql`x`)}
  from consignees_x x left join consignees c on c.id = x.consignee_id
  order by x.cbm desc, x.net desc, consignee, "consigneeKey"
  limit ${drillDownRowsMax}`;

type ConsigneeRow = z.infer<typeof consigneeSummaryResponseSchema>['data'][number] & TotalsColumns;

export async function readConsigneeSummary(
  db: Db,
  filter: DashboardFilter,
): Promise<z.infer<typeof consigneeSummaryResponseSchema>> {
  return withTotals(await selectRows<ConsigneeRow>(db, consigneeSummaryQuery(filter)));
}

export type ItemsPage = { limit: number; offset: number };

/**
 * A page of the consignee's BLs arrived in the period that we handle in the filter's one category, newest arrival
 * first, each with its invoice's net for that category (whatever its billing date). Every row also holds the
 * consignee's name and the totals of all those BLs, read from the rollups (the volume one by arrival month, the billed
 * one by arrival month): the dialog's totals are those of its rows over all its pages. One row of nulls but those
 * when the page is empty, no row when the registry lacks the consignee.
 */
export const consigneeItemsQuery = (filter: DashboardFilter, key: ConsigneeKey, page: ItemsPage) => sql`select
    k.consignee, v.*, n.*, p.*
  from (${consigneeNamed(key)}) k
  cross join (
    select coalesce(sum(r.bls), 0)::int as total, ${cbm(sql`sum(r.cbm)`)} as "sumCbm",
      ${count(sql`sum(r.packages)`)} as "sumPackages"
    from rollup_consignee_monthly r where ${ourVolume(filter)} and ${rollupRowsOf(key)}
  ) v
  cross join (
    select ${money(sql`sum(r.net)`)} as "sumNet"
    from rollup_billed_consignee_monthly r where ${ourBilled(filter)} and ${rollupRowsOf(key)}
  ) n
  left join lateral (
    select i.id, i.bl_no as "blNo", s.name as "vesselName", s.voyage_number as "voyageNumber",
      i.arrival_date::text as "arrivalDate", ${descriptionShown} as description,
      i.no_packages as packages, i.cbm::float8 as cbm,
      case when b.id is not null then ${money(sql`(select sum(l.amount) from billing_invoice_lines l
        where l.invoice_id = b.id and ${inCategories(filter, sql`l.category`)})
        - coalesce((select sum(ml.net_amount) from credit_memos m join credit_memo_lines ml on ml.memo_id = m.id
        where m.invoice_id = b.id and ${inCategories(filter, sql`ml.category`)}), 0)`)} end as "netAmount",
      b.invoice_number as "invoiceNumber"
    from items i
    join work_orders w on w.id = i.work_order_id
    join vessels s on s.id = w.vessel_id
    left join descriptions d on d.id = i.description_id
    left join billing_invoices b on b.item_id = i.id and b.kind = 'handling'
    where ${itemsOf(key)} and ${inPeriod(filter, sql`i.arrival_date`)} and ${handledByUs(filter)}
    order by i.arrival_date desc, i.id desc
    limit ${page.limit} offset ${page.offset}
  ) p on true`;

type Item = Omit<z.infer<typeof consigneeItemsResponseSchema>['data'][number], 'noPackages' | 'cbmSo'>;
type ItemRow = { consignee: string; total: number; sumCbm: number; sumPackages: number; sumNet: string } & (
  | Item
  | { id: null }
);

export async function readConsigneeItems(
  db: Db,
  filter: DashboardFilter,
  key: ConsigneeKey,
  page: ItemsPage,
): Promise<z.infer<typeof consigneeItemsResponseSchema>> {
  const rows = await selectRows<ItemRow>(db, consigneeItemsQuery(filter, key, page));
  const [first] = rows;
  if (!first) throw new NotFound(reportMessages.consigneeInvalid);
  return {
    consignee: first.consignee,
    data: rows.flatMap(({ consignee, total, sumCbm, sumPackages, sumNet, ...row }) => {
      if (row.id === null) return [];
      const item = row as Item;
      return [{ ...item, noPackages: item.packages, cbmSo: item.cbm }];
    }),
    total: first.total,
    summary: {
      totalCbm: first.sumCbm,
      totalPackages: first.sumPackages,
      bls: first.total,
      netTotalAmount: first.sumNet,
    },
    count: first.total,
    totalPackages: first.sumPackages,
    totalCbm: first.sumCbm,
  };
}
