import {
  analyticsMessages,
  type consigneeCompetitorsResponseSchema,
  type consigneesQuerySchema,
  type consigneesResponseSchema,
  type OperatorRow,
} from '@portside/contracts/analytics';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { NotFound } from '../../../errors';
import { type ConsigneeKey, consigneeColumns, consigneeNamed, itemsOf, rollupRowsOf } from '../kit/consignee-keys';
import { cbm, count, type DashboardFilter, inCategories } from '../kit/filter';
import { operatorColumns, operatorKey } from '../kit/operators';
import { rollupNamed, volumeRows } from '../kit/range';
import { type VolumeTotalsColumns, volumeTotalsOver, withVolumeTotals } from '../kit/totals';

/** What a consignee call counts: every handler's BLs arrived in the days, in the categories (docs/domain.md). */

const monthly = rollupNamed('rollup_consignee_monthly');
const yearly = rollupNamed('rollup_consignee_yearly');
const totalMonthly = rollupNamed('rollup_consignee_total_monthly');
const totalDaily = rollupNamed('rollup_consignee_total_daily');

type ConsigneesQuery = z.infer<typeof consigneesQuerySchema>;
export type ConsigneeListing = Pick<ConsigneesQuery, 'limit' | 'sort' | 'order' | 'search'>;

const direction = (order: 'asc' | 'desc') => sql.raw(order);
/** The consignee's name as shown: the registry's, else the printed name as the rollups keep it. */
const shownName = sql`coalesce(c.name, x.consignee_name)`;
const sortColumn = {
  volume: sql`x.cbm`,
  packages: sql`x.packages`,
  name: sql`lower(${shownName}) collate "C"`,
} as const;

/**
 * Every consignee of the port's cargo in the period (all handlers, the categories summed), those whose name holds
 * `search` (any case), sorted, at most `limit`, with the totals of all that match.
 */
export const consigneesQuery = (filter: DashboardFilter, listing: ConsigneeListing) => sql`with x as (
    select r.consignee_id, r.consignee_name, sum(r.cbm) as cbm, sum(r.packages) as packages, sum(r.bls) as bls
    from (${volumeRows(totalMonthly, filter.period, sql`true`, yearly, totalDaily)}) r
    where ${inCategories(filter)}
    group by 1, 2
  )
  select ${consigneeColumns}, ${cbm(sql`x.cbm`)} as "totalVolume", ${count(sql`x.packages`)} as "totalPackages", ${count(sql`x.bls`)} as bls,
    ${volumeTotalsOver(sql`x`)}
  from x left join consignees c on c.id = x.consignee_id
  ${listing.search ? sql`where strpos(lower(${shownName}), lower(${listing.search})) > 0` : sql``}
  order by ${sortColumn[listing.sort]} ${direction(listing.order)}, ${shownName} collate "C", x.consignee_id,
    x.consignee_name collate "C"
  limit ${listing.limit}`;

type ConsigneeRow = z.infer<typeof consigneesResponseSchema>['items'][number] & VolumeTotalsColumns;

export async function readConsignees(
  db: Db,
  filter: DashboardFilter,
  listing: ConsigneeListing,
): Promise<z.infer<typeof consigneesResponseSchema>> {
  const { data, total } = withVolumeTotals(await selectRows<ConsigneeRow>(db, consigneesQuery(filter, listing)));
  return { items: data, total };
}

export type OperatorListing = { limit: number; order: 'asc' | 'desc' };

/**
 * Who handled the consignee's BLs arrived in the period: its operators (handler names) by volume, at most `limit`,
 * with the totals of all. One row holding only the consignee's name when none did; no row when the registry lacks it.
 */
export const consigneeCompetitorsQuery = (filter: DashboardFilter, key: ConsigneeKey, listing: OperatorListing) => sql`
  select k.consignee, p.* from (${consigneeNamed(key)}) k
  left join lateral (
    with x as (
      select ${operatorKey} as operator, sum(r.cbm) as cbm, sum(r.packages) as packages, sum(r.bls) as bls
      from (${volumeRows(monthly, filter.period, itemsOf(key), yearly)}) r
      left join cargo_handlers h on h.id = r.handler_id
      where ${rollupRowsOf(key)} and ${inCategories(filter)}
      group by 1
    )
    select ${operatorColumns(sql`x.operator`)}, ${cbm(sql`x.cbm`)} as "totalVolume", ${count(sql`x.packages`)} as packages,
      ${count(sql`x.bls`)} as bls, ${volumeTotalsOver(sql`x`)}
    from x
    order by x.cbm ${direction(listing.order)}, x.operator collate "C"
    limit ${listing.limit}
  ) p on true`;

type CompetitorRow = { consignee: string } & (
  | (OperatorRow & VolumeTotalsColumns)
  | { name: null; rowCount: null; sumCbm: null; sumPackages: null; sumBls: null }
);

export async function readConsigneeCompetitors(
  db: Db,
  filter: DashboardFilter,
  key: ConsigneeKey,
  listing: OperatorListing,
): Promise<z.infer<typeof consigneeCompetitorsResponseSchema>> {
  const rows = await selectRows<CompetitorRow>(db, consigneeCompetitorsQuery(filter, key, listing));
  const [first] = rows;
  if (!first) throw new NotFound(analyticsMessages.consigneeInvalid);
  const operators = rows.flatMap(({ consignee, ...row }) =>
    row.name === null ? [] : [row as OperatorRow & VolumeTotalsColumns],
  );
  return { consignee: first.consignee, ...withVolumeTotals(operators) };
}
