import type { PublicScheduleRow, ScheduleDashboard, ScheduleRow } from '@portside/contracts/operations';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSettings, monitoring, productivityTallies } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildCargoHandler, buildItem, buildVessel, buildWorkOrder } from '../../../test/factories';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** A day counted from today in Manila (the default time zone), as YYYY-MM-DD. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + offset * dayMs));
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
let checker: Record<string, string>;
const handlers = { ownStevedoring: 0, ownArrastre: 0, otherStevedoring: 0, otherArrastre: 0 };

type ItemSpec = {
  cbm: string;
  packages?: number;
  stevedoring?: keyof typeof handlers;
  arrastre?: keyof typeof handlers;
  handled?: boolean;
};
type VisitSpec = {
  name: string;
  arrival: number;
  /** Moves of the first tally and how long ago its hour started; no tally when absent. */
  tally?: { moves: number; ago: number };
  departure?: Date;
  items: ItemSpec[];
  berth?: string;
};

/** A visit as operation records it: work order, monitoring, tallies, BLs (the handled ones 2 hours ago). */
async function visit(spec: VisitSpec) {
  const vessel = await buildVessel(t.db, { name: spec.name, voyageNumber: `V.${spec.name.length}` });
  const workOrder = await buildWorkOrder(t.db, { vesselId: vessel.id, arrivalDate: day(spec.arrival) });
  await t.db
    .update(monitoring)
    .set({ berthLocation: spec.berth ?? null, timeOfDeparture: spec.departure ?? null, updatedAt: ago(4 * hourMs) })
    .where(eq(monitoring.workOrderId, workOrder.id));
  // An hour of no moves (a gang standing by), then the hour of the first moves.
  const firstHour = spec.tally && new Date(Math.floor((Date.now() - spec.tally.ago) / hourMs) * hourMs);
  if (firstHour && spec.tally) {
    await t.db.insert(productivityTallies).values([
      { workOrderId: workOrder.id, hourStart: new Date(firstHour.getTime() - hourMs), gang: 1, moves: 0 },
      { workOrderId: workOrder.id, hourStart: firstHour, gang: 1, moves: spec.tally.moves },
    ]);
  }
  const handledAt = ago(2 * hourMs);
  for (const item of spec.items) {
    await buildItem(t.db, {
      workOrderId: workOrder.id,
      cbm: item.cbm,
      noPackages: item.packages ?? 1,
      stevedoringId: handlers[item.stevedoring ?? 'otherStevedoring'],
      arrastreId: handlers[item.arrastre ?? 'otherArrastre'],
      handledAt: item.handled ? handledAt : null,
    });
  }
  const moved = spec.tally && spec.tally.moves > 0 ? firstHour : undefined;
  return { workOrderId: workOrder.id, firstMove: moved?.toISOString() ?? null, handledAt: handledAt.toISOString() };
}

const open = { cbm: '10.000' } satisfies ItemSpec;
const done = { cbm: '10.000', handled: true } satisfies ItemSpec;
const worked = { moves: 5, ago: 3 * hourMs };

