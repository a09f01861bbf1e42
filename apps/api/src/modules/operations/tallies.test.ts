import { operationMessages } from '@portside/contracts/operations';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditLog, monitoring, productivityTallies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVisit, caller } from '../../test/visits';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, (await t.signIn('operation')).headers);
});
afterAll(() => t.close());

const tally = (workOrderId: number, body: object) =>
  call('POST', `/api/work-orders/${workOrderId}/productivity-logs`, body);
const hourIssue = (message: string) => ({ detail: [{ loc: ['body', 'hour_start'], msg: message, type: 'custom' }] });

describe('the productivity log', () => {
  it('lists hours in order with each gang, hour ranges on the Manila clock, and totals', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    await tally(workOrder.id, { hourStart: '2025-03-01T09:00:00+08:00', gang: 2, moves: 14 });
    await tally(workOrder.id, { hourStart: '2025-03-01T00:00:00Z', gang: 1, moves: 20 });
    await tally(workOrder.id, { hourStart: '2025-03-01T00:00:00Z', gang: 3, moves: 18 });
    const response = await call('GET', `/api/work-orders/${workOrder.id}/productivity-logs`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { hourStart: '2025-03-01T00:00:00.000Z', hourRange: '08:00-09:00', gang: { 1: 20, 3: 18 }, total: 38 },
        { hourStart: '2025-03-01T01:00:00.000Z', hourRange: '09:00-10:00', gang: { 2: 14 }, total: 14 },
      ],
      gangs: [1, 2, 3],
      totals: { gang: { 1: 20, 2: 14, 3: 18 }, total: 52 },
    });
    const missing = await call('GET', '/api/work-orders/999999/productivity-logs');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: workOrderMessages.notFound });
  });

  it('replaces the moves of an hour and gang recorded again, audited with the moves before', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const hourStart = '2025-03-01T02:00:00Z';
    expect((await tally(workOrder.id, { hourStart, gang: 1, moves: 30 })).statusCode).toBe(200);
    const corrected = await tally(workOrder.id, { hourStart, gang: 1, moves: 26 });
    expect(corrected.json().totals).toEqual({ gang: { 1: 26 }, total: 26 });
    const rows = await t.db.select().from(productivityTallies).where(eq(productivityTallies.workOrderId, workOrder.id));
    expect(rows).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'productivity_tallies'), eq(auditLog.entityId, String(rows[0]?.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'create',
        before: null,
        after: { workOrderId: workOrder.id, hourStart: '2025-03-01T02:00:00.000Z', gang: 1, moves: 30 },
      },
      {
        action: 'update',
        before: { workOrderId: workOrder.id, hourStart: '2025-03-01T02:00:00.000Z', gang: 1, moves: 30 },
        after: { workOrderId: workOrder.id, hourStart: '2025-03-01T02:00:00.000Z', gang: 1, moves: 26 },
      },
    ]);
  });

  it('refuses moves beyond the manifested packages with 409 unless confirmed', async () => {
    const { workOrder } = await buildVisit(t.db, [30, 20]);
    expect((await tally(workOrder.id, { hourStart: '2025-03-01T00:00:00Z', gang: 1, moves: 45 })).statusCode).toBe(200);
    const excess = await tally(workOrder.id, { hourStart: '2025-03-01T01:00:00Z', gang: 1, moves: 6 });
    expect(excess.statusCode).toBe(409);
    expect(excess.json()).toEqual({ detail: operationMessages.excessMoves });
    // Exactly the packages, and a correction that lowers the moves, pass.
    expect((await tally(workOrder.id, { hourStart: '2025-03-01T01:00:00Z', gang: 1, moves: 5 })).statusCode).toBe(200);
    const confirmed = await tally(workOrder.id, {
      hourStart: '2025-03-01T02:00:00Z',
      gang: 2,
      moves: 3,
      confirmExcess: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().totals.total).toBe(53);
    const lower = await tally(workOrder.id, { hourStart: '2025-03-01T02:00:00Z', gang: 2, moves: 1 });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().totals.total).toBe(51);
  });

  it("refuses an hour that is not a whole hour of the terminal's clock, in the future, or before the arrival day", async () => {
    const { workOrder } = await buildVisit(t.db, [500], '2025-03-01');
    const halfPast = await tally(workOrder.id, { hourStart: '2025-03-01T00:30:00Z', gang: 1, moves: 1 });
    expect(halfPast.statusCode).toBe(422);
    expect(halfPast.json()).toEqual(hourIssue(operationMessages.hourNotWhole));
    const nextHour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000).toISOString();
    expect((await tally(workOrder.id, { hourStart: nextHour, gang: 1, moves: 1 })).json()).toEqual(
      hourIssue(operationMessages.hourInFuture),
    );
    // 23:00 on February 28 in Manila is 15:00Z: the day before the arrival there.
    expect((await tally(workOrder.id, { hourStart: '2025-02-28T15:00:00Z', gang: 1, moves: 1 })).json()).toEqual(
      hourIssue(operationMessages.hourBeforeArrival),
    );
    expect((await tally(workOrder.id, { hourStart: '2025-02-28T16:00:00Z', gang: 1, moves: 1 })).statusCode).toBe(200);

    // In a zone half an hour off UTC, the terminal's whole hours are half past UTC ones.
    await t.db.insert(appSettings).values({ id: 1, timeZone: 'Asia/Kolkata' });
    try {
      expect((await tally(workOrder.id, { hourStart: '2025-03-01T02:00:00Z', gang: 1, moves: 1 })).statusCode).toBe(
        422,
      );
      const kolkata = await tally(workOrder.id, { hourStart: '2025-03-01T02:30:00Z', gang: 1, moves: 1 });
      expect(kolkata.statusCode).toBe(200);
      expect(kolkata.json().data.at(-1).hourRange).toBe('08:00-09:00');
    } finally {
      await t.db.delete(appSettings);
    }
  });

  it('tallies a vessel that came early from the hour of its actual arrival or berth, never a week before', async () => {
    const { workOrder } = await buildVisit(t.db, [500], '2025-03-01');
    const record = (await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json();
    // 10:00 on February 27 in Manila is 02:00Z.
    const early = { hourStart: '2025-02-27T02:00:00Z', gang: 1, moves: 1 };
    expect((await tally(workOrder.id, early)).json()).toEqual(hourIssue(operationMessages.hourBeforeArrival));
    await call('PATCH', `/api/monitoring/${record.id}`, { actualTimeOfArrival: '2025-02-27T10:30:00+08:00' });
    expect((await tally(workOrder.id, early)).statusCode).toBe(200);
    const before = await tally(workOrder.id, { ...early, hourStart: '2025-02-27T01:00:00Z' });
    expect(before.json()).toEqual(hourIssue(operationMessages.hourBeforeArrived));
    await call('PATCH', `/api/monitoring/${record.id}`, { timeOfBerth: '2025-02-22T00:00:00+08:00' });
    expect((await tally(workOrder.id, { ...early, hourStart: '2025-02-21T16:00:00Z' })).statusCode).toBe(200);
    expect((await tally(workOrder.id, { ...early, hourStart: '2025-02-21T15:00:00Z' })).json()).toEqual(
      hourIssue(operationMessages.timeTooEarly),
    );
  });

  it('refuses the hours that ended before the recorded arrival, even on the arrival day', async () => {
    const { workOrder } = await buildVisit(t.db, [500], '2025-03-01');
    const record = (await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json();
    // 10:00 in Manila on the arrival day (02:00Z): accepted while no arrival is recorded.
    const morning = { hourStart: '2025-03-01T02:00:00Z', gang: 1, moves: 1 };
    expect((await tally(workOrder.id, morning)).statusCode).toBe(200);
    await call('PATCH', `/api/monitoring/${record.id}`, { actualTimeOfArrival: '2025-03-01T14:00:00+08:00' });
    // A new tally of that hour is refused; the one recorded before the arrival was is still corrected.
    expect((await tally(workOrder.id, { ...morning, gang: 2 })).json()).toEqual(
      hourIssue(operationMessages.hourBeforeArrived),
    );
    expect((await tally(workOrder.id, { ...morning, moves: 2 })).statusCode).toBe(200);
    // 13:00-14:00 ended as the vessel arrived; 14:00-15:00 is its first hour.
    expect((await tally(workOrder.id, { ...morning, hourStart: '2025-03-01T05:00:00Z' })).json()).toEqual(
      hourIssue(operationMessages.hourBeforeArrived),
    );
    expect((await tally(workOrder.id, { ...morning, hourStart: '2025-03-01T06:00:00Z' })).statusCode).toBe(200);
  });

  it("refuses a gang beyond the visit's recorded number of gangs, and any gang while it is not recorded", async () => {
    const { workOrder } = await buildVisit(t.db, [500], '2025-03-01');
    const record = (await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json();
    const hour = { hourStart: '2025-03-01T02:00:00Z', moves: 4 };
    expect((await tally(workOrder.id, { ...hour, gang: 5 })).statusCode).toBe(200);
    await call('PATCH', `/api/monitoring/${record.id}`, { noGang: 2 });
    const beyond = await tally(workOrder.id, { ...hour, gang: 3 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toEqual({
      detail: [
        { loc: ['body', 'gang'], msg: "The gang must be from 1 to 2, the visit's number of gangs.", type: 'custom' },
      ],
    });
    expect((await tally(workOrder.id, { ...hour, gang: 2 })).statusCode).toBe(200);
    // Gang 5, counted before the number was lowered, is still corrected and added to; a new hour of it is refused.
    expect((await tally(workOrder.id, { ...hour, gang: 5, moves: 6 })).json().totals.gang['5']).toBe(6);
    expect((await tally(workOrder.id, { ...hour, gang: 5, moves: 1, add: true })).json().totals.gang['5']).toBe(7);
    expect((await tally(workOrder.id, { ...hour, hourStart: '2025-03-01T03:00:00Z', gang: 5 })).statusCode).toBe(422);
  });

  it('adds the moves of the last lifts to the hour when asked, and refuses negative or excessive counts', async () => {
    const { workOrder } = await buildVisit(t.db, [500], '2025-03-01');
    const hour = { hourStart: '2025-03-01T02:00:00Z', gang: 1 };
    await tally(workOrder.id, { ...hour, moves: 95 });
    const added = await tally(workOrder.id, { ...hour, moves: 5, add: true });
    expect(added.json().totals).toEqual({ gang: { 1: 100 }, total: 100 });
    // Adding to an hour not tallied yet starts it.
    const fresh = await tally(workOrder.id, { ...hour, gang: 2, moves: 7, add: true });
    expect(fresh.json().totals).toEqual({ gang: { 1: 100, 2: 7 }, total: 107 });
    const movesIssue = { detail: [{ loc: ['body', 'moves'], msg: operationMessages.movesInvalid, type: 'custom' }] };
    const negative = await tally(workOrder.id, { ...hour, moves: -5 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().detail[0].msg).toBe(operationMessages.movesInvalid);
    expect((await tally(workOrder.id, { ...hour, moves: 99_950, add: true, confirmExcess: true })).json()).toEqual(
      movesIssue,
    );
    const log = (await call('GET', `/api/work-orders/${workOrder.id}/productivity-logs`)).json();
    expect(log.totals.total).toBe(107);
    // Adding nothing makes no row of 0 moves.
    const nothing = await tally(workOrder.id, { ...hour, gang: 3, moves: 0, add: true });
    expect(nothing.json().gangs).toEqual([1, 2]);
    // The audit tells an addition from a correction.
    const [first] = await t.db
      .select()
      .from(productivityTallies)
      .where(and(eq(productivityTallies.workOrderId, workOrder.id), eq(productivityTallies.gang, 1)));
    const [addition] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'productivity_tallies'), eq(auditLog.entityId, String(first?.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(addition?.after).toMatchObject({ moves: 100, added: 5 });
  });

  it('tallies from a recorded arrival that is not ahead: an arrival typed in the future is a plan, not a block', async () => {
    const { workOrder } = await buildVisit(t.db, [500], '2025-03-01');
    await t.db
      .update(monitoring)
      .set({ actualTimeOfArrival: new Date(Date.now() + 86_400_000) })
      .where(eq(monitoring.workOrderId, workOrder.id));
    expect((await tally(workOrder.id, { hourStart: '2025-03-01T02:00:00Z', gang: 1, moves: 1 })).statusCode).toBe(200);
  });

  it('refuses unknown fields', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const response = await tally(workOrder.id, { hourStart: '2025-03-01T00:00:00Z', gang: 1, moves: 1, crane: 2 });
    expect(response.statusCode).toBe(422);
  });

  it('refuses gangs and moves out of range with the messages of the form', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const response = await tally(workOrder.id, { hourStart: '', gang: 31, moves: -1 });
    expect(response.statusCode).toBe(422);
    const messages = new Set(response.json().detail.map((issue: { msg: string }) => issue.msg));
    expect([...messages]).toEqual([
      operationMessages.hourRequired,
      operationMessages.gangInvalid,
      operationMessages.movesInvalid,
    ]);
    expect((await tally(999_999, { hourStart: '2025-03-01T00:00:00Z', gang: 1, moves: 1 })).statusCode).toBe(404);
  });
});
