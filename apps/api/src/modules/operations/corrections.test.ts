import { operationMessages } from '@portside/contracts/operations';
import { versionMessages } from '@portside/contracts/versions';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  delays,
  gateReleases,
  items,
  monitoring,
  productivityTallies,
  workOrders,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVisit, caller } from '../../test/visits';

let t: TestApp;
let call: ReturnType<typeof caller>;
let supervisor: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, (await t.signIn('operation')).headers);
  supervisor = caller(t, (await t.signIn('supervisor')).headers);
});
afterAll(() => t.close());

const hourStart = '2025-03-01T02:00:00.000Z';
const lastEntry = async (entity: string, entityId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const complete = (workOrderId: number) =>
  call('POST', `/api/work-orders/${workOrderId}/departure`, { timeOfDeparture: '2025-03-02T08:00:00Z' });
const delay = {
  reason: 'Rain',
  notes: 'Hatches closed',
  fromTime: '2025-03-01T03:00:00Z',
  toTime: '2025-03-01T04:30:00Z',
};

describe('correcting a tally', () => {
  it('removes a tally typed for the wrong gang, so that nothing prints for it, audited with its moves', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, { hourStart, gang: 2, moves: 30 });
    await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, { hourStart, gang: 1, moves: 12 });
    const removed = await call(
      'DELETE',
      `/api/work-orders/${workOrder.id}/productivity-logs?hour_start=${hourStart}&gang=2`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ gangs: [1], totals: { gang: { 1: 12 }, total: 12 } });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'productivity_tallies'), eq(auditLog.action, 'delete')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.before).toEqual({ workOrderId: workOrder.id, hourStart, gang: 2, moves: 30 });
    const again = await call(
      'DELETE',
      `/api/work-orders/${workOrder.id}/productivity-logs?hour_start=${hourStart}&gang=2`,
    );
    expect([again.statusCode, again.json()]).toEqual([404, { detail: operationMessages.tallyNotFound }]);
    const bad = await call(
      'DELETE',
      `/api/work-orders/${workOrder.id}/productivity-logs?hour_start=${hourStart}&gang=1e1`,
    );
    expect(bad.statusCode).toBe(422);
  });
});

describe('correcting a delay', () => {
  it('edits a delay under the rules of its recording and removes one recorded by mistake, audited', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const added = (await call('POST', `/api/work-orders/${workOrder.id}/delays`, delay)).json();
    const edited = await call('PUT', `/api/work-orders/${workOrder.id}/delays/${added.id}`, {
      ...delay,
      reason: 'Crane breakdown',
      toTime: '2025-03-01T05:00:00Z',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: added.id, reason: 'Crane breakdown', totalDelay: 120 });
    expect(await lastEntry('delays', added.id)).toMatchObject({
      action: 'update',
      before: { reason: 'Rain', totalDelay: 90 },
      after: { reason: 'Crane breakdown', totalDelay: 120 },
    });
    const invalid = await call('PUT', `/api/work-orders/${workOrder.id}/delays/${added.id}`, { ...delay, reason: ' ' });
    expect(invalid.json().detail[0].msg).toBe(operationMessages.reasonRequired);
    const listed = await call('GET', `/api/work-orders/${workOrder.id}/delays`);
    expect(listed.json().totalMinutes).toBe(120);

    const other = await buildVisit(t.db, [10]);
    const elsewhere = await call('DELETE', `/api/work-orders/${other.workOrder.id}/delays/${added.id}`);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { detail: operationMessages.delayNotFound }]);
    expect((await call('DELETE', `/api/work-orders/${workOrder.id}/delays/${added.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(delays).where(eq(delays.id, added.id))).toEqual([]);
    expect(await lastEntry('delays', added.id)).toMatchObject({
      action: 'delete',
      before: { reason: 'Crane breakdown' },
    });
  });
  it('lets one of two clerks correcting a delay from the same version succeed; the other is refused, 409', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const { headers } = await t.signIn('operation');
    const added = (await call('POST', `/api/work-orders/${workOrder.id}/delays`, delay)).json();
    expect(added.version).toMatch(/^\d+$/);
    const correct = (reason: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/work-orders/${workOrder.id}/delays/${added.id}`,
        headers: { ...headers, 'if-match': `"${added.version}"` },
        payload: { reason, notes: null, from_time: delay.fromTime, to_time: delay.toTime },
      });
    const answers = await Promise.all([correct('Crane breakdown'), correct('Power failure')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({ detail: versionMessages.changed });
    const listed = (await call('GET', `/api/work-orders/${workOrder.id}/delays`)).json();
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(listed.data).toEqual([winner]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'delays'), eq(auditLog.entityId, String(added.id)), eq(auditLog.action, 'update')),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).not.toHaveProperty('version');
  });
});

