import { boundsMessages } from '@portside/contracts/bounds';
import { operationMessages } from '@portside/contracts/operations';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVisit, caller } from '../../test/visits';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, (await t.signIn('operation')).headers);
});
afterAll(() => t.close());

describe('the delays log', () => {
  it('adds a delay with its total in whole minutes, audited, and lists the delays in order with the time lost', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const url = `/api/work-orders/${workOrder.id}/delays`;
    const rain = await call('POST', url, {
      reason: ' Rain ',
      notes: '  ',
      fromTime: '2025-03-01T13:10:00+08:00',
      toTime: '2025-03-01T15:25:00+08:00',
    });
    expect(rain.statusCode).toBe(201);
    expect(rain.json()).toEqual({
      id: expect.any(Number),
      reason: 'Rain',
      notes: null,
      fromTime: '2025-03-01T05:10:00.000Z',
      toTime: '2025-03-01T07:25:00.000Z',
      totalDelay: 135,
      version: expect.any(String),
    });
    const crane = await call('POST', url, {
      reason: 'Equipment breakdown (ship crane)',
      notes: 'Crane 2 hydraulics',
      fromTime: '2025-03-01T04:00:00Z',
      toTime: '2025-03-01T06:00:00Z',
    });
    expect(crane.json().totalDelay).toBe(120);

    const list = await call('GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((delay: { reason: string }) => delay.reason)).toEqual([
      'Equipment breakdown (ship crane)',
      'Rain',
    ]);
    // 04:00-07:25 with the two overlapping between 05:10 and 06:00: 205 minutes lost, not 255.
    expect(list.json().totalMinutes).toBe(205);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'delays'), eq(auditLog.entityId, String(rain.json().id))));
    expect(entry).toMatchObject({
      action: 'create',
      after: { workOrderId: workOrder.id, reason: 'Rain', totalDelay: 135 },
    });
  });

  it('refuses a delay with the messages of spec 5', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const url = `/api/work-orders/${workOrder.id}/delays`;
    const empty = await call('POST', url, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    const messages = (response: typeof empty) =>
      Object.fromEntries(
        response.json().detail.map((issue: { loc: string[]; msg: string }) => [issue.loc[1], issue.msg]),
      );
    expect(messages(empty)).toEqual({
      reason: operationMessages.reasonRequired,
      from_time: operationMessages.fromTimeRequired,
      to_time: operationMessages.toTimeRequired,
    });
    const backwards = await call('POST', url, {
      reason: 'Rain',
      fromTime: '2025-03-01T06:00:00Z',
      toTime: '2025-03-01T06:00:00Z',
    });
    expect(backwards.statusCode).toBe(422);
    expect(messages(backwards)).toEqual({ to_time: operationMessages.toTimeAfterFrom });
    expect((await call('GET', url)).json()).toEqual({ data: [], totalMinutes: 0 });
    const unknown = await call('POST', '/api/work-orders/999999/delays', {
      reason: 'Rain',
      fromTime: '2025-03-01T05:00:00Z',
      toTime: '2025-03-01T06:00:00Z',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives each check its own message, refuses unknown fields, and keeps a delay within the visit and a week', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const url = `/api/work-orders/${workOrder.id}/delays`;
    const messagesOf = async (body: object) => {
      const response = await call('POST', url, body);
      expect(response.statusCode).toBe(422);
      return response.json().detail.map((issue: { loc: string[]; msg: string }) => [issue.loc[1], issue.msg]);
    };
    const valid = { reason: 'Rain', fromTime: '2025-03-01T05:00:00Z', toTime: '2025-03-01T06:00:00Z' };
    expect(await messagesOf({ ...valid, reason: 'x'.repeat(201) })).toEqual([
      ['reason', operationMessages.reasonTooLong],
    ]);
    expect(await messagesOf({ ...valid, notes: 'x'.repeat(2001) })).toEqual([
      ['notes', operationMessages.notesTooLong],
    ]);
    expect(await messagesOf({ ...valid, fromTime: '2025-03-01 05:00' })).toEqual([
      ['from_time', boundsMessages.invalidInstant],
    ]);
    expect(await messagesOf({ ...valid, gang: 1 })).toHaveLength(1);
    expect(await messagesOf({ ...valid, toTime: '2025-03-08T05:01:00Z' })).toEqual([
      ['to_time', operationMessages.delayTooLong],
    ]);
    // Arrival 2025-03-01 in Manila: its window opens 2025-02-22 00:00 there (2025-02-21T16:00Z).
    expect(await messagesOf({ ...valid, fromTime: '2025-02-21T15:00:00Z', toTime: '2025-02-21T17:00:00Z' })).toEqual([
      ['from_time', operationMessages.timeTooEarly],
    ]);
    const soon = Date.now() + 20 * 60_000;
    expect(
      await messagesOf({
        ...valid,
        fromTime: new Date(soon).toISOString(),
        toTime: new Date(soon + 3_600_000).toISOString(),
      }),
    ).toEqual([['from_time', operationMessages.timeInFuture]]);
    // The form's defaults, now to now + 1 hour: a delay under way, its end ahead.
    const underWay = {
      ...valid,
      fromTime: new Date().toISOString(),
      toTime: new Date(Date.now() + 3_600_000).toISOString(),
    };
    expect((await call('POST', url, underWay)).statusCode).toBe(201);
    const opening = { ...valid, fromTime: '2025-02-21T16:00:00Z', toTime: '2025-02-21T18:00:00Z' };
    expect((await call('POST', url, opening)).statusCode).toBe(201);
  });
});
