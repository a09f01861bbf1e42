import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { reportMessages, targetSummaryResponseSchema, trendResponseSchema } from '@portside/contracts/reports';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSettings, cbmTargets } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { cbmOf, type Filter, monthFilter, volume, yearsFilter } from '../kit/test/expected';
import { buildTerminal, type Terminal } from '../kit/test/test-data';

let t: TestApp;
let terminal: Terminal;
let checker: Record<string, string>;

/**
 * 2026: stevedoring has a year (12,000) and two months of its own (March 2,000, April 500), so the other ten share
 * 9,500; arrastre has twelve months (1,000, February 1,500) and no year. 2025: stevedoring's year alone. 2024:
 * January holds more than the year, so the other months hold nothing.
 */
const targets: { year: number; month: number | null; category: CargoHandlerType; cbm: string }[] = [
  { year: 2026, month: null, category: 'stevedoring', cbm: '12000' },
  { year: 2026, month: 3, category: 'stevedoring', cbm: '2000' },
  { year: 2026, month: 4, category: 'stevedoring', cbm: '500' },
  ...Array.from({ length: 12 }, (_, index) => ({
    year: 2026,
    month: index + 1,
    category: 'arrastre' as const,
    cbm: index === 1 ? '1500' : '1000',
  })),
  { year: 2025, month: null, category: 'stevedoring', cbm: '9000' },
  { year: 2024, month: null, category: 'stevedoring', cbm: '1000' },
  { year: 2024, month: 1, category: 'stevedoring', cbm: '1200' },
];

beforeAll(async () => {
  t = await createTestApp();
  terminal = await buildTerminal(t.db);
  await t.db.insert(cbmTargets).values(targets);
  checker = (await t.signIn('checker')).headers;
});
afterAll(() => t.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: checker });
const actual = (filter: Filter) => cbmOf(volume(terminal.bls, filter).milliCbm);

describe('GET /reports/target-summary', () => {
  const cases: [string, Filter, Record<CargoHandlerType, number | null>][] = [
    ['year=2026', yearsFilter(2026, 2026), { stevedoring: 12000, arrastre: 12500 }],
    ['month=2026-03', monthFilter('2026-03'), { stevedoring: 2000, arrastre: 1000 }],
    ['month=2026-02', monthFilter('2026-02'), { stevedoring: 950, arrastre: 1500 }],
    ['from_year=2025&to_year=2026', yearsFilter(2025, 2026), { stevedoring: 21000, arrastre: null }],
    ['month=2024-02', monthFilter('2024-02'), { stevedoring: 0, arrastre: null }],
    ['year=2023', yearsFilter(2023, 2023), { stevedoring: null, arrastre: null }],
    ['month=2025-07&category=stevedoring', monthFilter('2025-07', ['stevedoring']), { stevedoring: 750, arrastre: 0 }],
    // Today is 11 March 2026: the years after it are left out, unless the range starts after it.
    ['from_year=2026&to_year=2027', yearsFilter(2026, 2026), { stevedoring: 12000, arrastre: 12500 }],
    ['from_year=2025&to_year=2028', yearsFilter(2025, 2026), { stevedoring: 21000, arrastre: null }],
    ['year=2027', yearsFilter(2027, 2027), { stevedoring: null, arrastre: null }],
  ];

  it("puts each category's volume beside its target for the period (none when the settings hold none)", async () => {
    for (const [query, filter, target] of cases) {
      // 20:00 UTC on 10 March is 11 March in Manila.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T20:00:00Z') });
      const response = await get(`/api/reports/target-summary?${query}`);
      vi.useRealTimers();
      const body = targetSummaryResponseSchema.parse(response.json());
      expect(body.data, query).toEqual(
        filter.categories.map((category) => ({
          category,
          target: target[category],
          actual: actual({ ...filter, categories: [category] }),
        })),
      );
    }
  });
});

