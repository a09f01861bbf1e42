import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clearances } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildClearance, buildItem, buildVessel, buildWorkOrder } from '../../test/factories';

let t: TestApp;
let commercial: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
});
afterAll(() => t.close());

const url = '/api/clearances';
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: commercial, payload });
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: commercial })).json();
const clearanceCount = async () => (await t.db.select({ n: count() }).from(clearances))[0]?.n;
/** The day in a time zone, shifted by whole days. */
const dayIn = (timeZone: string, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));

async function setTimeZone(timeZone: string) {
  const settings = { ownOperators: [], timeZone, tariffs: [], targets: [] };
  const response = await t.injectAs('admin', { method: 'PUT', url: '/api/settings', payload: settings });
  expect(response.statusCode).toBe(200);
}

describe('creating a clearance', () => {
  it('clears a BL of the chosen vessel on the given day and answers it with its vessel, audited', async () => {
    const vessel = await buildVessel(t.db, { name: 'MV Manila Bay', voyageNumber: 'V.2601' });
    const workOrder = await buildWorkOrder(t.db, { vesselId: vessel.id });
    const item = await buildItem(t.db, { workOrderId: workOrder.id, blNo: 'MNL-0001' });
    const response = await post({
      clearance_number: ' CL-2026-000001 ',
      item_id: item.id,
      vessel_id: vessel.id,
      clearance_date: '2026-01-05',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      itemId: item.id,
      blNo: 'MNL-0001',
      clearanceNumber: 'CL-2026-000001',
      clearanceDate: '2026-01-05',
      vesselName: 'MV Manila Bay',
      voyageNumber: 'V.2601',
      createdAt: expect.any(String),
      cancellation: null,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'clearances'), eq(auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({
      action: 'create',
      userId: expect.any(Number),
      after: { itemId: item.id, clearanceNumber: 'CL-2026-000001', clearanceDate: '2026-01-05' },
    });
  });

  it('dates the clearance today in the terminal time zone when no day is given, without a vessel', async () => {
    const item = await buildItem(t.db);
    const response = await post({ clearanceNumber: 'CL-TODAY', itemId: item.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().clearanceDate).toBe(dayIn('Asia/Manila'));
  });

  it.each([
    [{ clearance_number: '  ', item_id: 1 }, 'clearance_number', 'Clearance number is required'],
    [{ item_id: 1 }, 'clearance_number', 'Clearance number is required'],
    [{ clearance_number: 'CL-1' }, 'item_id', 'Item ID is required'],
    [{ clearance_number: 'CL-1', item_id: 'abc' }, 'item_id', 'Item ID must be a number'],
    [{ clearance_number: 'CL-1', item_id: 0 }, 'item_id', 'Item ID must be a number'],
    [
      { clearance_number: 'CL-1', item_id: 1, clearance_date: '2026-02-30' },
      'clearance_date',
      'Must be a calendar date written YYYY-MM-DD',
    ],
  ])('refuses %j with the message on %s', async (payload, field, msg) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ loc: ['body', field], msg, type: expect.any(String) }]);
  });

  it.each([
    ['an override', '\u202E'.repeat(60)],
    ['an isolate', 'CL-\u2066001\u2069'],
    ['a C0 control', 'CL-\u0007-1'],
    ['a C1 control', 'CL-\u0085-1'],
    ['a zero-width space', 'CL\u200B-1'],
  ])('refuses a clearance number with %s', async (_, clearanceNumber) => {
    const item = await buildItem(t.db);
    const response = await post({ clearance_number: clearanceNumber, item_id: item.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['body', 'clearance_number'],
        msg: 'A document number may hold only printable characters: no control, invisible or direction-changing characters',
        type: expect.any(String),
      },
    ]);
  });

  it('refuses a BL that does not exist, or is not on the chosen vessel, on item_id', async () => {
    const item = await buildItem(t.db);
    const otherVessel = await buildVessel(t.db);
    const before = await clearanceCount();
    for (const [payload, msg] of [
      [{ clearance_number: 'CL-X1', item_id: 2_000_000_000 }, 'The chosen BL was not found.'],
      [
        { clearance_number: 'CL-X2', item_id: item.id, vessel_id: otherVessel.id },
        'The chosen BL is not on the chosen vessel.',
      ],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ loc: ['body', 'item_id'], msg, type: 'custom' }]);
    }
    expect(await clearanceCount()).toBe(before);
  });

  it('refuses a day after today in the terminal time zone, and takes that zone’s today even when UTC is a day behind', async () => {
    const item = await buildItem(t.db);
    const tomorrow = await post({
      clearance_number: 'CL-TOMORROW',
      item_id: item.id,
      clearance_date: dayIn('Asia/Manila', 1),
    });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().detail).toEqual([
      { loc: ['body', 'clearance_date'], msg: 'The clearance date cannot be in the future.', type: 'custom' },
    ]);
    // UTC+14 is always a day or two ahead of UTC-11: the day is judged by the zone of the settings.
    const kiritimatiToday = dayIn('Pacific/Kiritimati');
    try {
      await setTimeZone('Pacific/Pago_Pago');
      expect(
        (await post({ clearance_number: 'CL-KIRI', item_id: item.id, clearance_date: kiritimatiToday })).statusCode,
      ).toBe(422);
      await setTimeZone('Pacific/Kiritimati');
      expect(
        (await post({ clearance_number: 'CL-KIRI', item_id: item.id, clearance_date: kiritimatiToday })).statusCode,
      ).toBe(201);
    } finally {
      await setTimeZone('Asia/Manila');
    }
  });

  it('takes a day up to 90 days before the vessel arrives (customs may clear ahead), not earlier', async () => {
    const item = await buildItem(t.db, {
      workOrderId: (await buildWorkOrder(t.db, { arrivalDate: '2025-06-01' })).id,
    });
    for (const clearanceDate of ['0001-01-01', '2025-03-02']) {
      const response = await post({ clearance_number: 'CL-EARLY', item_id: item.id, clearance_date: clearanceDate });
      expect(response.statusCode, clearanceDate).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ['body', 'clearance_date'],
          msg: 'The clearance date cannot be more than 90 days before the vessel arrives on 2025-06-01.',
          type: 'custom',
        },
      ]);
    }
    const ahead = await post({ clearance_number: 'CL-AHEAD', item_id: item.id, clearance_date: '2025-03-03' });
    expect(ahead.statusCode).toBe(201);
  });

  it('refuses a BL cleared twice with 409 naming the BL and its clearance', async () => {
    const item = await buildItem(t.db, { blNo: 'CEB-77' });
    expect((await post({ clearance_number: 'CL-FIRST', item_id: item.id })).statusCode).toBe(201);
    const before = await clearanceCount();
    const again = await post({ clearance_number: 'CL-SECOND', item_id: item.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'BL CEB-77 is already cleared under clearance CL-FIRST.' });
    expect(await clearanceCount()).toBe(before);
  });

  it('refuses a clearance number used before, in any case, with 409 naming the number and its BL', async () => {
    const first = await buildItem(t.db, { blNo: 'DVO-1' });
    const second = await buildItem(t.db);
    expect((await post({ clearance_number: 'CL-Davao-9', item_id: first.id })).statusCode).toBe(201);
    for (const number of ['CL-Davao-9', 'cl-davao-9']) {
      const response = await post({ clearance_number: number, item_id: second.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'Clearance number CL-Davao-9 is already used for BL DVO-1.' });
    }
  });

  it('lets one of two requests clearing the same BL at once win; the other is a 409, never a 500', async () => {
    const item = await buildItem(t.db, { blNo: 'RACE-1' });
    const responses = await Promise.all([
      post({ clearance_number: 'CL-RACE-A', item_id: item.id }),
      post({ clearance_number: 'CL-RACE-B', item_id: item.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const winner = responses.find((response) => response.statusCode === 201)?.json().clearanceNumber;
    const loser = responses.find((response) => response.statusCode === 409)?.json();
    expect(loser).toEqual({ detail: `BL RACE-1 is already cleared under clearance ${winner}.` });
    expect((await t.db.select().from(clearances).where(eq(clearances.itemId, item.id))).length).toBe(1);
  });

  it('lets one of two requests using the same number at once win', async () => {
    const [a, b] = await Promise.all([buildItem(t.db), buildItem(t.db)]);
    const responses = await Promise.all([
      post({ clearance_number: 'CL-SAME', item_id: a.id }),
      post({ clearance_number: 'cl-same', item_id: b.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().detail).toMatch(
      /^Clearance number (CL-SAME|cl-same) is already used for BL BL\d+\.$/,
    );
  });
});

describe('the clearance list', () => {
  let vesselName: string;
  beforeAll(async () => {
    const vessel = await buildVessel(t.db, { name: 'MV List Star' });
    vesselName = vessel.name;
    const workOrder = await buildWorkOrder(t.db, { vesselId: vessel.id });
    for (const [blNo, clearanceNumber, clearanceDate] of [
      ['LST-A', 'ZZ-list-3', '2024-03-01'],
      ['LST-B', 'zz-LIST-1', '2024-03-03'],
      ['LST-C', 'ZZ-list-2', '2024-03-02'],
    ]) {
      const item = await buildItem(t.db, { workOrderId: workOrder.id, blNo });
      await buildClearance(t.db, { itemId: item.id, clearanceNumber, clearanceDate });
    }
  });
  const numbers = (page: { data: { clearanceNumber: string }[] }) => page.data.map((row) => row.clearanceNumber);

  it('searches the clearance number, newest date first, with the BL and its vessel', async () => {
    const page = await list('q=zz-list');
    expect(page).toMatchObject({ total: 3, limit: 10, offset: 0 });
    expect(numbers(page)).toEqual(['zz-LIST-1', 'ZZ-list-2', 'ZZ-list-3']);
    expect(page.data[0]).toMatchObject({ blNo: 'LST-B', clearanceDate: '2024-03-03', vesselName });
  });

  it('finds a clearance by its whole BL number in any case', async () => {
    expect(numbers(await list('q=lst-c'))).toEqual(['ZZ-list-2']);
    expect((await list('q=LST')).total).toBe(0);
  });

  it('sorts by number ignoring case and by date, both ways, in pages', async () => {
    expect(numbers(await list('q=zz-list&sort=clearanceNumber&order=asc'))).toEqual([
      'zz-LIST-1',
      'ZZ-list-2',
      'ZZ-list-3',
    ]);
    expect(numbers(await list('q=zz-list&sort=clearanceNumber&order=desc'))).toEqual([
      'ZZ-list-3',
      'ZZ-list-2',
      'zz-LIST-1',
    ]);
    expect(numbers(await list('q=zz-list&sort=clearanceDate&order=asc'))).toEqual([
      'ZZ-list-3',
      'ZZ-list-2',
      'zz-LIST-1',
    ]);
    const second = await list('q=zz-list&sort=clearanceDate&order=asc&limit=2&offset=2');
    expect(second).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(numbers(second)).toEqual(['zz-LIST-1']);
  });

  it('refuses a sort it does not offer', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?sort=blNo`, headers: commercial });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['query', 'sort']);
  });
});

describe('clearances are for commercial', () => {
  it.each(['GET', 'POST'] as const)(
    '%s answers 401 without a token and 403 to other roles, writing nothing',
    async (method) => {
      const item = await buildItem(t.db);
      const payload = method === 'POST' ? { clearance_number: `CL-ROLE-${method}`, item_id: item.id } : undefined;
      const before = await clearanceCount();
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      for (const role of ['admin', 'finance', 'operation', 'guard'] as const) {
        expect((await t.injectAs(role, { method, url, payload })).statusCode, role).toBe(403);
      }
      expect(await clearanceCount()).toBe(before);
    },
  );
});

describe('cancelling a clearance', () => {
  const cancel = (id: number, reason: unknown = 'Recorded against the wrong BL', headers = commercial) =>
    t.app.inject({ method: 'POST', url: `${url}/${id}/cancel`, headers, payload: { reason } });

  it('cancels with a reason: the BL is not cleared, the number is recorded again against the right BL', async () => {
    const workOrder = await buildWorkOrder(t.db);
    const wrong = await buildItem(t.db, { workOrderId: workOrder.id, blNo: 'CNX-WRONG' });
    const right = await buildItem(t.db, { workOrderId: workOrder.id, blNo: 'CNX-RIGHT' });
    const first = (await post({ clearance_number: 'CL-CNX-1', item_id: wrong.id })).json();
    const { user, headers } = await t.signIn('commercial');
    const response = await cancel(first.id, ' Recorded against the wrong BL ', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      itemId: wrong.id,
      blNo: 'CNX-WRONG',
      clearanceNumber: 'CL-CNX-1',
      cancellation: { cancelledBy: user.name, reason: 'Recorded against the wrong BL' },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'clearances'), eq(auditLog.entityId, String(first.id)), eq(auditLog.action, 'update')),
      );
    expect(entry).toMatchObject({
      userId: user.id,
      reason: 'Recorded against the wrong BL',
      after: { cancelled: true },
    });
    const again = await post({ clearance_number: 'cl-cnx-1', item_id: right.id });
    expect(again.statusCode).toBe(201);
    expect((await post({ clearance_number: 'CL-CNX-2', item_id: wrong.id })).statusCode).toBe(201);
    expect((await list('q=CNX-WRONG')).data.map((c: { clearanceNumber: string }) => c.clearanceNumber).sort()).toEqual([
      'CL-CNX-1',
      'CL-CNX-2',
    ]);
  });

  it('refuses once the BL has left the terminal, a second cancellation, an unknown one and a blank reason', async () => {
    const item = await buildItem(t.db, { blNo: 'CNX-OUT', gateOutAt: new Date() });
    const cleared = await buildClearance(t.db, { itemId: item.id, clearanceNumber: 'CL-CNX-OUT' });
    const refused = await cancel(cleared.id);
    expect([refused.statusCode, refused.json().detail]).toEqual([
      409,
      'BL CNX-OUT has left the terminal under clearance CL-CNX-OUT: a supervisor reverses its gate release first.',
    ]);
    const other = await buildClearance(t.db, { clearanceNumber: 'CL-CNX-3' });
    expect((await cancel(other.id, ' ')).json().detail[0].msg).toBe('Reason is required');
    const both = await Promise.all([cancel(other.id), cancel(other.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().detail).toBe('Clearance CL-CNX-3 is already cancelled.');
    expect((await cancel(999_999)).json()).toEqual({ detail: 'Clearance not found.' });
    const asFinance = await cancel(other.id, 'x', (await t.signIn('finance')).headers);
    expect(asFinance.statusCode).toBe(403);
  });
});
