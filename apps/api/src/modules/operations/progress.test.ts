import type { ScheduleDashboard } from '@portside/contracts/operations';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildItem, buildWorkOrder } from '../../test/factories';
import { terminalToday } from '../settings/service';

let t: TestApp;
let operation: Record<string, string>;
let checker: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  operation = (await t.signIn('operation')).headers;
  checker = (await t.signIn('checker')).headers;
});
afterAll(() => t.close());

/** A BL's CBM in thousandths (numeric(14,3)), and whether it is discharged. */
const blArbitrary = fc.record({ thousandths: fc.integer({ min: 0, max: 99_999_999 }), discharged: fc.boolean() });

/** Written apart from the SQL it checks: discharged CBM in percent of all, 1 decimal rounded down, 0 with none. */
function expectedPercent(bls: { thousandths: number; discharged: boolean }[]) {
  const total = bls.reduce((sum, bl) => sum + BigInt(bl.thousandths), 0n);
  const handled = bls.reduce((sum, bl) => sum + (bl.discharged ? BigInt(bl.thousandths) : 0n), 0n);
  return total === 0n ? 0 : Number((handled * 1000n) / total) / 10;
}

describe("a visit's progress, one figure", () => {
  it('is the same on the monitoring page and the vessel schedule: the CBM of the BLs discharged in percent', async () => {
    const today = await terminalToday(t.db);
    await fc.assert(
      fc.asyncProperty(fc.array(blArbitrary, { minLength: 1, maxLength: 6 }), async (bls) => {
        const workOrder = await buildWorkOrder(t.db, { arrivalDate: today, status: 'final' });
        for (const bl of bls) {
          const item = await buildItem(t.db, { workOrderId: workOrder.id, cbm: (bl.thousandths / 1000).toFixed(3) });
          if (bl.discharged) await t.db.update(items).set({ handledAt: new Date() }).where(eq(items.id, item.id));
        }
        const monitoring = await t.app.inject({
          method: 'GET',
          url: `/api/monitoring/work-order/${workOrder.id}`,
          headers: operation,
        });
        const schedule = await t.app.inject({ method: 'GET', url: '/api/vessel-schedule/dashboard', headers: checker });
        const dashboard = schedule.json() as ScheduleDashboard;
        const row = [...dashboard.arriving, ...dashboard.ongoing, ...dashboard.completed].find(
          (visit) => visit.workOrderId === workOrder.id,
        );
        expect(monitoring.json().percentDone).toBe(expectedPercent(bls));
        expect(row?.percentDone).toBe(expectedPercent(bls));
      }),
      { numRuns: 12 },
    );
  });
});