/** The visits at the edges of each state and of each group's listing. */
const edges: VisitSpec[] = [
  { name: 'MV Tomorrow Worked', arrival: 1, tally: worked, items: [open] },
  { name: 'MV Today Worked', arrival: 0, tally: worked, items: [done, open], berth: 'Pier 3 North' },
  { name: 'MV Today Idle', arrival: 0, items: [open] },
  { name: 'MV Today Zero Moves', arrival: 0, tally: { moves: 0, ago: 2 * hourMs }, items: [open] },
  { name: 'MV Departed', arrival: -2, tally: worked, departure: ago(hourMs), items: [open] },
  { name: 'MV Leaving Later', arrival: -1, tally: worked, departure: new Date(Date.now() + hourMs), items: [open] },
  { name: 'MV All Handled', arrival: -1, tally: worked, items: [done, done] },
  { name: 'MV One Left', arrival: -1, tally: { moves: 5, ago: 30 * hourMs }, items: [done, open] },
  { name: 'MV Empty Manifest', arrival: -1, tally: worked, items: [] },
  { name: 'MV Arriving 14 Days Ago', arrival: -14, items: [open] },
  { name: 'MV Arriving 15 Days Ago', arrival: -15, items: [open] },
  { name: 'MV Departed 6 Days Ago', arrival: -9, tally: worked, departure: ago(6 * dayMs), items: [open] },
  { name: 'MV Departed 8 Days Ago', arrival: -10, tally: worked, departure: ago(8 * dayMs), items: [open] },
  { name: 'MV Ongoing 30 Days', arrival: -30, tally: worked, items: [open] },
  { name: 'MV Ongoing 31 Days', arrival: -31, tally: worked, items: [open] },
];
/** BLs of several handlers, some handled, with CBM that rounds. */
const mixed: ItemSpec[] = [
  { cbm: '12.345', stevedoring: 'ownStevedoring', arrastre: 'ownArrastre', handled: true },
  { cbm: '7.001', stevedoring: 'ownStevedoring', arrastre: 'otherArrastre', handled: true },
  { cbm: '30.500', stevedoring: 'ownStevedoring', arrastre: 'ownArrastre' },
  { cbm: '3.333', stevedoring: 'otherStevedoring', arrastre: 'ownArrastre', handled: true },
  { cbm: '100.000', stevedoring: 'otherStevedoring', arrastre: 'otherArrastre' },
  { cbm: '0.999', stevedoring: 'otherStevedoring', arrastre: 'ownArrastre' },
];
const progress: VisitSpec[] = [
  { name: 'MV Mixed Cargo', arrival: -1, tally: worked, items: mixed },
  {
    name: 'MV Almost Done',
    arrival: -1,
    tally: worked,
    items: [
      { cbm: '9999.000', stevedoring: 'ownStevedoring', handled: true },
      { cbm: '1.000', stevedoring: 'ownStevedoring' },
    ],
  },
  {
    name: 'MV Ours Done',
    arrival: -1,
    tally: worked,
    items: [{ cbm: '5.000', stevedoring: 'ownStevedoring', arrastre: 'ownArrastre', handled: true }, open],
  },
  {
    name: 'MV Arrastre Left',
    arrival: -1,
    tally: worked,
    items: [
      { cbm: '5.000', stevedoring: 'ownStevedoring', handled: true },
      { cbm: '2.500', arrastre: 'ownArrastre', packages: 40 },
    ],
  },
];

