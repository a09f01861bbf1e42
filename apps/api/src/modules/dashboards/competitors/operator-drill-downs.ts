import type { operatorAgentsResponseSchema, operatorConsigneesResponseSchema } from '@portside/contracts/analytics';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { consigneeColumns } from '../kit/consignee-keys';
import { cbm, count, type DashboardFilter, inCategories } from '../kit/filter';
import { findOperator, handledBy, handlersNamed } from '../kit/operators';
import { rollupNamed, volumeRows } from '../kit/range';
import { type VolumeTotalsColumns, volumeTotalsOver, withVolumeTotals } from '../kit/totals';

/** An operator's drill-down: whose, over which days and categories, how many rows in which order of volume. */
export type DrillDown = DashboardFilter & { name: string; limit: number; order: 'asc' | 'desc' };

/** The rows `r` of a monthly volume rollup (or its yearly one) that count the operator's services of the drill-down. */
const servicesIn = (drillDown: DrillDown, monthly: string, yearly?: string) => {
  const { name, period, categories } = drillDown;
  const rows = volumeRows(
    rollupNamed(monthly),
    period,
    handledBy(name, categories),
    yearly ? rollupNamed(yearly) : undefined,
  );
  return sql`(${rows}) r where r.handler_id = any(${handlersNamed(name)}) and ${inCategories({ categories })}`;
};

const direction = (drillDown: DrillDown) => sql.raw(drillDown.order);

/**
 * The operator's consignees in the period (a BL counted once per service of the categories), by volume in the
 * drill-down's order, at most `limit`, with the totals of all.
 */
export const operatorConsigneesQuery = (drillDown: DrillDown) => sql`with x as (
    select r.consignee_id, r.consignee_name, sum(r.cbm) as cbm, sum(r.packages) as packages, sum(r.bls) as bls
    from ${servicesIn(drillDown, 'rollup_consignee_monthly', 'rollup_consignee_yearly')}
    group by 1, 2
  )
  select ${consigneeColumns}, ${cbm(sql`x.cbm`)} as "totalVolume", ${count(sql`x.packages`)} as "totalPackages",
    ${count(sql`x.bls`)} as bls, ${volumeTotalsOver(sql`x`)}
  from x left join consignees c on c.id = x.consignee_id
  order by x.cbm ${direction(drillDown)}, coalesce(c.name, x.consignee_name) collate "C", x.consignee_id,
    x.consignee_name collate "C"
  limit ${drillDown.limit}`;

type ConsigneeRow = z.infer<typeof operatorConsigneesResponseSchema>['data'][number] & VolumeTotalsColumns;

export async function readOperatorConsignees(
  db: Db,
  drillDown: DrillDown,
): Promise<z.infer<typeof operatorConsigneesResponseSchema>> {
  const [operator, rows] = await Promise.all([
    findOperator(db, drillDown.name),
    selectRows<ConsigneeRow>(db, operatorConsigneesQuery(drillDown)),
  ]);
  return { operator: operator.name, own: operator.own, ...withVolumeTotals(rows) };
}

/**
 * The shipping agents of the visits the operator served in the period (the vessels' agents as the registry names
 * them), by volume in the drill-down's order, at most `limit`, with the totals of all.
 */
export const operatorAgentsQuery = (drillDown: DrillDown) => sql`with v as (
    select r.work_order_id, sum(r.cbm) as cbm, sum(r.packages) as packages, sum(r.bls) as bls
    from ${servicesIn(drillDown, 'rollup_visit_monthly')}
    group by 1
  ),
  x as (
    select s.shipping_agent_id as agent_id, sum(v.cbm) as cbm, sum(v.packages) as packages, sum(v.bls) as bls
    from v join work_orders w on w.id = v.work_order_id join vessels s on s.id = w.vessel_id
    group by 1
  )
  select x.agent_id as "agentId", a.name as "shippingAgent", ${cbm(sql`x.cbm`)} as "totalVolume",
    ${count(sql`x.packages`)} as "totalPackages", ${count(sql`x.bls`)} as bls, ${volumeTotalsOver(sql`x`)}
  from x join companies a on a.id = x.agent_id
  order by x.cbm ${direction(drillDown)}, a.name collate "C", x.agent_id
  limit ${drillDown.limit}`;

type AgentRow = z.infer<typeof operatorAgentsResponseSchema>['data'][number] & VolumeTotalsColumns;

export async function readOperatorAgents(
  db: Db,
  drillDown: DrillDown,
): Promise<z.infer<typeof operatorAgentsResponseSchema>> {
  const [operator, rows] = await Promise.all([
    findOperator(db, drillDown.name),
    selectRows<AgentRow>(db, operatorAgentsQuery(drillDown)),
  ]);
  return { operator: operator.name, own: operator.own, ...withVolumeTotals(rows) };
}
