import { operationMessages } from '@portside/contracts/operations';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items, workOrders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVisit, caller } from '../../test/visits';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, (await t.signIn('operation')).headers);
});
afterAll(() => t.close());

const visitItems = async (workOrderId: number) =>
  (await call('GET', `/api/work-orders/${workOrderId}/visit-items`)).json().data as {
    blNo: string;
    handledAt: string | null;
    dischargedPackages: number | null;
  }[];
const discharge = (workOrderId: number, body: object) =>
  call('POST', `/api/work-orders/${workOrderId}/discharges`, body);
const state = (rows: Awaited<ReturnType<typeof visitItems>>) =>
  rows.map((row) => [row.blNo, row.handledAt, row.dischargedPackages]);

describe('marking BLs discharged', () => {
  it('marks one BL, then a selection with counted packages, then all the rest; the discharged keep their time', async () => {
    const {
      workOrder,
      items: [one, two, three, four],
    } = await buildVisit(t.db, [10, 20, 30, 40]);
    const id = workOrder.id;
    expect(state(await visitItems(id))).toEqual([
      ['BL1', null, null],
      ['BL2', null, null],
      ['BL3', null, null],
      ['BL4', null, null],
    ]);
    const first = await discharge(id, { handledAt: '2025-03-01T10:00:00+08:00', items: [{ itemId: one?.id }] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ discharged: 1 });

    const selection = await discharge(id, {
      handledAt: '2025-03-01T04:00:00Z',
      items: [{ itemId: one?.id }, { itemId: two?.id, packages: 18 }, { itemId: three?.id, packages: 31 }],
    });
    expect(selection.json()).toEqual({ discharged: 2 });
    const all = await discharge(id, { handledAt: '2025-03-01T06:00:00Z', all: true });
    expect(all.json()).toEqual({ discharged: 1 });
    expect(state(await visitItems(id))).toEqual([
      ['BL1', '2025-03-01T02:00:00.000Z', 10],
      ['BL2', '2025-03-01T04:00:00.000Z', 18],
      ['BL3', '2025-03-01T04:00:00.000Z', 31],
      ['BL4', '2025-03-01T06:00:00.000Z', 40],
    ]);
    expect((await discharge(id, { handledAt: '2025-03-01T07:00:00Z', all: true })).json()).toEqual({ discharged: 0 });

    // A recount of a discharged BL corrects its packages and keeps its time.
    const recount = await discharge(id, {
      handledAt: '2025-03-01T08:00:00Z',
      items: [{ itemId: two?.id, packages: 20 }],
    });
    expect(recount.json()).toEqual({ discharged: 0 });
    expect(state(await visitItems(id))[1]).toEqual(['BL2', '2025-03-01T04:00:00.000Z', 20]);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'items'), eq(auditLog.entityId, String(four?.id))));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'update',
        before: { handledAt: null, dischargedPackages: null },
        after: { handledAt: '2025-03-01T06:00:00.000Z', dischargedPackages: 40 },
      }),
    ]);
  });

  it('refuses a BL of another work order, writing nothing, and a request that names no BL', async () => {
    const {
      workOrder,
      items: [mine],
    } = await buildVisit(t.db, [10]);
    const {
      items: [theirs],
    } = await buildVisit(t.db, [10]);
    const foreign = await discharge(workOrder.id, {
      handledAt: '2025-03-01T06:00:00Z',
      items: [{ itemId: mine?.id }, { itemId: theirs?.id }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({
      detail: [{ loc: ['body', 'items', 1, 'item_id'], msg: operationMessages.itemNotOnWorkOrder, type: 'custom' }],
    });
    const rows = await t.db
      .select({ handledAt: items.handledAt })
      .from(items)
      .where(inArray(items.id, [mine?.id as number, theirs?.id as number]));
    expect(rows).toEqual([{ handledAt: null }, { handledAt: null }]);

    const none = await discharge(workOrder.id, { handledAt: '2025-03-01T06:00:00Z', items: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail[0]).toMatchObject({ loc: ['body', 'items'], msg: operationMessages.noItemsChosen });
    expect((await discharge(999_999, { handledAt: '2025-03-01T06:00:00Z', all: true })).statusCode).toBe(404);
  });
});

describe('recording the departure', () => {
  it('sets the time of departure and completes the work order, audited; a departure before the berth is refused', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const record = (await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json();
    await call('PATCH', `/api/monitoring/${record.id}`, { timeOfBerth: '2025-03-01T06:00:00Z' });

    const early = await call('POST', `/api/work-orders/${workOrder.id}/departure`, {
      timeOfDeparture: '2025-03-01T05:59:00Z',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: operationMessages.departureBeforeBerth });
    const statusOf = async () =>
      (await t.db.select({ status: workOrders.status }).from(workOrders).where(eq(workOrders.id, workOrder.id)))[0]
        ?.status;
    expect(await statusOf()).toBe('final');

    const left = await call('POST', `/api/work-orders/${workOrder.id}/departure`, {
      timeOfDeparture: '2025-03-02T18:00:00+08:00',
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ id: record.id, timeOfDeparture: '2025-03-02T10:00:00.000Z' });
    expect(await statusOf()).toBe('completed');
    const entries = await t.db
      .select({ entity: auditLog.entity, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.entity, ['monitoring', 'work_orders']),
          inArray(auditLog.entityId, [String(record.id), String(workOrder.id)]),
        ),
      );
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          entity: 'monitoring',
          before: { timeOfDeparture: null },
          after: { timeOfDeparture: '2025-03-02T10:00:00.000Z' },
        },
        { entity: 'work_orders', before: { status: 'final' }, after: { status: 'completed' } },
      ]),
    );
    const missing = await call('POST', `/api/work-orders/${workOrder.id}/departure`, {});
    expect(missing.json().detail[0]).toMatchObject({ msg: operationMessages.departureRequired });
  });

  it('writes nothing when the same departure is recorded again; only that route changes a completed departure', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const record = (await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json();
    const url = `/api/work-orders/${workOrder.id}/departure`;
    expect((await call('POST', url, { timeOfDeparture: '2025-03-02T10:00:00Z' })).statusCode).toBe(200);
    const auditCount = async () =>
      (
        await t.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(
            and(
              inArray(auditLog.entity, ['monitoring', 'work_orders']),
              inArray(auditLog.entityId, [String(record.id), String(workOrder.id)]),
            ),
          )
      ).length;
    expect(await auditCount()).toBe(2);
    expect((await call('POST', url, { timeOfDeparture: '2025-03-02T18:00:00+08:00' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(2);

    // Completed, the visit takes another departure only once a supervisor reopens it.
    const closed = await call('POST', url, { timeOfDeparture: '2025-03-02T11:00:00Z' });
    expect([closed.statusCode, closed.json()]).toEqual([409, { detail: operationMessages.visitCompleted }]);
    const patchedClosed = await call('PATCH', `/api/monitoring/${record.id}`, { timeOfDeparture: null });
    expect([patchedClosed.statusCode, patchedClosed.json()]).toEqual([
      409,
      { detail: operationMessages.visitCompleted },
    ]);
    const reopen = await t.injectAs('supervisor', {
      method: 'POST',
      url: `/api/work-orders/${workOrder.id}/reopen`,
      payload: { reason: 'Departure typed an hour late' },
    });
    expect(reopen.statusCode).toBe(204);
    for (const timeOfDeparture of [null, '2025-03-02T11:00:00Z']) {
      const patched = await call('PATCH', `/api/monitoring/${record.id}`, { timeOfDeparture });
      expect(patched.statusCode).toBe(409);
      expect(patched.json()).toEqual({ detail: operationMessages.departureOfCompletedVisit });
    }
    const corrected = await call('POST', url, { timeOfDeparture: '2025-03-02T11:00:00Z' });
    expect(corrected.json().timeOfDeparture).toBe('2025-03-02T11:00:00.000Z');
    // The reopening and the corrected departure.
    expect(await auditCount()).toBe(4);
  });

  it("keeps a completed visit's monitoring record as it is until a supervisor reopens it", async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const record = (await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json();
    await call('POST', `/api/work-orders/${workOrder.id}/departure`, { timeOfDeparture: '2025-03-02T10:00:00Z' });
    for (const patch of [{ berthLocation: 'Pier 5' }, { noGang: 3, targetMovesPerHour: 50 }]) {
      const refused = await call('PATCH', `/api/monitoring/${record.id}`, patch);
      expect([refused.statusCode, refused.json()]).toEqual([409, { detail: operationMessages.visitCompleted }]);
    }
    expect((await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json()).toMatchObject({
      berthLocation: record.berthLocation,
      noGang: record.noGang,
    });
  });

  it('keeps the departure within the visit: not a week before its arrival day, not in the future', async () => {
    const { workOrder } = await buildVisit(t.db, [10]);
    const url = `/api/work-orders/${workOrder.id}/departure`;
    const future = await call('POST', url, { timeOfDeparture: '2999-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'time_of_departure'], msg: operationMessages.timeInFuture }),
    ]);
    const early = await call('POST', url, { timeOfDeparture: '1900-01-01T00:00:00Z' });
    expect(early.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'time_of_departure'], msg: operationMessages.timeTooEarly }),
    ]);
    const discharged = await discharge(workOrder.id, { handledAt: '2999-01-01T00:00:00Z', all: true });
    expect(discharged.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'handled_at'], msg: operationMessages.timeInFuture }),
    ]);
    expect((await visitItems(workOrder.id)).every((item) => item.handledAt === null)).toBe(true);
    const record = (await call('GET', `/api/monitoring/work-order/${workOrder.id}`)).json();
    const berth = await call('PATCH', `/api/monitoring/${record.id}`, {
      timeOfBerth: '2999-01-01T00:00:00Z',
      actualTimeOfArrival: '2025-02-01T00:00:00Z',
    });
    expect(berth.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'time_of_berth'], msg: operationMessages.timeInFuture }),
      expect.objectContaining({ loc: ['body', 'actual_time_of_arrival'], msg: operationMessages.timeTooEarly }),
    ]);
  });
});
