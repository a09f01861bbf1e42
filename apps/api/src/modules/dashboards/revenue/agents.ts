import {
  type agentSummaryResponseSchema,
  type agentVesselsResponseSchema,
  drillDownRowsMax,
  reportMessages,
} from '@portside/contracts/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { NotFound } from '../../../errors';
import { isShippingAgentKind } from '../../shipping-agents/service';
import { cbm, count, type DashboardFilter, money, ourRevenue, ourVolume } from '../kit/filter';
import { type TotalsColumns, totalsOver, withTotals } from '../kit/totals';

/**
 * The visits (work orders) with our volume arrived in the period or net billed in it, with both: `visits(work_order_id,
 * cbm, packages, bls, net)`; only one agent's when given.
 */
const visits = (filter: DashboardFilter, agentId?: number) => {
  const ofAgent = agentId
    ? sql` and r.work_order_id in (select w.id from work_orders w join vessels s on s.id = w.vessel_id
        where s.shipping_agent_id = ${agentId})`
    : sql``;
  return sql`visits as (
    select work_order_id, coalesce(v.cbm, 0) as cbm, coalesce(v.packages, 0) as packages, coalesce(v.bls, 0) as bls,
      coalesce(n.net, 0) as net
    from (
      select r.work_order_id, sum(r.cbm) as cbm, sum(r.packages) as packages, sum(r.bls) as bls
      from rollup_visit_monthly r where ${ourVolume(filter)}${ofAgent} group by 1
    ) v
    full join (
      select r.work_order_id, sum(r.net) as net
      from rollup_revenue_visit_monthly r where ${ourRevenue(filter)}${ofAgent} group by 1
    ) n using (work_order_id)
  )`;
};

/** The shipping agents of those visits (the vessels' agents as the registry names them), largest first. */
export const agentSummaryQuery = (filter: DashboardFilter) => sql`with ${visits(filter)},
    x as (
      select s.shipping_agent_id as agent_id, sum(x.cbm) as cbm, sum(x.packages) as packages, sum(x.bls) as bls,
        count(*) as vessels, sum(x.net) as net, max(w.arrival_date) as date
      from visits x join work_orders w on w.id = x.work_order_id join vessels s on s.id = w.vessel_id
      group by 1
    )
  select x.agent_id as "agentId", a.name as "shippingAgent", ${cbm(sql`x.cbm`)} as "totalCbm",
    ${count(sql`x.packages`)} as "totalPackages", ${count(sql`x.bls`)} as bls, ${count(sql`x.vessels`)} as vessels,
    ${money(sql`x.net`)} as "netAmount", x.date::text as date, ${totalsOver(sql`x`)}
  from x join companies a on a.id = x.agent_id
  order by x.cbm desc, x.net desc, a.name, x.agent_id
  limit ${drillDownRowsMax}`;

type AgentRow = z.infer<typeof agentSummaryResponseSchema>['data'][number] & TotalsColumns;

export async function readAgentSummary(
  db: Db,
  filter: DashboardFilter,
): Promise<z.infer<typeof agentSummaryResponseSchema>> {
  return withTotals(await selectRows<AgentRow>(db, agentSummaryQuery(filter)));
}

/**
 * One agent's visits, largest first: a row of the agent alone (nulls for the rest) when it has none, no row when
 * the registry has no company of the Shipping Agent kind with that id.
 */
export const agentVesselsQuery = (filter: DashboardFilter, agentId: number) => sql`with ${visits(filter, agentId)},
    x as (
      select w.id, s.name, s.voyage_number, w.arrival_date, x.cbm, x.packages, x.bls, x.net
      from visits x join work_orders w on w.id = x.work_order_id join vessels s on s.id = w.vessel_id
    )
  select a.name as "shippingAgent", p.* from companies a
  left join lateral (
    select x.id as "workOrderId", x.name as "vesselName", x.voyage_number as "voyageNumber",
      x.arrival_date::text as "arrivalDate", ${cbm(sql`x.cbm`)} as "totalCbm", ${count(sql`x.packages`)} as "totalPackages",
      ${count(sql`x.bls`)} as bls, ${money(sql`x.net`)} as "netAmount", ${totalsOver(sql`x`)}
    from x order by x.cbm desc, x.net desc, x.arrival_date desc, x.id
    limit ${drillDownRowsMax}
  ) p on true
  where a.id = ${agentId} and ${isShippingAgentKind(sql`a.kind_id`)}`;

type Visit = Omit<z.infer<typeof agentVesselsResponseSchema>['vessels'][number], 'voyageNo'> & TotalsColumns;
type AgentVesselRow = { shippingAgent: string } & (Visit | { workOrderId: null });

export async function readAgentVessels(
  db: Db,
  filter: DashboardFilter,
  agentId: number,
): Promise<z.infer<typeof agentVesselsResponseSchema>> {
  const rows = await selectRows<AgentVesselRow>(db, agentVesselsQuery(filter, agentId));
  const [first] = rows;
  if (!first) throw new NotFound(reportMessages.agentNotFound);
  const visitRows = rows.flatMap(({ shippingAgent, ...row }) => (row.workOrderId === null ? [] : [row as Visit]));
  const { data, rows: total, summary } = withTotals(visitRows);
  return {
    shippingAgent: first.shippingAgent,
    vessels: data.map((visit) => ({ ...visit, voyageNo: visit.voyageNumber })),
    rows: total,
    summary,
    totalPackages: summary.totalPackages,
    totalCbm: summary.totalCbm,
  };
}
