import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCargoHandler, buildItem, buildWorkOrder } from '../../test/factories';
import { caller } from '../../test/visits';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, (await t.signIn('operation')).headers);
  await t.db.insert(appSettings).values({ id: 1, ownOperators: ['Portside Terminal Services Inc.', 'AITSI'] });
});
afterAll(() => t.close());

describe('GET /work-orders/{id}/report', () => {
  it('gives the statement of facts, our handled and remaining CBM per category, and the outturn', async () => {
    const ours = await buildCargoHandler(t.db, { name: 'PORTSIDE TERMINAL SERVICES INC.', type: 'stevedoring' });
    const oursArrastre = await buildCargoHandler(t.db, { name: 'AITSI', type: 'arrastre' });
    const theirs = await buildCargoHandler(t.db, { name: 'HARBOR STAR STEVEDORING', type: 'stevedoring' });
    const workOrder = await buildWorkOrder(t.db, { arrivalDate: '2025-03-01', status: 'final' });
    const bl = (blNo: string, noPackages: number, cbm: string, stevedoringId: number, arrastreId: number | null) =>
      buildItem(t.db, { workOrderId: workOrder.id, blNo, noPackages, cbm, stevedoringId, arrastreId });
    const [short, over, even, waiting] = [
      await bl('BL1', 100, '10.500', ours.id, oursArrastre.id),
      await bl('BL2', 50, '4.250', theirs.id, oursArrastre.id),
      await bl('BL3', 20, '2.000', ours.id, null),
      await bl('BL4', 30, '3.000', ours.id, oursArrastre.id),
    ];
    await call('POST', `/api/work-orders/${workOrder.id}/discharges`, {
      handledAt: '2025-03-01T06:00:00Z',
      items: [{ itemId: short.id, packages: 97 }, { itemId: over.id, packages: 52 }, { itemId: even.id }],
    });
    await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, {
      hourStart: '2025-03-01T02:00:00Z',
      gang: 1,
      moves: 120,
    });
    await call('POST', `/api/work-orders/${workOrder.id}/delays`, {
      reason: 'Rain',
      fromTime: '2025-03-01T03:00:00Z',
      toTime: '2025-03-01T03:45:00Z',
    });

    const response = await call('GET', `/api/work-orders/${workOrder.id}/report`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.workOrder).toMatchObject({ id: workOrder.id, number: workOrder.number, itemCount: 4 });
    expect(report.monitoring).toMatchObject({ totalPackages: 200, totalMoves: 120, dischargedCount: 3 });
    expect(report.delays).toMatchObject({ totalMinutes: 45, data: [{ reason: 'Rain', totalDelay: 45 }] });
    expect(report.productivity.totals.total).toBe(120);
    expect(report.categories).toEqual([
      // Ours on stevedoring: BL1, BL3, BL4 (BL2 is a competitor's); BL4 waits.
      { category: 'stevedoring', totalCbm: 15.5, handledCbm: 12.5, remainingCbm: 3 },
      // Ours on arrastre (AITSI): BL1, BL2, BL4.
      { category: 'arrastre', totalCbm: 17.75, handledCbm: 14.75, remainingCbm: 3 },
    ]);
    const row = (item: typeof short, manifested: number, discharged: number | null) => ({
      itemId: item.id,
      blNo: item.blNo,
      consignee: item.consignee,
      manifested,
      discharged,
      difference: discharged === null ? null : discharged - manifested,
    });
    expect(report.outturn).toEqual({
      rows: [row(short, 100, 97), row(over, 50, 52), row(even, 20, 20), row(waiting, 30, null)],
      shortLanded: [row(short, 100, 97)],
      overLanded: [row(over, 50, 52)],
      manifested: 200,
      discharged: 169,
    });
  });

  it('is read by supervisors and checkers too, and answers 404 for an unknown work order', async () => {
    const { id } = await buildWorkOrder(t.db);
    for (const role of ['supervisor', 'checker'] as const) {
      expect((await t.injectAs(role, { method: 'GET', url: `/api/work-orders/${id}/report` })).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/work-orders/999999/report')).statusCode).toBe(404);
  });
});
