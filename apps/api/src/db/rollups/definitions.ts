import { type SQL, sql } from 'drizzle-orm';

/**
 * What each rollup counts (docs/domain.md "Dashboards"): for the items chosen by `chosen` (an SQL condition on
 * `items i`), the rows each contributes, grouped by the rollup's key. The same query fills a rollup from scratch
 * (all items), adds a written item's part, and takes it away before the write.
 */
export type Rollup = {
  table: string;
  keys: string[];
  /** Summed columns, all 0 exactly when the row holds nothing (then it is deleted). */
  values: string[];
  /** Selects the key columns first, then the values, named as the table's columns. */
  contribution: (chosen: SQL) => SQL;
};

const groupByKeys = (keys: string[]) => sql.raw(`group by ${keys.map((_, index) => index + 1).join(', ')}`);

/**
 * Each item counts under both categories, with the handler of each (0 when the manifest named none we know), or
 * every handler's summed (`handlers` 'summed').
 */
const volume = (table: string, keyColumns: SQL, keys: string[], handlers: 'each' | 'summed' = 'each'): Rollup => {
  const allKeys = handlers === 'each' ? [...keys, 'category', 'handler_id'] : [...keys, 'category'];
  const handler = handlers === 'each' ? sql`, coalesce(h.handler_id, 0) as handler_id` : sql``;
  return {
    table,
    keys: allKeys,
    values: ['bls', 'packages', 'cbm'],
    contribution: (chosen) => sql`select ${keyColumns}, h.category${handler},
        count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm
      from items i
      cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id)
      where ${chosen} ${groupByKeys(allKeys)}`,
  };
};

/**
 * A line's part of its invoice's VAT (rounded once on the whole net, so not a line's own): the stevedoring line takes
 * its share of the net, rounded to the centavo, and the arrastre line the rest, so an invoice's parts add up to its
 * VAT exactly. (An invoice has at most one line per category, and its net is the sum of its lines.)
 */
const lineVat = sql`case when b.net_amount = 0 then 0
  when l.category = 'stevedoring' then round(b.vat_amount * l.amount / b.net_amount, 2)
  else b.vat_amount - round(b.vat_amount * (b.net_amount - l.amount) / b.net_amount, 2) end`;

/**
 * Our invoices' lines by billing month (or year) and category, or by the BL's arrival month (`dated` 'arrival'); paid
 * once the invoice has its official receipt. A credit memo's lines count against them, negative, on the memo's date
 * (docs/domain.md "Credit memos"): revenue is net of memos; a memo is not an invoice (`invoices` counts lines).
 * By billing date, a storage invoice counts whole under category 'storage' (its net is its lines less its waiver).
 */
const revenue = (
  table: string,
  keyColumns: SQL,
  keys: string[],
  unit: 'month' | 'year' = 'month',
  dated: 'billing' | 'arrival' = 'billing',
): Rollup => {
  const day = (document: SQL) => (dated === 'billing' ? document : sql`i.arrival_date`);
  const allKeys = [...keys, unit, 'category'];
  const storage =
    dated === 'billing'
      ? sql`union all
        select b.billing_date, 'storage', 1, b.net_amount, b.vat_amount where b.kind = 'storage'`
      : sql``;
  return {
    table,
    keys: allKeys,
    values: ['invoices', 'net', 'paid_net', 'vat'],
    contribution: (chosen) => sql`select ${keyColumns},
        date_trunc('${sql.raw(unit)}', e.day)::date as ${sql.raw(unit)}, e.category,
        sum(e.lines)::int as invoices, sum(e.net) as net,
        coalesce(sum(e.net) filter (where b.official_receipt_id is not null), 0) as paid_net,
        sum(e.vat) as vat
      from items i
      join billing_invoices b on b.item_id = i.id${dated === 'billing' ? sql`` : sql` and b.kind = 'handling'`}
      cross join lateral (
        select ${day(sql`b.billing_date`)} as day, l.category, 1 as lines, l.amount as net, ${lineVat} as vat
        from billing_invoice_lines l where l.invoice_id = b.id and b.kind = 'handling'
        union all
        select ${day(sql`m.memo_date`)}, ml.category, 0, -ml.net_amount, -ml.vat_amount
        from credit_memos m join credit_memo_lines ml on ml.memo_id = m.id where m.invoice_id = b.id
        ${storage}
      ) e
      where ${chosen} ${groupByKeys(allKeys)}`,
  };
};

const arrivalMonth = sql`date_trunc('month', i.arrival_date)::date as month`;
const arrivalYear = sql`date_trunc('year', i.arrival_date)::date as year`;
const consignee = sql`coalesce(i.consignee_id, 0) as consignee_id,
  case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name`;
const consigneeKeys = ['consignee_id', 'consignee_name'];

/**
 * An unmatched description is grouped by its first 200 characters: a key of the whole text (up to 1,000 characters,
 * 4 bytes each) would not fit an index entry (2,704 bytes).
 */
export const descriptionKeyLength = 200;

export const rollups: Rollup[] = [
  volume('rollup_volume_daily', sql`i.arrival_date as day`, ['day']),
  volume('rollup_consignee_monthly', sql`${arrivalMonth}, ${consignee}`, ['month', ...consigneeKeys]),
  volume('rollup_consignee_yearly', sql`${arrivalYear}, ${consignee}`, ['year', ...consigneeKeys]),
  // The consignees overview's (all handlers): fewer rows to read than the rollups above, which keep the handler.
  volume('rollup_consignee_total_monthly', sql`${arrivalMonth}, ${consignee}`, ['month', ...consigneeKeys], 'summed'),
  volume('rollup_consignee_total_daily', sql`i.arrival_date as day, ${consignee}`, ['day', ...consigneeKeys], 'summed'),
  volume('rollup_visit_monthly', sql`${arrivalMonth}, i.work_order_id`, ['month', 'work_order_id']),
  volume(
    'rollup_description_monthly',
    sql`${arrivalMonth}, coalesce(i.description_id, 0) as description_id,
      case when i.description_id is null then left(upper(btrim(i.description)), ${sql.raw(String(descriptionKeyLength))}) else '' end
        as description_name`,
    ['month', 'description_id', 'description_name'],
  ),
  revenue('rollup_revenue_consignee_monthly', consignee, consigneeKeys),
  revenue('rollup_revenue_consignee_yearly', consignee, consigneeKeys, 'year'),
  revenue('rollup_revenue_visit_monthly', sql`i.work_order_id`, ['work_order_id']),
  revenue(
    'rollup_billed_consignee_monthly',
    sql`${consignee}, coalesce(case e.category when 'stevedoring' then i.stevedoring_id else i.arrastre_id end, 0)
      as handler_id`,
    [...consigneeKeys, 'handler_id'],
    'month',
    'arrival',
  ),
  {
    table: 'rollup_billing_monthly',
    keys: ['month', 'paid'],
    values: ['invoices', 'cbm'],
    contribution: (chosen) => sql`select date_trunc('month', b.billing_date)::date as month,
        b.official_receipt_id is not null as paid, count(*)::int as invoices, sum(i.cbm) as cbm
      from items i join billing_invoices b on b.item_id = i.id and b.kind = 'handling'
      where ${chosen} group by 1, 2`,
  },
];
