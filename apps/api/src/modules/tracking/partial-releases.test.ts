import { trackingMessages } from '@portside/contracts/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { items } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBl, handlers } from './test/test-data';

let t: TestApp;
let guard: Record<string, string>;
let registry: Awaited<ReturnType<typeof handlers>>;
beforeAll(async () => {
  t = await createTestApp();
  guard = (await t.signIn('guard')).headers;
  registry = await handlers(t.db);
});
afterAll(() => t.close());

/** A BL of ours of `packages` packages, discharged, cleared, billed and paid. */
const ready = (blNo: string, packages: number, overrides = {}) =>
  buildBl(t.db, {}, { blNo, arrastreId: registry.ours.id, noPackages: packages, ...overrides });
const release = (itemId: number, packages: number, slipNumber: string, headers = guard) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gate/releases',
    headers,
    payload: {
      item_id: itemId,
      packages,
      plate_number: 'NBC 1234',
      driver_name: 'Pedro Santos',
      slip_number: slipNumber,
    },
  });
const atGate = async (blNo: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/gate/bl?bl_no=${blNo}`, headers: guard })).json().data[0];

describe('a BL that leaves a truck at a time', () => {
  it('releases packages truck by truck, never more than remain, and is out when none remain', async () => {
    const { item } = await ready('TRUCKS-1', 10);
    const first = await release(item.id, 4, 'WS-100');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ packages: 4, remainingPackages: 6, gateOutAt: null, plateNumber: 'NBC 1234' });
    expect(await atGate('TRUCKS-1')).toMatchObject({ remainingPackages: 6, refusals: [], gateOutAt: null });

    const tooMany = await release(item.id, 7, 'WS-101');
    expect([tooMany.statusCode, tooMany.json().detail]).toEqual([
      409,
      'Only 6 packages of BL TRUCKS-1 remain in the terminal: no more can be released.',
    ]);
    const sameSlip = await release(item.id, 1, 'ws-100');
    expect([sameSlip.statusCode, sameSlip.json().detail]).toEqual([
      409,
      'Withdrawal slip ws-100 was already used for BL TRUCKS-1.',
    ]);

    const last = await release(item.id, 6, 'WS-102');
    expect(last.json()).toMatchObject({ packages: 6, remainingPackages: 0, gateOutAt: last.json().releasedAt });
    const out = await atGate('TRUCKS-1');
    expect(out).toMatchObject({ remainingPackages: 0, refusals: ['alreadyOut'], gateOutAt: last.json().releasedAt });
    expect(out.withdrawals.map((w: { packages: number; slipNumber: string }) => [w.packages, w.slipNumber])).toEqual([
      [4, 'WS-100'],
      [6, 'WS-102'],
    ]);
    const tracked = await t.app.inject({
      method: 'GET',
      url: '/api/items/search-bl?bl_no=TRUCKS-1',
      headers: (await t.signIn('processor')).headers,
    });
    expect(tracked.json().data[0].withdrawals).toEqual(out.withdrawals);
  });

  it('counts the packages that came off the vessel when the outturn differs from the manifest', async () => {
    const { item } = await ready('OUTTURN-1', 10, { dischargedPackages: 8 });
    const refused = await release(item.id, 9, 'WS-200');
    expect(refused.json().detail).toBe(
      'Only 8 packages of BL OUTTURN-1 remain in the terminal: no more can be released.',
    );
    expect((await release(item.id, 8, 'WS-201')).json()).toMatchObject({ remainingPackages: 0 });
  });

  it('lets out no more than remains when trucks of one BL race each other', async () => {
    const { item } = await ready('RACE-TRUCKS', 10);
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
    const racing = Promise.all([release(item.id, 6, 'WS-300'), release(item.id, 6, 'WS-301', other)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    letGo();
    await holder;
    const answers = await racing;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().detail).toBe(
      'Only 4 packages of BL RACE-TRUCKS remain in the terminal: no more can be released.',
    );
    expect((await atGate('RACE-TRUCKS')).remainingPackages).toBe(4);
  });

  it('refuses a truck without its plate, driver or slip, or a count that is not a whole number from 1', async () => {
    const { item } = await ready('TRUCK-FIELDS', 5);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/gate/releases',
      headers: guard,
      payload: { item_id: item.id, packages: 0, plate_number: ' ', driver_name: 'x'.repeat(121), slip_number: '' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail.map((issue: { loc: string[]; msg: string }) => [issue.loc[1], issue.msg])).toEqual([
      ['packages', trackingMessages.packagesInvalid],
      ['plate_number', trackingMessages.plateRequired],
      ['driver_name', trackingMessages.driverRequired],
      ['slip_number', trackingMessages.slipRequired],
    ]);
    // Twenty letters that upper case writes as forty.
    const grown = await t.app.inject({
      method: 'POST',
      url: '/api/gate/releases',
      headers: guard,
      payload: { item_id: item.id, packages: 1, plate_number: 'ß'.repeat(20), driver_name: 'Ana', slip_number: 'WS-9' },
    });
    expect([grown.statusCode, grown.json().detail[0].msg]).toEqual([422, trackingMessages.plateRequired]);
    expect((await atGate('TRUCK-FIELDS')).withdrawals).toEqual([]);
  });

  it('reverses the last truck first, so that every later pass stays true', async () => {
    const { item } = await ready('REVERSE-TRUCKS', 6);
    const first = (await release(item.id, 2, 'WS-500')).json();
    const second = (await release(item.id, 4, 'WS-501')).json();
    const supervisor = (await t.signIn('supervisor')).headers;
    const reverse = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/gate/releases/${id}/reverse`,
        headers: supervisor,
        payload: { reason: 'Wrong truck' },
      });
    const early = await reverse(first.id);
    expect([early.statusCode, early.json().detail]).toEqual([
      409,
      'Only the last truck of BL REVERSE-TRUCKS can be reversed: reverse the later ones first.',
    ]);
    expect((await reverse(second.id)).json()).toMatchObject({ gateOutAt: null, remainingPackages: 4 });
    expect((await reverse(first.id)).json()).toMatchObject({ remainingPackages: 6, withdrawals: [] });
  });

  it('prints a gate pass of each release with what remained once the truck left, for the gate only', async () => {
    const { item } = await ready('PASS-1', 9);
    const first = (await release(item.id, 2, 'WS-400')).json();
    const second = (await release(item.id, 3, 'WS-401')).json();
    const pass = async (id: number, headers = guard) =>
      t.app.inject({ method: 'GET', url: `/api/gate/releases/${id}`, headers });
    expect((await pass(first.id)).json()).toMatchObject({
      blNo: 'PASS-1',
      packages: 2,
      totalPackages: 9,
      remainingAfter: 7,
      remainingPackages: 4,
      plateNumber: 'NBC 1234',
      driverName: 'Pedro Santos',
      slipNumber: 'WS-400',
      releasedBy: expect.any(String),
      reversed: false,
    });
    expect((await pass(second.id)).json()).toMatchObject({ remainingAfter: 4 });
    expect((await pass(first.id, (await t.signIn('processor')).headers)).statusCode).toBe(403);
    expect((await pass(2_000_000_000)).json()).toEqual({ detail: trackingMessages.releaseNotFound });
  });
});
