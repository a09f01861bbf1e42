import { randomUUID } from 'node:crypto';
import { operationMessages } from '@portside/contracts/operations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delays, productivityTallies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVisit } from '../../test/visits';
import { asSent } from '../work-orders/test/test-data';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signIn('operation')).headers;
});
afterAll(() => t.close());

const send = (url: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: asSent(body),
  });
const movesOf = async (workOrderId: number) =>
  (await t.db.select().from(productivityTallies).where(eq(productivityTallies.workOrderId, workOrderId))).map(
    (row) => row.moves,
  );

describe('an entry sent with its key (Idempotency-Key)', () => {
  it('is recorded once: the same tally sent again after its answer was lost is refused with 409', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const url = `/api/work-orders/${workOrder.id}/productivity-logs`;
    const key = randomUUID();
    const tally = { hourStart: '2025-03-01T02:00:00Z', gang: 1, moves: 6, add: true };
    expect((await send(url, tally, key)).statusCode).toBe(200);
    const again = await send(url, tally, key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: operationMessages.entryRecorded });
    expect(await movesOf(workOrder.id)).toEqual([6]);
    // Another entry (its own key) adds.
    expect((await send(url, tally, randomUUID())).statusCode).toBe(200);
    expect(await movesOf(workOrder.id)).toEqual([12]);
  });

  it('is recorded once when two sends of it arrive at the same time', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const url = `/api/work-orders/${workOrder.id}/productivity-logs`;
    const key = randomUUID();
    const tally = { hourStart: '2025-03-01T03:00:00Z', gang: 1, moves: 4, add: true };
    const answers = await Promise.all([send(url, tally, key), send(url, tally, key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await movesOf(workOrder.id)).toEqual([4]);
  });

  it('keeps its key free when it is refused, so the entry fixed is recorded with it', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const url = `/api/work-orders/${workOrder.id}/productivity-logs`;
    const key = randomUUID();
    const refused = await send(url, { hourStart: '2999-01-01T00:00:00Z', gang: 1, moves: 4 }, key);
    expect(refused.statusCode).toBe(422);
    expect((await send(url, { hourStart: '2025-03-01T04:00:00Z', gang: 1, moves: 4 }, key)).statusCode).toBe(200);
  });

  it('records a delay once', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const url = `/api/work-orders/${workOrder.id}/delays`;
    const key = randomUUID();
    const delay = { fromTime: '2025-03-01T05:00:00Z', toTime: '2025-03-01T06:00:00Z', reason: 'Rain' };
    expect((await send(url, delay, key)).statusCode).toBe(201);
    const again = await send(url, delay, key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: operationMessages.entryRecorded });
    expect(await t.db.select().from(delays).where(eq(delays.workOrderId, workOrder.id))).toHaveLength(1);
  });

  it('refuses a key that is not a UUID (422), recording nothing', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const url = `/api/work-orders/${workOrder.id}/productivity-logs`;
    const refused = await send(url, { hourStart: '2025-03-01T02:00:00Z', gang: 1, moves: 6 }, 'x'.repeat(300));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0]).toMatchObject({ msg: operationMessages.entryKeyInvalid });
    expect(await movesOf(workOrder.id)).toEqual([]);
  });
});
