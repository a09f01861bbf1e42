import { operationMessages } from '@portside/contracts/operations';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monitoring } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVessel } from '../../test/factories';
import { buildVisit, caller } from '../../test/visits';
import { asSent, itemRow, submitBody } from '../work-orders/test/test-data';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, (await t.signIn('operation')).headers);
});
afterAll(() => t.close());

const monitoringOf = async (workOrderId: number) =>
  (await call('GET', `/api/monitoring/work-order/${workOrderId}`)).json();
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'monitoring'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

describe('GET /monitoring/work-order/{id}', () => {
  it('computes the figures from the tallies, items and record (the set of figures.test.ts, through the API)', async () => {
    const { workOrder, items } = await buildVisit(t.db, [100, 150, 50]);
    const record = await monitoringOf(workOrder.id);
    const patched = await call('PATCH', `/api/monitoring/${record.id}`, {
      targetMovesPerHour: 40,
      breakDurationHours: 1.5,
    });
    expect(patched.statusCode).toBe(200);
    const tallies = [
      ['2025-03-01T00:00:00Z', 1, 30],
      ['2025-03-01T00:00:00Z', 2, 25],
      ['2025-03-01T01:00:00Z', 1, 28],
      ['2025-03-01T01:00:00Z', 2, 0],
      ['2025-03-01T03:00:00Z', 1, 20],
    ] as const;
    for (const [hourStart, gang, moves] of tallies) {
      const response = await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, {
        hourStart,
        gang,
        moves,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const discharged = await call('POST', `/api/work-orders/${workOrder.id}/discharges`, {
      handledAt: '2025-03-01T02:00:00Z',
      items: [{ itemId: items[0]?.id }],
    });
    expect(discharged.statusCode).toBe(200);

    expect(await monitoringOf(workOrder.id)).toMatchObject({
      id: record.id,
      workOrderId: workOrder.id,
      targetMovesPerHour: 40,
      breakDurationHours: 1.5,
      totalPackages: 300,
      totalMoves: 103,
      balanceToMove: 197,
      firstMoveTime: '2025-03-01T00:00:00.000Z',
      lastMoveTime: '2025-03-01T04:00:00.000Z',
      actualMovesPerHour: 34.33,
      targetCompletionTime: '2025-03-01T09:00:00.000Z',
      estimatedCompletionTime: '2025-03-01T09:44:00.000Z',
      itemCount: 3,
      dischargedCount: 1,
    });
  });

  it('answers an empty record for a new work order, which submit creates with it', async () => {
    const vesselId = (await buildVessel(t.db)).id;
    const commercial = (await t.signIn('commercial')).headers;
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders/submit',
      headers: commercial,
      payload: asSent(submitBody(vesselId, [itemRow('BL1', { noPackages: 12 })])),
    });
    expect(submitted.statusCode).toBe(201);
    expect(await monitoringOf(submitted.json().id)).toMatchObject({
      timeOfBerth: null,
      actualTimeOfArrival: null,
      targetMovesPerHour: null,
      totalPackages: 12,
      totalMoves: 0,
      balanceToMove: 12,
      firstMoveTime: null,
      actualMovesPerHour: null,
      estimatedCompletionTime: null,
      targetCompletionTime: null,
      itemCount: 1,
      dischargedCount: 0,
    });
  });

  it('answers 404 with a sentence for an unknown work order', async () => {
    const response = await call('GET', '/api/monitoring/work-order/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: workOrderMessages.notFound });
  });
});

describe('PATCH /monitoring/{id}', () => {
  it('writes only the fields that change, trimmed, and audits those only', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const { id } = await monitoringOf(workOrder.id);
    const first = await call('PATCH', `/api/monitoring/${id}`, {
      pier: '  Pier 5 ',
      berthLocation: 'North Harbor',
      timeOfBerth: '2025-03-01T14:30:00+08:00',
      noGang: 3,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      pier: 'Pier 5',
      berthLocation: 'North Harbor',
      timeOfBerth: '2025-03-01T06:30:00.000Z',
      noGang: 3,
    });

    // The same berth written another way, the same pier, a new gang count and a cleared location.
    const second = await call('PATCH', `/api/monitoring/${id}`, {
      pier: 'Pier 5',
      timeOfBerth: '2025-03-01T06:30:00Z',
      noGang: 4,
      berthLocation: '   ',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ pier: 'Pier 5', noGang: 4, berthLocation: null });
    const entries = await auditOf(id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'update',
      before: { noGang: 3, berthLocation: 'North Harbor' },
      after: { noGang: 4, berthLocation: null },
    });
    expect(Object.keys(entries[1]?.after as object).sort()).toEqual(['berthLocation', 'noGang']);
  });

  it('writes nothing for an empty body or unchanged values, and answers the record', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const { id, updatedAt } = await monitoringOf(workOrder.id);
    await call('PATCH', `/api/monitoring/${id}`, { targetMovesPerHour: 25.5 });
    const [written] = await t.db.select().from(monitoring).where(eq(monitoring.id, id));

    for (const body of [{}, { targetMovesPerHour: 25.5 }, { targetMovesPerHour: 25.501 }]) {
      const response = await call('PATCH', `/api/monitoring/${id}`, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, targetMovesPerHour: 25.5 });
    }
    const [after] = await t.db.select().from(monitoring).where(eq(monitoring.id, id));
    expect(after?.updatedAt).toEqual(written?.updatedAt);
    expect(written?.updatedAt.toISOString()).not.toBe(updatedAt);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses negative numbers with the spec message, unknown fields, and a departure before the berth', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const { id } = await monitoringOf(workOrder.id);
    const negative = await call('PATCH', `/api/monitoring/${id}`, { noGang: -1, breakDurationHours: -0.5 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'no_gang'], msg: operationMessages.mustBeNonNegative }),
      expect.objectContaining({ loc: ['body', 'break_duration_hours'], msg: operationMessages.mustBeNonNegative }),
    ]);
    expect((await call('PATCH', `/api/monitoring/${id}`, { totalMoves: 5 })).statusCode).toBe(422);
    const half = await call('PATCH', `/api/monitoring/${id}`, { noGang: 1.5 });
    expect(half.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'no_gang'], msg: operationMessages.gangCountInvalid }),
    ]);

    await call('PATCH', `/api/monitoring/${id}`, { timeOfBerth: '2025-03-01T06:00:00Z' });
    const early = await call('PATCH', `/api/monitoring/${id}`, { timeOfDeparture: '2025-03-01T05:00:00Z' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: operationMessages.departureBeforeBerth });
    expect((await monitoringOf(workOrder.id)).timeOfDeparture).toBeNull();
  });

  it('answers 404 with a sentence for an unknown record', async () => {
    const response = await call('PATCH', '/api/monitoring/999999', { pier: 'Pier 1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: operationMessages.monitoringNotFound });
  });
});
