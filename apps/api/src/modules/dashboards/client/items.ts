import type { ClientItem, ClientItemsQuery, ClientItemView } from '@portside/contracts/client-portal';
import type { Page } from '@portside/contracts/lists';
import type { BlInYard } from '@portside/contracts/tracking';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { contains, descriptionShown, dwellDays } from '../../../db/sql-expressions';
import { storageInvoicesOf } from '../../storage/billed';
import { type BlStayRow, blInYardOf } from '../../storage/in-yard';
import { stayOf, storageCounter } from '../../storage/stay';
import { withdrawalsOf } from '../../tracking/withdrawals';
import { blRowColumns, blRowJoins } from '../kit/bl-row';
import { money } from '../kit/filter';
import { arrastreOurs, invoiceOfBl, ofCompany } from './company';
import { statusOf } from './figures';

/** Billed and not paid (`b`: the BL's invoice): the accounts payable. */
const unpaid = sql`(b.item_id is not null and b.official_receipt_id is null)`;

/**
 * Spec 2.9's views of the item table (active, the default, is what still needs the client: unpaid, or in the yard
 * waiting for our gate: a BL whose arrastre is not ours never leaves by our gate, so it is done once paid).
 */
const views: Record<ClientItemView, SQL | undefined> = {
  active: sql`(b.official_receipt_id is null or (${arrastreOurs} and i.gate_out_at is null))`,
  unpaid,
  paid: sql`b.official_receipt_id is not null`,
  all: undefined,
};

/**
 * The search: contained in the BL number, the vessel's name or voyage, or the type of cargo, in any case. The visits
 * of the vessels that match are found once (a hashed subplan), so the company's BLs are not each joined to theirs.
 */
const searched = (q: string) => sql`(${contains(sql`i.bl_no`, q)} or ${contains(descriptionShown, q)}
  or i.work_order_id in (select w.id from work_orders w join vessels s on s.id = w.vessel_id
    where ${contains(sql`s.name`, q)} or ${contains(sql`s.voyage_number`, q)}))`;

const sortKeys: Record<ClientItemsQuery['sort'], SQL> = {
  arrivalDate: sql`i.arrival_date`,
  blNo: sql`lower(i.bl_no)`,
  cbmSo: sql`i.cbm`,
  billingDate: sql`b.billing_date`,
};

/**
 * The company's BLs in the view, searched, in the asked order (a BL not billed last when sorting by billing date,
 * then by id in the same direction), one page, with how many match in all: one row of nulls but `total` when the
 * page is empty. Dwell and aging count whole days to `today` (the terminal's), as the receivable does; dwell only for a
 * BL whose arrastre is ours (our gate records when it leaves; another operator's does not tell us).
 */
export const clientItemsQuery = (companyId: number, query: ClientItemsQuery, today: string) => {
  const conditions = [ofCompany(companyId), views[query.view], query.q ? searched(query.q) : undefined].filter(
    (condition): condition is SQL => condition !== undefined,
  );
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  // The view "all" in an order of the BL's own reads no invoice before the page.
  const invoice = query.view !== 'all' || query.sort === 'billingDate' ? invoiceOfBl : sql``;
  const joins = query.q ? sql`left join descriptions d on d.id = i.description_id` : sql``;
  return sql`
  with matching as (
    select i.id, ${sortKeys[query.sort]} as key
    from items i ${invoice} ${joins}
    where ${sql.join(conditions, sql` and `)}
  )
  select t.total, p.* from (select count(*)::int as total from matching) t
  left join lateral (
    select ${blRowColumns}, ${statusOf} as status, r.or_number as "orNumber", r.id as "receiptId",
      b.invoice_number as "invoiceNumber", b.id as "invoiceId", b.billing_date::text as "billingDate",
      case when ${unpaid} then ${money(sql`b.net_amount + b.vat_amount`)} end as "amountDue",
      case when ${arrastreOurs} then ${dwellDays(today)} end as "dwellDays",
      case when ${unpaid} then greatest(0, ${today}::date - b.billing_date) end as "invoiceAging",
      ${arrastreOurs} as "arrastreIsOurs", ${stayOf(sql`i`, sql`w`)} as stay, ${withdrawalsOf(sql`i.id`)} as withdrawals,
      ${storageInvoicesOf(sql`i.id`)} as "storageInvoices"
    from (
      select x.id, x.key from matching x order by x.key ${direction} nulls last, x.id ${direction}
      limit ${query.limit} offset ${query.offset}
    ) x
    join items i on i.id = x.id
    ${blRowJoins}
    left join billing_invoices b on b.item_id = i.id and b.kind = 'handling'
    left join official_receipts r on r.id = b.official_receipt_id
    order by x.key ${direction} nulls last, x.id ${direction}
  ) p on true`;
};

type Row = { total: number } & ((Omit<ClientItem, keyof BlInYard> & BlStayRow) | { id: null });

/** A page of the company's BLs, each with its storage to today and its trucks (docs/domain.md "Client portal"). */
export async function listClientItems(
  db: Db,
  companyId: number,
  query: ClientItemsQuery,
  today: string,
): Promise<Page<ClientItem>> {
  const [rows, count] = await Promise.all([
    selectRows<Row>(db, clientItemsQuery(companyId, query, today)),
    storageCounter(db),
  ]);
  return {
    data: rows.flatMap(({ total, ...row }) => {
      if (row.id === null) return [];
      const { arrastreIsOurs: _ours, stay: _stay, storageInvoices: _invoices, withdrawals: _trucks, ...item } = row;
      return [{ ...item, ...blInYardOf(row, count) }];
    }),
    total: rows[0]?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
