import {
  agentVesselsResponseSchema,
  consigneeSummaryResponseSchema,
  drillDownRowsMax,
} from '@portside/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../../db/rollups/rebuild';
import { selectRows } from '../../../db/rows';
import { appSettings } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildBillingInvoice, buildCargoHandler, buildShippingAgent, buildVessel } from '../../../test/factories';

/**
 * One more visit and consignee than a drill-down lists: visit n brings one BL of n CBM and 2 packages for consignee
 * "CONSIGNEE n", which we handle on both sides. Written with SQL (501 BLs through the factories would be slow), then
 * the rollups rebuilt; the smallest BL, past the cap, is billed.
 */
const groups = drillDownRowsMax + 1;
const totalCbm = (groups * (groups + 1)) / 2;

let t: TestApp;
let agentId: number;
let checker: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(appSettings).values({ id: 1, ownOperators: ['Portside'] });
  const stevedoring = await buildCargoHandler(t.db, { name: 'Portside', type: 'stevedoring' });
  const arrastre = await buildCargoHandler(t.db, { name: 'Portside', type: 'arrastre' });
  agentId = (await buildShippingAgent(t.db)).id;
  const vessel = await buildVessel(t.db, { shippingAgentId: agentId });
  await t.db.execute(sql`with visits as (
      insert into work_orders (number, vessel_id, arrival_date, status)
      select 'WO-CAP-' || n, ${vessel.id}, '2025-03-01', 'final' from generate_series(1, ${groups}) n
      returning id, number
    )
    insert into items (work_order_id, bl_no, consignee, no_packages, description, gross_weight, cbm, stevedoring_id,
      arrastre_id, arrival_date)
    select v.id, 'BL-' || n, 'CONSIGNEE ' || n, 2, 'RICE', 1, n, ${stevedoring.id}, ${arrastre.id}, '2025-03-01'
    from visits v, lateral (select substring(v.number from 8)::int as n) k`);
  await rebuildRollups(t.db);
  const [smallest] = await selectRows<{ id: number }>(t.db, sql`select id from items where bl_no = 'BL-1'`);
  const itemId = smallest?.id;
  await buildBillingInvoice(t.db, { itemId, billingDate: '2025-03-02' }, [{ category: 'arrastre', amount: '123.45' }]);
  checker = (await t.signIn('checker')).headers;
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: checker })).json();
const summary = { totalCbm, totalPackages: 2 * groups, bls: groups, netTotalAmount: '123.45' };

describe('drill-downs past their cap', () => {
  it('list the 500 largest consignees, counting and totalling all 501', async () => {
    const body = consigneeSummaryResponseSchema.parse(
      await get('/api/reports/arrastre-summary?year=2025&category=arrastre'),
    );
    expect(body.data).toHaveLength(drillDownRowsMax);
    expect(body.data[0]).toMatchObject({ consignee: `CONSIGNEE ${groups}`, totalCbm: groups });
    expect(body.data.at(-1)).toMatchObject({ consignee: 'CONSIGNEE 2', totalCbm: 2 });
    expect(body.rows).toBe(groups);
    expect(body.summary).toEqual(summary);
  });

  it("list an agent's 500 largest visits, counting and totalling all 501", async () => {
    const body = agentVesselsResponseSchema.parse(
      await get(`/api/reports/shipping-agents/${agentId}/vessels?year=2025&category=arrastre`),
    );
    expect(body.vessels).toHaveLength(drillDownRowsMax);
    expect(body.vessels.at(-1)?.totalCbm).toBe(2);
    expect(body.rows).toBe(groups);
    expect(body.summary).toEqual(summary);
  });
});
