import type { PublicScheduleRow, ScheduleDashboard } from '@portside/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildCargoHandler, buildItem, buildVessel, buildWorkOrder } from '../../../test/factories';
import { caller } from '../../../test/visits';

const hourMs = 3_600_000;
const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(Date.now() - 24 * hourMs);
const blCount = 250;
const packagesPerBl = 10_000_000;

let t: TestApp;
let operation: ReturnType<typeof caller>;
let workOrderId: number;
beforeAll(async () => {
  t = await createTestApp();
  operation = caller(t, (await t.signIn('operation')).headers);
  await t.db.insert(appSettings).values({ id: 1, ownOperators: ['Portside'] });
  const ours = await buildCargoHandler(t.db, { name: 'Portside', type: 'stevedoring' });
  const vessel = await buildVessel(t.db, { name: 'MV Heavy Manifest' });
  ({ id: workOrderId } = await buildWorkOrder(t.db, { vesselId: vessel.id, arrivalDate: yesterday, status: 'final' }));
  for (let bl = 0; bl < blCount; bl++) {
    await buildItem(t.db, { workOrderId, noPackages: packagesPerBl, cbm: '1.000', stevedoringId: ours.id });
  }
});
afterAll(() => t.close());

describe('a visit of 250 BLs of 10,000,000 packages each (2.5 billion, beyond a 32-bit integer)', () => {
  it('answers the schedules, the monitoring and the report with the whole total after a tally of 1 move', async () => {
    const lastHour = new Date(Math.floor(Date.now() / hourMs) * hourMs - hourMs).toISOString();
    const tally = { hourStart: lastHour, gang: 1, moves: 1 };
    expect((await operation('POST', `/api/work-orders/${workOrderId}/productivity-logs`, tally)).statusCode).toBe(200);

    const record = (await operation('GET', `/api/monitoring/work-order/${workOrderId}`)).json();
    // At 1 move an hour the estimate lies beyond the year 2999: no estimate, not an error.
    expect(record).toMatchObject({ totalPackages: blCount * packagesPerBl, estimatedCompletionTime: null });
    const slow = await operation('PATCH', `/api/monitoring/${record.id}`, { targetMovesPerHour: 0.01 });
    expect(slow.statusCode).toBe(200);
    expect(slow.json()).toMatchObject({ targetMovesPerHour: 0.01, targetCompletionTime: null });

    const report = await operation('GET', `/api/work-orders/${workOrderId}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.json().outturn.manifested).toBe(blCount * packagesPerBl);

    const dashboard = await t.injectAs('checker', { method: 'GET', url: '/api/vessel-schedule/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect((dashboard.json() as ScheduleDashboard).ongoing.map((row) => row.workOrderId)).toContain(workOrderId);
    const publicSchedule = await t.app.inject({ method: 'GET', url: '/api/vessel-schedule/' });
    expect(publicSchedule.statusCode).toBe(200);
    const row = (publicSchedule.json().data as PublicScheduleRow[]).find(
      (visit) => visit.vesselName === 'MV Heavy Manifest',
    );
    expect(row?.packages).toBe(blCount * packagesPerBl);
  });
});