describe('correcting a discharge', () => {
  it('puts a BL marked discharged by mistake back on board; marking it again records the right time', async () => {
    const { workOrder, items: [bl] = [] } = await buildVisit(t.db, [40]);
    if (!bl) throw new Error('no BL');
    await call('POST', `/api/work-orders/${workOrder.id}/discharges`, {
      handledAt: '2025-03-01T05:00:00Z',
      items: [{ itemId: bl.id, packages: 38 }],
    });
    const undone = await call('DELETE', `/api/work-orders/${workOrder.id}/discharges/${bl.id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data[0]).toMatchObject({ itemId: bl.id, handledAt: null });
    expect(await lastEntry('items', bl.id)).toMatchObject({
      before: { dischargedPackages: 38 },
      after: { handledAt: null, dischargedPackages: null },
    });
    const twice = await call('DELETE', `/api/work-orders/${workOrder.id}/discharges/${bl.id}`);
    expect([twice.statusCode, twice.json().detail]).toEqual([
      409,
      'BL BL1 is not discharged: there is no discharge to undo.',
    ]);
    await call('POST', `/api/work-orders/${workOrder.id}/discharges`, {
      handledAt: '2025-03-01T07:00:00Z',
      items: [{ itemId: bl.id }],
    });
    const [row] = await t.db.select().from(items).where(eq(items.id, bl.id));
    expect(row?.handledAt?.toISOString()).toBe('2025-03-01T07:00:00.000Z');

    await t.db.update(items).set({ gateOutAt: new Date() }).where(eq(items.id, bl.id));
    const released = await call('DELETE', `/api/work-orders/${workOrder.id}/discharges/${bl.id}`);
    expect(released.json().detail).toBe(
      'BL BL1 has packages out of the gate: a supervisor reverses its releases before its discharge is undone.',
    );
    // A truck took 5 of its packages: the discharge stands, and its count is never below what left.
    await t.db.update(items).set({ gateOutAt: null }).where(eq(items.id, bl.id));
    await t.db
      .insert(gateReleases)
      .values({ itemId: bl.id, packages: 5, plateNumber: 'NBC 1234', driverName: 'Pedro', slipNumber: 'WS-1' });
    const partly = await call('DELETE', `/api/work-orders/${workOrder.id}/discharges/${bl.id}`);
    expect([partly.statusCode, partly.json().detail]).toEqual([409, released.json().detail]);
    const recount = (packages: number) =>
      call('POST', `/api/work-orders/${workOrder.id}/discharges`, {
        handledAt: '2025-03-01T08:00:00Z',
        items: [{ itemId: bl.id, packages }],
      });
    const below = await recount(4);
    expect([below.statusCode, below.json().detail]).toEqual([
      409,
      'BL BL1 has 5 packages out of the gate already: its count cannot be less than that.',
    ]);
    expect((await recount(5)).statusCode).toBe(200);
    const other = await buildVisit(t.db, [10]);
    const stranger = await call('DELETE', `/api/work-orders/${other.workOrder.id}/discharges/${bl.id}`);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { detail: operationMessages.itemNotOnWorkOrder }]);
  });
});

describe('a completed visit', () => {
  it('refuses every correction and new record until a supervisor reopens it with a reason', async () => {
    const { workOrder, items: [bl] = [] } = await buildVisit(t.db, [40]);
    if (!bl) throw new Error('no BL');
    await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, { hourStart, gang: 1, moves: 10 });
    const added = (await call('POST', `/api/work-orders/${workOrder.id}/delays`, delay)).json();
    expect((await complete(workOrder.id)).statusCode).toBe(200);
    const refusals = [
      await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, { hourStart, gang: 1, moves: 9 }),
      await call('DELETE', `/api/work-orders/${workOrder.id}/productivity-logs?hour_start=${hourStart}&gang=1`),
      await call('POST', `/api/work-orders/${workOrder.id}/delays`, delay),
      await call('PUT', `/api/work-orders/${workOrder.id}/delays/${added.id}`, delay),
      await call('DELETE', `/api/work-orders/${workOrder.id}/delays/${added.id}`),
      await call('POST', `/api/work-orders/${workOrder.id}/discharges`, { handledAt: hourStart, all: true, items: [] }),
      await call('DELETE', `/api/work-orders/${workOrder.id}/discharges/${bl.id}`),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json().detail])).toEqual(
      Array(7).fill([409, operationMessages.visitCompleted]),
    );
    expect(
      await t.db.select().from(productivityTallies).where(eq(productivityTallies.workOrderId, workOrder.id)),
    ).toHaveLength(1);

    expect((await call('POST', `/api/work-orders/${workOrder.id}/reopen`, { reason: 'x' })).statusCode).toBe(403);
    const blank = await supervisor('POST', `/api/work-orders/${workOrder.id}/reopen`, { reason: '' });
    expect(blank.json().detail[0].msg).toBe('Reason is required');
    const reopened = await supervisor('POST', `/api/work-orders/${workOrder.id}/reopen`, {
      reason: 'Tally of gang 2 typed for gang 1',
    });
    expect(reopened.statusCode).toBe(204);
    // It stays completed for commercial and finance; operation corrects it until its departure is recorded again.
    const [visit] = await t.db.select().from(workOrders).where(eq(workOrders.id, workOrder.id));
    expect(visit?.status).toBe('completed');
    const [record] = await t.db.select().from(monitoring).where(eq(monitoring.workOrderId, workOrder.id));
    expect(record?.reopenedAt).not.toBeNull();
    expect(await lastEntry('monitoring', record?.id ?? 0)).toMatchObject({
      reason: 'Tally of gang 2 typed for gang 1',
      before: { reopenedAt: null },
    });
    const sentBack = await call('POST', `/api/work-orders/${workOrder.id}/request-update`, { note: 'Wrong CBM' });
    expect(sentBack.statusCode).toBe(409);
    const corrected = await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, {
      hourStart,
      gang: 1,
      moves: 9,
    });
    expect(corrected.statusCode).toBe(200);
    const again = await supervisor('POST', `/api/work-orders/${workOrder.id}/reopen`, { reason: 'twice' });
    expect([again.statusCode, again.json().detail]).toEqual([409, operationMessages.alreadyReopened]);
    const recompleted = await complete(workOrder.id);
    expect(recompleted.json()).toMatchObject({ timeOfDeparture: '2025-03-02T08:00:00.000Z', reopenedAt: null });
    const locked = await call('POST', `/api/work-orders/${workOrder.id}/productivity-logs`, {
      hourStart,
      gang: 1,
      moves: 8,
    });
    expect(locked.statusCode).toBe(409);
    const open = await buildVisit(t.db, [5]);
    const notCompleted = await supervisor('POST', `/api/work-orders/${open.workOrder.id}/reopen`, { reason: 'x' });
    expect([notCompleted.statusCode, notCompleted.json().detail]).toEqual([409, operationMessages.notCompleted]);
  });

  it('gives two supervisors reopening at once one success and one 409', async () => {
    const { workOrder } = await buildVisit(t.db, [5]);
    await complete(workOrder.id);
    const both = await Promise.all([
      supervisor('POST', `/api/work-orders/${workOrder.id}/reopen`, { reason: 'one' }),
      supervisor('POST', `/api/work-orders/${workOrder.id}/reopen`, { reason: 'two' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([204, 409]);
  });
});

describe('who corrects', () => {
  it('is operation alone for the corrections, the supervisor alone for the reopening', async () => {
    const { workOrder, items: [bl] = [] } = await buildVisit(t.db, [5]);
    const added = (await call('POST', `/api/work-orders/${workOrder.id}/delays`, delay)).json();
    const base = `/api/work-orders/${workOrder.id}`;
    for (const role of ['finance', 'commercial', 'supervisor'] as const) {
      const as = caller(t, (await t.signIn(role)).headers);
      const answers = [
        await as('DELETE', `${base}/productivity-logs?hour_start=${hourStart}&gang=1`),
        await as('PUT', `${base}/delays/${added.id}`, delay),
        await as('DELETE', `${base}/delays/${added.id}`),
        await as('DELETE', `${base}/discharges/${bl?.id}`),
      ];
      expect(
        answers.map((answer) => answer.statusCode),
        role,
      ).toEqual([403, 403, 403, 403]);
    }
    expect((await call('POST', `${base}/reopen`, { reason: 'x' })).statusCode).toBe(403);
  });
});
