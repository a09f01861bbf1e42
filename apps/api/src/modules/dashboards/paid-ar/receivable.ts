import {
  agingBuckets,
  type agingResponseSchema,
  type ReceivableItem,
  type ReceivableQuery,
  type receivableResponseSchema,
} from '@portside/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { contains, dwellDays } from '../../../db/sql-expressions';
import { blRowColumns, blRowJoins, consigneeShown } from '../kit/bl-row';
import { cbm, count, money, monthPeriod, type Period, yearsPeriod } from '../kit/filter';

/**
 * The receivable (docs/domain.md "Dashboards II"): our invoices (handling and storage) billed in the period that have
 * no official receipt, found through billing_invoices_unpaid_date_idx; the searches are contained in the vessel's name
 * or voyage, the BL number and the consignee's name as shown, in any case.
 */
export type ReceivableFilter = { period: Period; vessel?: string; bl?: string; consignee?: string };

export const receivableFilter = (
  query: Pick<ReceivableQuery, 'month' | 'vessel' | 'bl' | 'consignee'>,
  year: number,
) => ({
  period: query.month ? monthPeriod(year, query.month) : yearsPeriod(year, year),
  vessel: query.vessel,
  bl: query.bl,
  consignee: query.consignee,
});

/** A storage invoice waived whole (0.00) owes nothing: it is no receivable. */
const unpaidIn = (period: Period) => sql`b.official_receipt_id is null and b.net_amount + b.vat_amount > 0
  and b.billing_date >= ${period.start}::date and b.billing_date < ${period.end}::date`;

/**
 * The cargo a receivable invoice `b` counts in totals: its BL's `figure` for a handling invoice, none for a storage
 * invoice, which bills days of cargo its handling invoice counts (docs/domain.md "Storage revenue").
 */
const cargoOf = (figure: SQL) => sql`case when b.kind = 'handling' then ${figure} else 0 end`;

/**
 * The invoices `b` of the filter, with what their totals add (from the BL `i`); the vessel `s` and consignee `c` joined
 * when a search needs them.
 */
function matching(filter: ReceivableFilter): SQL {
  const searches = [
    filter.vessel && sql`(${contains(sql`s.name`, filter.vessel)} or ${contains(sql`s.voyage_number`, filter.vessel)})`,
    filter.bl && contains(sql`i.bl_no`, filter.bl),
    filter.consignee && contains(consigneeShown, filter.consignee),
  ].filter((search): search is SQL => Boolean(search));
  const columns = sql`b.id, b.billing_date, b.net_amount + b.vat_amount as due,
    ${cargoOf(sql`i.no_packages`)} as no_packages, ${cargoOf(sql`i.cbm`)} as cbm,
    ${cargoOf(sql`round(i.gross_weight / 1000, 3)`)} as tonnes`;
  if (searches.length === 0)
    return sql`select ${columns} from billing_invoices b join items i on i.id = b.item_id
      where ${unpaidIn(filter.period)}`;
  return sql`select ${columns} from billing_invoices b
    join items i on i.id = b.item_id
    join work_orders w on w.id = i.work_order_id
    join vessels s on s.id = w.vessel_id
    left join consignees c on c.id = i.consignee_id
    where ${unpaidIn(filter.period)} and ${sql.join(searches, sql` and `)}`;
}

export type ReceivablePage = { page: number; pageSize: number };

/**
 * A page of the filter's receivable, oldest billing first (then by invoice), with how many there are in all: one row
 * of nulls but `total` when the page is empty. Dwell and aging count whole days to `today` (the terminal's).
 */
