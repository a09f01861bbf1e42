import { liveMessages, liveStreamLimits } from '@portside/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany, buildConsignee, buildItem } from '../../test/factories';
import { buildVisit, caller } from '../../test/visits';
import { aWhile, openStream } from './test/stream';

let t: TestApp;
let base: string;
let operation: Record<string, string>;
const streams: { close(): void }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  operation = (await t.signIn('operation')).headers;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function open(path: string, headers: Record<string, string> = {}) {
  const stream = await openStream(`${base}${path}`, headers);
  streams.push(stream);
  return stream;
}
const tally = (workOrderId: number, hour = '2025-03-01T02:00:00Z') =>
  caller(t, operation)('POST', `/api/work-orders/${workOrderId}/productivity-logs`, {
    hourStart: hour,
    gang: 1,
    moves: 5,
  });
const discharge = (workOrderId: number, itemIds: number[]) =>
  caller(t, operation)('POST', `/api/work-orders/${workOrderId}/discharges`, {
    handledAt: '2025-03-01T03:00:00Z',
    items: itemIds.map((itemId) => ({ itemId })),
  });

describe('GET /api/live', () => {
  it('is for signed-in users whose pages show something live, as an event stream', async () => {
    expect((await open('/api/live')).response.status).toBe(401);
    expect((await open('/api/live', (await t.signIn('admin')).headers)).response.status).toBe(403);
    const json = await fetch(`${base}/api/live`, { headers: { ...operation, accept: 'application/json' } });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ detail: liveMessages.eventStreamOnly });
    const stream = await open('/api/live', operation);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await stream.next((heard) => heard.event === 'ready')).data).toEqual({});
  });

  it('tells a visit page of a tally recorded, by the work order id only, once it committed', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const other = await buildVisit(t.db, [500]);
    const stream = await open('/api/live', (await t.signIn('supervisor')).headers);
    await stream.next((heard) => heard.event === 'ready');
    // Refused (an hour in the future): rolled back, so nothing is told.
    expect((await tally(other.workOrder.id, '2999-01-01T00:00:00Z')).statusCode).toBe(422);
    const started = Date.now();
    expect((await tally(workOrder.id)).statusCode).toBe(200);
    const heard = await stream.next((event) => event.event === 'visit');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(heard.data).toEqual({ workOrderId: workOrder.id });
    expect(heard.id).toMatch(/^[\w-]+\.\d+$/);
  });

  it('tells each role only what its pages show, and a client only its own company BLs', async () => {
    const ours = await buildCompany(t.db);
    const theirs = await buildCompany(t.db);
    const { workOrder } = await buildVisit(t.db, [10]);
    const own = await buildItem(t.db, {
      workOrderId: workOrder.id,
      consigneeId: (await buildConsignee(t.db, { companyId: ours.id })).id,
    });
    const foreign = await buildItem(t.db, {
      workOrderId: workOrder.id,
      consigneeId: (await buildConsignee(t.db, { companyId: theirs.id })).id,
    });
    const clientOf = async (companyId: number) => {
      const user = await t.makeUser('client', { companyId });
      const token = (await t.login(user.username)).json().accessToken as string;
      return open('/api/live', { authorization: `Bearer ${token}` });
    };
    const client = await clientOf(ours.id);
    const guard = await open('/api/live', (await t.signIn('guard')).headers);
    const commercial = await open('/api/live', (await t.signIn('commercial')).headers);
    for (const stream of [client, guard, commercial]) await stream.next((heard) => heard.event === 'ready');

    expect((await discharge(workOrder.id, [own.id, foreign.id])).statusCode).toBe(200);
    const told = await guard.next((heard) => heard.event === 'bl');
    expect((told.data as { blIds: number[] }).blIds.sort()).toEqual([own.id, foreign.id].sort());
    expect((await client.next((heard) => heard.event === 'bl')).data).toEqual({ blIds: [own.id] });
    await commercial.next((heard) => heard.event === 'visit');

    const undo = await caller(t, operation)('DELETE', `/api/work-orders/${workOrder.id}/discharges/${foreign.id}`);
    expect(undo.statusCode).toBe(200);
    await guard.next((heard) => heard.event === 'bl' && heard.id !== told.id);
    await aWhile();
    expect(client.heard.filter((heard) => heard.event === 'bl')).toHaveLength(1);
    expect(guard.heard.some((heard) => heard.event === 'visit')).toBe(false);
    // Commercial hears both: its clearances and work orders show BLs and visits.
    expect(commercial.heard.some((heard) => heard.event === 'bl')).toBe(true);
  });

  it('sends what a reconnecting stream missed after its Last-Event-ID, and reset for one it does not know', async () => {
    const first = await buildVisit(t.db, [500]);
    const second = await buildVisit(t.db, [500]);
    const stream = await open('/api/live', operation);
    const ready = await stream.next((heard) => heard.event === 'ready');
    stream.close();
    await tally(first.workOrder.id);
    await tally(second.workOrder.id);
    await aWhile(100);

    const again = await open('/api/live', { ...operation, 'last-event-id': String(ready.id) });
    await again.next((heard) => heard.event === 'ready');
    const visits = again.heard.filter((heard) => heard.event === 'visit').map((heard) => heard.data);
    expect(visits).toEqual([{ workOrderId: first.workOrder.id }, { workOrderId: second.workOrder.id }]);
    expect(again.heard.at(-1)?.event).toBe('ready');

    const lost = await open('/api/live', { ...operation, 'last-event-id': 'gone.12' });
    await lost.next((heard) => heard.event === 'reset');
  });
});

describe('open streams', () => {
  it('are counted by user and by public address: one more is refused (429) until one closes', async () => {
    const headers = (await t.signIn('checker')).headers;
    const mine = [];
    for (let count = 0; count < liveStreamLimits.perUser; count++) mine.push(await open('/api/live', headers));
    const refused = await open('/api/live', headers);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect(await refused.response.json()).toEqual({ detail: liveMessages.tooManyStreams });
    // Another user is not held back by this one.
    expect((await open('/api/live', operation)).response.status).toBe(200);
    mine[0]?.close();
    await aWhile(200);
    expect((await open('/api/live', headers)).response.status).toBe(200);

    const visitors = [];
    for (let count = 0; count < liveStreamLimits.perAddress; count++) visitors.push(await open('/api/live/schedule'));
    expect(visitors.every((visitor) => visitor.response.status === 200)).toBe(true);
    expect((await open('/api/live/schedule')).response.status).toBe(429);
    for (const visitor of visitors) visitor.close();
  });
});

describe('GET /api/live/schedule', () => {
  it('tells anyone that the public schedule changed, without ids, at most once a second', async () => {
    const { workOrder } = await buildVisit(t.db, [500]);
    const stream = await open('/api/live/schedule');
    expect(stream.response.status).toBe(200);
    await stream.next((heard) => heard.event === 'ready');
    await tally(workOrder.id, '2025-03-01T04:00:00Z');
    await tally(workOrder.id, '2025-03-01T05:00:00Z');
    await tally(workOrder.id, '2025-03-01T06:00:00Z');
    expect((await stream.next((heard) => heard.event === 'schedule')).data).toEqual({});
    await aWhile(1200);
    expect(stream.heard.filter((heard) => heard.event === 'schedule').length).toBeLessThanOrEqual(2);
  });
});
