import { trackingMessages } from '@portside/contracts/tracking';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { auditLog, gateReleases, items } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBl, daysAgo, handlers } from './test/test-data';

let t: TestApp;
let guard: Record<string, string>;
let registry: Awaited<ReturnType<typeof handlers>>;
beforeAll(async () => {
  t = await createTestApp();
  guard = (await t.signIn('guard')).headers;
  registry = await handlers(t.db);
});
afterAll(() => t.close());

const find = (blNo: string, headers = guard) =>
  t.app.inject({ method: 'GET', url: `/api/gate/bl?bl_no=${encodeURIComponent(blNo)}`, headers });
let slips = 0;
/** One truck takes `packages` (the whole of a BL built with one, by default) with a slip of its own. */
const release = (itemId: unknown, headers = guard, truck: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gate/releases',
    headers,
    payload: {
      item_id: itemId,
      packages: 1,
      plate_number: 'abc 1234',
      driver_name: 'Juan dela Cruz',
      slip_number: `WS-${++slips}`,
      ...truck,
    },
  });
/** A BL of ours, discharged three days ago, cleared, billed and paid unless told otherwise. */
const ready = (blNo: string, steps: Parameters<typeof buildBl>[1] = {}, overrides = {}) =>
  buildBl(t.db, steps, { blNo, arrastreId: registry.ours.id, ...overrides });
/** An instant as the terminal (Asia/Manila) writes it in the gate's sentences. */
const inManila = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Manila', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

describe('the gate', () => {
  it('answers 401 without a token and 403 to any role but guard and supervisor, on both calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gate/bl?bl_no=X' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/gate/releases', payload: { item_id: 1 } })).statusCode,
    ).toBe(401);
    for (const role of ['processor', 'commercial', 'finance', 'admin'] as const) {
      const { headers } = await t.signIn(role);
      expect((await find('X', headers)).statusCode, role).toBe(403);
      expect((await release(1, headers)).statusCode, role).toBe(403);
    }
  });

  it('refuses a blank BL number and a release without a valid item id (422)', async () => {
    const blank = await find('  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toEqual([
      { loc: ['query', 'bl_no'], msg: trackingMessages.blRequired, type: expect.any(String) },
    ]);
    for (const itemId of [0, 'x', null, 2 ** 31]) expect((await release(itemId)).statusCode, String(itemId)).toBe(422);
    const missing = await release(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: trackingMessages.itemNotFound });
  });

  it('shows a BL ready to leave without refusals, with its days in the terminal since discharge', async () => {
    const { item } = await ready('READY-1');
    const [found] = (await find('ready-1')).json().data;
    expect(found).toMatchObject({ id: item.id, blNo: 'READY-1', daysInTerminal: 3, refusals: [], gateOutAt: null });
  });

  it('counts the days in the terminal in its time zone, up to the gate-out', async () => {
    // Discharged 1 March 08:00 in Manila; out 4 March 23:59 (3 days) or 5 March 00:00 (4 days) in Manila.
    const handledAt = new Date('2025-03-01T00:00:00Z');
    await ready('DWELL-3', {}, { handledAt, gateOutAt: new Date('2025-03-04T15:59:00Z') });
    await ready('DWELL-4', {}, { handledAt, gateOutAt: new Date('2025-03-04T16:00:00Z') });
    await ready('DWELL-NONE', {}, { handledAt: null });
    const days = async (blNo: string) => (await find(blNo)).json().data[0].daysInTerminal;
    expect([await days('DWELL-3'), await days('DWELL-4'), await days('DWELL-NONE')]).toEqual([3, 4, null]);
  });

  type Handlers = typeof registry;
  it.each([
    ['arrastre of a competitor', 'RIVAL-1', {}, (r: Handlers) => ({ arrastreId: r.rival.id }), 'notOurArrastre'],
    ['of no arrastre handler', 'NOARR-1', {}, () => ({ arrastreId: null }), 'notOurArrastre'],
    ['not discharged', 'WAIT-1', {}, () => ({ handledAt: null }), 'notDischarged'],
    ['not cleared', 'CUSTOMS-1', { cleared: false }, () => ({}), 'notCleared'],
    ['billed without a receipt', 'OWED-1', { paid: false }, () => ({}), 'notPaid'],
    ['not billed', 'NOBILL-1', { billed: false }, () => ({}), 'notPaid'],
  ] as const)('refuses a BL %s: listed, and 409 with its sentence', async (_, blNo, steps, overrides, refusal) => {
    const { item } = await ready(blNo, steps, overrides(registry));
    expect((await find(blNo)).json().data[0].refusals).toEqual([refusal]);
    const refused = await release(item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: trackingMessages[refusal].replace('{{blNo}}', blNo) });
    const [row] = await t.db.select({ gateOutAt: items.gateOutAt }).from(items).where(eq(items.id, item.id));
    expect(row?.gateOutAt).toBeNull();
  });

  it('lists every refusal in the order the guard checks them and answers the first', async () => {
    const { item } = await buildBl(
      t.db,
      { cleared: false, billed: false },
      { blNo: 'NOTHING-1', arrastreId: registry.rival.id, handledAt: null, gateOutAt: daysAgo(1) },
    );
    expect((await find('NOTHING-1')).json().data[0].refusals).toEqual([
      'notOurArrastre',
      'notDischarged',
      'notCleared',
      'notPaid',
      'alreadyOut',
    ]);
    expect((await release(item.id)).json().detail).toBe(
      'BL NOTHING-1 is delivered by another arrastre operator, not through this gate.',
    );
  });

  it('refuses a BL already out with the time it left, written in the terminal time zone', async () => {
    const { item } = await ready('GONE-1', {}, { gateOutAt: new Date('2026-03-04T07:30:00Z') });
    expect((await find('GONE-1')).json().data[0].refusals).toEqual(['alreadyOut']);
    const refused = await release(item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'BL GONE-1 already left the terminal at 2026-03-04 15:30.' });
  });

  it('releases a BL ready to leave, audited, and refuses a second release of it', async () => {
    const { item } = await ready('OUT-1');
    const released = await release(item.id);
    expect(released.statusCode).toBe(201);
    const { gateOutAt } = released.json();
    expect(released.json()).toEqual({
      id: expect.any(Number),
      itemId: item.id,
      blNo: 'OUT-1',
      packages: 1,
      plateNumber: 'ABC 1234',
      driverName: 'Juan dela Cruz',
      slipNumber: expect.stringMatching(/^WS-\d+$/),
      releasedAt: gateOutAt,
      remainingPackages: 0,
      gateOutAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(gateOutAt) - Date.now())).toBeLessThan(60_000);
    const [row] = await t.db.select({ gateOutAt: items.gateOutAt }).from(items).where(eq(items.id, item.id));
    expect(row?.gateOutAt?.toISOString()).toBe(gateOutAt);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'items'), eq(auditLog.entityId, String(item.id))));
    expect(entries).toMatchObject([
      { action: 'update', before: { gateOutAt: null }, after: { gateOutAt }, userId: expect.any(Number) },
    ]);
    const [found] = (await find('OUT-1')).json().data;
    expect(found).toMatchObject({ gateOutAt, refusals: ['alreadyOut'] });

    const again = await release(item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: `BL OUT-1 already left the terminal at ${inManila(gateOutAt)}.` });
  });

  it('gives one 201 and one 409 to two guards releasing the same BL at the same moment', async () => {
    const { item } = await ready('RACE-1');
    const other = (await t.signIn('guard')).headers;
    // The row is held locked while both requests start, so both are inside their transactions when it is let go.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const holder = inTransaction(t.db, async (tx) => {
      await tx.select({ id: items.id }).from(items).where(eq(items.id, item.id)).for('update');
      lockTaken();
      await held;
    });
    await taken;
    const racing = Promise.all([release(item.id), release(item.id, other)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    letGo();
    await holder;
    const answers = await racing;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().detail).toMatch(/^BL RACE-1 already left the terminal at \d{4}-\d\d-\d\d \d\d:\d\d\.$/);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'items'), eq(auditLog.entityId, String(item.id))));
    expect(entries).toHaveLength(1);
  });
});