const visits: Record<string, Awaited<ReturnType<typeof visit>>> = {};
beforeAll(async () => {
  t = await createTestApp();
  checker = (await t.signIn('checker')).headers;
  // Our names as the settings spell them; the registry prints them otherwise.
  await t.db.insert(appSettings).values({ id: 1, ownOperators: ['Portside Terminal Services Inc.', 'AITSI'] });
  const handler = async (name: string, type: 'stevedoring' | 'arrastre') =>
    (await buildCargoHandler(t.db, { name, type })).id;
  handlers.ownStevedoring = await handler('PORTSIDE TERMINAL SERVICES INC.', 'stevedoring');
  handlers.ownArrastre = await handler('aitsi', 'arrastre');
  handlers.otherStevedoring = await handler('Rival Stevedores', 'stevedoring');
  handlers.otherArrastre = await handler('Rival Arrastre', 'arrastre');
  for (const spec of [...edges, ...progress]) visits[spec.name] = await visit(spec);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const dashboard = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/vessel-schedule/dashboard', headers: checker });
  expect(response.statusCode).toBe(200);
  return response.json() as ScheduleDashboard;
};
const names = (rows: { vesselName: string }[]) => rows.map((row) => row.vesselName);
const publicSchedule = () => t.app.inject({ method: 'GET', url: '/api/vessel-schedule/' });
const publicRows = async () => (await publicSchedule()).json().data as PublicScheduleRow[];
const rowOf = <Row extends { vesselName: string }>(rows: Row[], name: string) =>
  rows.find((row) => row.vesselName === name) as Row;

describe('who may read the schedules', () => {
  it('answers the dashboard to checker and supervisor only', async () => {
    const url = '/api/vessel-schedule/dashboard';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['commercial', 'operation', 'admin', 'finance', 'client'] as const) {
      expect((await t.injectAs(role, { method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await t.injectAs('supervisor', { method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers the public schedule to anyone, without a sign-in', async () => {
    expect((await publicSchedule()).statusCode).toBe(200);
  });
});

describe('the groups of the dashboard', () => {
  const edgeNames = new Set(edges.map((spec) => spec.name));
  const edgesIn = (rows: ScheduleRow[]) => names(rows).filter((name) => edgeNames.has(name));

  it('puts each visit in its group at the edges of each state, and lists only the recent ones', async () => {
    const groups = await dashboard();
    // Arriving: arrival after today, or no move yet (a tally of 0 moves is none); at most 14 days past; by arrival.
    expect(edgesIn(groups.arriving)).toEqual([
      'MV Arriving 14 Days Ago',
      'MV Today Idle',
      'MV Today Zero Moves',
      'MV Tomorrow Worked',
    ]);
    // Ongoing: moves recorded, not departed (a departure still to come is none), a BL left; first move first.
    expect(edgesIn(groups.ongoing)).toEqual([
      'MV One Left',
      'MV Ongoing 30 Days',
      'MV Leaving Later',
      'MV Empty Manifest',
      'MV Today Worked',
    ]);
    // Completed: departed or every BL handled, in the last 7 days; latest first.
    expect(edgesIn(groups.completed)).toEqual(['MV Departed', 'MV All Handled', 'MV Departed 6 Days Ago']);
    for (const status of ['arriving', 'ongoing', 'completed'] as const) {
      expect(groups[status].every((row) => row.status === status)).toBe(true);
    }
  });

  it('shows the visit, its first move (the first hour with moves) and its berth', async () => {
    const row = rowOf((await dashboard()).ongoing, 'MV Today Worked');
    expect(row).toEqual({
      workOrderId: visits['MV Today Worked']?.workOrderId,
      vesselName: 'MV Today Worked',
      voyageNumber: 'V.15',
      arrivalDate: day(0),
      firstMove: visits['MV Today Worked']?.firstMove,
      berthLocation: 'Pier 3 North',
      percentDone: 50,
      totalStevedoring: 0,
      totalArrastre: 0,
      stevedoringPercent: null,
      arrastrePercent: null,
      timeOfDeparture: null,
      status: 'ongoing',
    });
    expect(row.firstMove).toMatch(/:00:00\.000Z$/);
  });
});

describe('the progress of a visit', () => {
  /** The same figures from the item list itself: shares in percent, 1 decimal, rounded down. */
  function expected(itemSpecs: ItemSpec[]) {
    const milli = (cbm: string) => Math.round(Number(cbm) * 1000);
    const sum = (list: ItemSpec[]) => list.reduce((total, item) => total + milli(item.cbm), 0);
    const share = (list: ItemSpec[]) => {
      const total = sum(list);
      return total === 0 ? null : Math.floor((sum(list.filter((item) => item.handled)) * 1000) / total) / 10;
    };
    const ours = (category: 'stevedoring' | 'arrastre') =>
      itemSpecs.filter((item) => item[category]?.startsWith('own'));
    return {
      percentDone: share(itemSpecs),
      totalStevedoring: sum(ours('stevedoring')) / 1000,
      totalArrastre: sum(ours('arrastre')) / 1000,
      stevedoringPercent: share(ours('stevedoring')),
      arrastrePercent: share(ours('arrastre')),
      remainingStevedoring: sum(ours('stevedoring').filter((item) => !item.handled)) / 1000,
      remainingArrastre: sum(ours('arrastre').filter((item) => !item.handled)) / 1000,
    };
  }

  it('computes percent done over all BLs and the handled share of our stevedoring and arrastre CBM', async () => {
    const row = rowOf((await dashboard()).ongoing, 'MV Mixed Cargo');
    const { remainingStevedoring, remainingArrastre, ...figures } = expected(mixed);
    expect(row).toMatchObject(figures);
    // 22.679 of 154.178 CBM handled; ours: 19.346 of 49.846 stevedoring, 15.678 of 47.177 arrastre.
    expect(row).toMatchObject({ percentDone: 14.7, stevedoringPercent: 38.8, arrastrePercent: 33.2 });
  });

  it('says 100% only when everything is handled, and no share of a category we do not handle', async () => {
    const row = rowOf((await dashboard()).ongoing, 'MV Almost Done');
    expect(row).toMatchObject({ percentDone: 99.9, stevedoringPercent: 99.9, arrastrePercent: null });
    expect(rowOf((await dashboard()).completed, 'MV All Handled')).toMatchObject({ percentDone: 100 });
  });

  it('answers the public figures of the same visit: packages, our totals and what remains', async () => {
    const row = rowOf(await publicRows(), 'MV Mixed Cargo');
    const figures = expected(mixed);
    expect(row).toMatchObject({
      packages: mixed.length,
      totalStevedoring: figures.totalStevedoring,
      totalArrastre: figures.totalArrastre,
      remainingStevedoring: figures.remainingStevedoring,
      remainingArrastre: figures.remainingArrastre,
    });
  });
});

describe('the public schedule', () => {
  it('lists the ongoing visits with cargo of ours left, with only the public fields', async () => {
    const response = await publicSchedule();
    const { data, generatedAt } = response.json() as { data: PublicScheduleRow[]; generatedAt: string };
    expect(Date.parse(generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const ongoing = names((await dashboard()).ongoing);
    // Ongoing with our cargo left, in the dashboard's order; MV Ours Done and the competitors' visits are hidden.
    const ours = ['MV Mixed Cargo', 'MV Almost Done', 'MV Arrastre Left'];
    expect(names(data)).toEqual(ongoing.filter((name) => ours.includes(name)));
    expect(ongoing).toContain('MV Ours Done');
    const row = rowOf(data, 'MV Arrastre Left');
    expect(Object.keys(row).sort()).toEqual([
      'arrivalDate',
      'firstMove',
      'latestUpdate',
      'packages',
      'remainingArrastre',
      'remainingStevedoring',
      'totalArrastre',
      'totalStevedoring',
      'vesselName',
      'voyageNumber',
    ]);
    expect(row).toEqual({
      vesselName: 'MV Arrastre Left',
      voyageNumber: 'V.16',
      packages: 41,
      arrivalDate: day(-1),
      totalArrastre: 2.5,
      totalStevedoring: 5,
      firstMove: visits['MV Arrastre Left']?.firstMove,
      remainingArrastre: 2.5,
      remainingStevedoring: 0,
      // The latest record: the discharge of the handled BL, after the last tally hour and the monitoring's change.
      latestUpdate: visits['MV Arrastre Left']?.handledAt,
    });
  });

  it('is computed once for 5 seconds: a change shows after that time, not at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    const first = await publicSchedule();
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    await visit({ name: 'MV Late Comer', arrival: 0, tally: worked, items: [{ ...open, arrastre: 'ownArrastre' }] });
    vi.setSystemTime(Date.now() + 4_000);
    const cached = await publicSchedule();
    expect(cached.json()).toEqual(first.json());
    expect(cached.headers['cache-control']).toBe('public, max-age=1');
    vi.setSystemTime(Date.now() + 1_000);
    const fresh = await publicSchedule();
    expect(names(fresh.json().data)).toContain('MV Late Comer');
    expect(names(first.json().data)).not.toContain('MV Late Comer');
  });

  it('is computed again at once when a visit changed anywhere (its live event)', async () => {
    await publicSchedule();
    const { workOrderId } = await visit({
      name: 'MV Live Comer',
      arrival: 0,
      tally: worked,
      items: [{ ...open, arrastre: 'ownArrastre' }],
    });
    expect(names((await publicSchedule()).json().data)).not.toContain('MV Live Comer');
    // A write told to the live pages: a delay recorded on the visit.
    const from = new Date(Math.floor(Date.now() / hourMs - 2) * hourMs);
    const delay = await t.injectAs('operation', {
      method: 'POST',
      url: `/api/work-orders/${workOrderId}/delays`,
      payload: {
        from_time: from.toISOString(),
        to_time: new Date(from.getTime() + hourMs).toISOString(),
        reason: 'Rain',
      },
    });
    expect(delay.statusCode).toBe(201);
    await vi.waitFor(async () => expect(names((await publicSchedule()).json().data)).toContain('MV Live Comer'));
  });
});