describe('GET /analytics/trend/summary', () => {
  // 20:00 UTC on 10 March is 04:00 on 11 March in Manila, the terminal's default time zone.
  const now = new Date('2026-03-10T20:00:00Z');
  afterEach(async () => {
    vi.useRealTimers();
    await t.db.update(appSettings).set({ timeZone: 'Asia/Manila' }).where(eq(appSettings.id, 1));
  });
  const trend = async (query: string) => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const response = await get(`/api/analytics/trend/summary?${query}`);
    vi.useRealTimers();
    expect(response.statusCode, query).toBe(200);
    return trendResponseSchema.parse(response.json());
  };
  const round = (value: number) => Math.round(value * 1000) / 1000;

  /** The calculator's figures, written out from docs/domain.md for a period known by its days. */
  function expected(
    days: { start: string; end: string; count: number; elapsed: number },
    arrived: number,
    target: number | null,
  ) {
    const remainingDays = days.count - days.elapsed;
    return {
      periodStart: days.start,
      periodEnd: days.end,
      daysInPeriod: days.count,
      elapsedDays: days.elapsed,
      remainingDays,
      target,
      actual: arrived,
      projected: days.elapsed ? round((arrived / days.elapsed) * days.count) : 0,
      remaining: target === null ? null : round(Math.max(0, target - arrived)),
      aboveTarget: target === null ? null : round(Math.max(0, arrived - target)),
      targetPerDay: target === null ? null : round(target / days.count),
      averagePerDay: days.elapsed ? round(arrived / days.elapsed) : 0,
      targetPerRemainingDay:
        target === null || remainingDays === 0 ? null : round(Math.max(0, target - arrived) / remainingDays),
    };
  }

  it('counts a month in progress up to today on the terminal clock, both categories by default', async () => {
    const body = await trend('');
    expect(body.status).toBe('success');
    // Arrivals of 5 and 11 March count; that of 20 March is not yet.
    const arrived = actual({ start: '2026-03-01', end: '2026-03-12', categories: ['stevedoring', 'arrastre'] });
    expect(arrived).toBeGreaterThan(0);
    expect(arrived).toBeLessThan(actual(monthFilter('2026-03')));
    expect(body.data).toEqual({
      today: '2026-03-11',
      ...expected({ start: '2026-03-01', end: '2026-03-31', count: 31, elapsed: 11 }, arrived, 3000),
    });
  });

  it('takes today in the time zone of the settings', async () => {
    await t.db.update(appSettings).set({ timeZone: 'UTC' }).where(eq(appSettings.id, 1));
    const body = await trend('query=monthly&year=2026&month=3&by=stevedoring');
    const arrived = actual({ start: '2026-03-01', end: '2026-03-11', categories: ['stevedoring'] });
    expect(body.data).toEqual({
      today: '2026-03-10',
      ...expected({ start: '2026-03-01', end: '2026-03-31', count: 31, elapsed: 10 }, arrived, 2000),
    });
  });

  it('counts all of a past month, and no day remains for the balance', async () => {
    const body = await trend('query=monthly&year=2026&month=2&by=stevedoring');
    const arrived = actual(monthFilter('2026-02', ['stevedoring']));
    expect(arrived).toBeGreaterThan(0);
    expect(body.data).toEqual({
      today: '2026-03-11',
      ...expected({ start: '2026-02-01', end: '2026-02-28', count: 28, elapsed: 28 }, arrived, 950),
    });
    expect(body.data.targetPerRemainingDay).toBeNull();
  });

  it('says nothing remains of a target passed, and how far the actual is above it; no balance is needed', async () => {
    const [passed] = await t.db
      .insert(cbmTargets)
      .values({ year: 2026, month: 2, category: 'stevedoring', cbm: '100' })
      .returning();
    try {
      const body = await trend('query=monthly&year=2026&month=2&by=stevedoring');
      const arrived = actual(monthFilter('2026-02', ['stevedoring']));
      expect(arrived).toBeGreaterThan(100);
      expect(body.data).toMatchObject({ target: 100, remaining: 0, aboveTarget: round(arrived - 100) });
    } finally {
      await t.db.delete(cbmTargets).where(eq(cbmTargets.id, passed?.id ?? 0));
    }
  });

  it('counts nothing yet of a future month', async () => {
    const body = await trend('query=monthly&year=2026&month=5&by=arrastre');
    expect(body.data).toEqual({
      today: '2026-03-11',
      ...expected({ start: '2026-05-01', end: '2026-05-31', count: 31, elapsed: 0 }, 0, 1000),
    });
    expect(body.data).toMatchObject({ projected: 0, averagePerDay: 0, targetPerRemainingDay: round(1000 / 31) });
  });

  it('counts a year, its target the two categories added', async () => {
    const body = await trend('query=yearly&year=2026');
    const arrived = actual({ start: '2026-01-01', end: '2026-03-12', categories: ['stevedoring', 'arrastre'] });
    expect(body.data).toEqual({
      today: '2026-03-11',
      ...expected({ start: '2026-01-01', end: '2026-12-31', count: 365, elapsed: 70 }, arrived, 24500),
    });
  });

  it('gives no target (and no figure made from one) when a category has none; a month takes its year divided', async () => {
    const both = await trend('query=yearly&year=2025&by=both');
    const arrived = actual(yearsFilter(2025, 2025));
    expect(both.data).toEqual({
      today: '2026-03-11',
      ...expected({ start: '2025-01-01', end: '2025-12-31', count: 365, elapsed: 365 }, arrived, null),
    });
    expect(both.data).toMatchObject({ target: null, remaining: null, targetPerDay: null, targetPerRemainingDay: null });
    const month = await trend('query=monthly&year=2025&month=1&by=stevedoring');
    expect(month.data.target).toBe(750);
  });

  it('refuses a month, a year, a category or a query it does not know, in one sentence of ours', async () => {
    const refusals: [string, string, string][] = [
      ['month=13', 'month', reportMessages.monthOfYearInvalid],
      ['month=0', 'month', reportMessages.monthOfYearInvalid],
      ['year=1999', 'year', reportMessages.yearInvalid],
      ['year=2e20', 'year', reportMessages.yearInvalid],
      ['month=1.5', 'month', reportMessages.monthOfYearInvalid],
      ['by=wharfage', 'by', reportMessages.categoryInvalid],
      ['by=all', 'by', reportMessages.categoryInvalid],
      ['query=weekly', 'query', reportMessages.trendQueryInvalid],
    ];
    for (const [query, field, message] of refusals) {
      const response = await get(`/api/analytics/trend/summary?${query}`);
      expect(response.statusCode, query).toBe(422);
      // One sentence of ours, whatever is wrong with the value.
      expect(response.json().detail, query).toEqual([expect.objectContaining({ loc: ['query', field], msg: message })]);
    }
  });
});