export const receivableQuery = (filter: ReceivableFilter, page: ReceivablePage, today: string) => sql`
  with matching as (${matching(filter)})
  select t.*, p.* from (
    select count(*)::int as total, ${count(sql`sum(no_packages)`)} as "sumPackages", ${cbm(sql`sum(cbm)`)} as "sumCbm",
      ${cbm(sql`sum(tonnes)`)} as "sumTonnes", ${money(sql`sum(due)`)} as "sumDue"
    from matching
  ) t
  left join lateral (
    select ${blRowColumns}, null as "orNumber", b.invoice_number as "invoiceNumber", b.kind as "invoiceKind",
      b.billing_date::text as "billingDate", ${money(sql`b.net_amount + b.vat_amount`)} as "amountDue",
      ${dwellDays(today)} as "dwellDays", greatest(0, ${today}::date - b.billing_date) as "invoiceAging"
    from (
      select x.id, x.billing_date from matching x order by x.billing_date, x.id
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
    ) x
    join billing_invoices b on b.id = x.id
    join items i on i.id = b.item_id
    ${blRowJoins}
    order by x.billing_date, x.id
  ) p on true`;

type ReceivableRow = { total: number; sumPackages: number; sumCbm: number; sumTonnes: number; sumDue: string } & (
  | ReceivableItem
  | { id: null }
);

export async function readReceivable(
  db: Db,
  filter: ReceivableFilter,
  page: ReceivablePage,
  today: string,
): Promise<z.infer<typeof receivableResponseSchema>> {
  const rows = await selectRows<ReceivableRow>(db, receivableQuery(filter, page, today));
  const [first] = rows;
  return {
    items: rows.flatMap(({ total, sumPackages, sumCbm, sumTonnes, sumDue, ...item }) =>
      item.id === null ? [] : [item as ReceivableItem],
    ),
    total: first?.total ?? 0,
    summary: {
      noPackages: first?.sumPackages ?? 0,
      cbmSo: first?.sumCbm ?? 0,
      tonnes: first?.sumTonnes ?? 0,
      amountDue: first?.sumDue ?? '0.00',
    },
    ...page,
    today,
  };
}

/** Whole days since billing, into the buckets 0-30, 31-60, 61-90 and 90+ (a later day counts as 0). */
const bucketOf = (today: string) => sql`case
  when ${today}::date - b.billing_date <= 30 then '0-30'
  when ${today}::date - b.billing_date <= 60 then '31-60'
  when ${today}::date - b.billing_date <= 90 then '61-90'
  else '90+' end`;

/**
 * The period's receivable by days since billing on `today`: every bucket in order (zeros included), then the total
 * (bucket null): invoices, their BLs' CBM (handling invoices'), net and amount due (net plus VAT).
 */
export const agingQuery = (period: Period, today: string) => sql`
  with a as (
    select ${bucketOf(today)} as bucket, ${cargoOf(sql`i.cbm`)} as cbm, b.net_amount as net,
      b.net_amount + b.vat_amount as due
    from billing_invoices b join items i on i.id = b.item_id
    where ${unpaidIn(period)}
  )
  select k.bucket, count(a.bucket)::int as invoices, ${cbm(sql`sum(a.cbm)`)} as cbm,
    ${money(sql`sum(a.net)`)} as net, ${money(sql`sum(a.due)`)} as "amountDue"
  from unnest(array[${sql.join(
    agingBuckets.map((bucket) => sql`${bucket}`),
    sql`, `,
  )}]::text[]) with ordinality as k(bucket, position)
  left join a on a.bucket = k.bucket
  group by grouping sets ((k.bucket, k.position), ())
  order by k.position nulls last`;

type Aging = z.infer<typeof agingResponseSchema>;
type AgingRow = Omit<Aging['buckets'][number], 'bucket'> & { bucket: Aging['buckets'][number]['bucket'] | null };

export async function readAging(db: Db, period: Period, today: string): Promise<Aging> {
  const rows = await selectRows<AgingRow>(db, agingQuery(period, today));
  const buckets = rows.flatMap(({ bucket, ...figures }) => (bucket === null ? [] : [{ bucket, ...figures }]));
  const total = rows.find((row) => row.bucket === null);
  if (!total) throw new Error('the aging query has no total row');
  const { bucket: _bucket, ...figures } = total;
  return { today, buckets, total: figures };
}