describe('reversing a release made by mistake', () => {
  const reverse = (releaseId: number, reason: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/gate/releases/${releaseId}/reverse`, headers, payload: { reason } });
  const released = async (blNo: string) => {
    const { item } = await ready(blNo);
    const answer = await release(item.id);
    expect(answer.statusCode).toBe(201);
    return { item, releaseId: answer.json().id as number };
  };

  it('lets a supervisor put a released BL back in the terminal, with a reason, audited; then it can leave again', async () => {
    const { item, releaseId } = await released('REVERSE-1');
    const { user, headers } = await t.signIn('supervisor');
    expect((await find('REVERSE-1', headers)).json().data[0].refusals).toEqual(['alreadyOut']);
    const reversed = await reverse(releaseId, ' Truck turned back: wrong BL on the slip ', headers);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({
      id: item.id,
      gateOutAt: null,
      refusals: [],
      remainingPackages: 1,
      withdrawals: [],
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'items'), eq(auditLog.entityId, String(item.id))))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({
      userId: user.id,
      reason: 'Truck turned back: wrong BL on the slip',
      after: { gateOutAt: null },
    });
    const [kept] = await t.db.select().from(gateReleases).where(eq(gateReleases.id, releaseId));
    expect(kept).toMatchObject({ cancelledBy: user.id, cancelReason: 'Truck turned back: wrong BL on the slip' });
    const again = await reverse(releaseId, 'twice', headers);
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      'This release of BL REVERSE-1 was already reversed.',
    ]);
    expect((await release(item.id)).statusCode).toBe(201);
  });

  it('gives two supervisors reversing the same release at once one success and one 409', async () => {
    const { releaseId } = await released('REVERSE-3');
    const supervisor = (await t.signIn('supervisor')).headers;
    const both = await Promise.all([reverse(releaseId, 'one', supervisor), reverse(releaseId, 'two', supervisor)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('is for the supervisor only, with a reason', async () => {
    const { item, releaseId } = await released('REVERSE-2');
    expect((await reverse(releaseId, 'x', guard)).statusCode).toBe(403);
    expect((await reverse(releaseId, 'x', (await t.signIn('checker')).headers)).statusCode).toBe(403);
    const supervisor = (await t.signIn('supervisor')).headers;
    expect((await reverse(releaseId, '', supervisor)).json().detail[0].msg).toBe('Reason is required');
    expect((await reverse(2_000_000_000, 'x', supervisor)).json()).toEqual({
      detail: trackingMessages.releaseNotFound,
    });
    const [kept] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(kept?.gateOutAt).not.toBeNull();
  });
});
