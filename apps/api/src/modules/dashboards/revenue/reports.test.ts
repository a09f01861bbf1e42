import {
  categorySummaryResponseSchema,
  descriptionSummaryResponseSchema,
  netResponseSchema,
  overviewResponseSchema,
  reportMessages,
  yearlyResponseSchema,
} from '@portside/contracts/reports';
import { describe, expect, it, vi } from 'vitest';
import {
  categorySummary,
  descriptionSummary,
  type Filter,
  monthFilter,
  net,
  overview,
  yearly,
  yearsFilter,
} from '../kit/test/expected';
import { useTestTerminal } from '../kit/test/test-data';
import { lastMonthsChange } from '../overview/overview';

const setUp = useTestTerminal();
const { get } = setUp;

/** The filters the figures are checked over, with the query that asks for each. */
const filters: [string, Filter][] = [
  ['year=2025', yearsFilter(2025, 2025)],
  ['month=2025-01&category=arrastre', monthFilter('2025-01', ['arrastre'])],
  ['from_year=2024&to_year=2026&category=stevedoring', yearsFilter(2024, 2026, ['stevedoring'])],
  ['month=2025-12', monthFilter('2025-12')],
  ['year=2019', yearsFilter(2019, 2019)],
];

/** Every report call of the module, with a query it accepts. */
const reportCalls = [
  '/api/reports/overview?year=2025',
  '/api/reports/category-summary?year=2025',
  '/api/reports/stevedoring-summary?year=2025',
  '/api/reports/arrastre-summary?year=2025',
  '/api/reports/net?year=2025',
  '/api/reports/description-summary?year=2025',
  '/api/reports/yearly?from_year=2024&to_year=2026',
  '/api/reports/target-summary?year=2025',
  '/api/reports/shipping-agents/1/vessels?year=2025',
  '/api/reports/consignees/name:ACME%20TRADING/items?year=2025&category=arrastre',
  '/api/analytics/trend/summary?query=yearly&year=2025',
];

describe('who may call the reports', () => {
  it('answers 401 signed out, 403 to finance, and 200 to checkers and supervisors, on every call', async () => {
    const finance = (await setUp.t.signIn('finance')).headers;
    const supervisor = (await setUp.t.signIn('supervisor')).headers;
    for (const url of reportCalls) {
      expect((await setUp.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, finance)).statusCode, url).toBe(403);
      expect((await get(url, setUp.checker)).statusCode, url).toBe(200);
      expect((await get(url, supervisor)).statusCode, url).toBe(200);
    }
  });
});

describe('one word for both categories', () => {
  it('takes category=both as both categories, the same figures as when it is left out', async () => {
    for (const path of ['category-summary', 'net', 'arrastre-summary', 'yearly']) {
      const both = await get(`/api/reports/${path}?from_year=2024&to_year=2026&category=both`);
      expect(both.statusCode, path).toBe(200);
      expect(both.json(), path).toEqual((await get(`/api/reports/${path}?from_year=2024&to_year=2026`)).json());
    }
  });
});

describe('bad periods', () => {
  const refusals: [string, string, string][] = [
    ['month=2026-13', 'month', reportMessages.monthInvalid],
    ['month=2026-1', 'month', reportMessages.monthInvalid],
    ['from_year=2026&to_year=2025', 'from_year', reportMessages.yearsReversed],
    ['from_year=2015&to_year=2025', 'to_year', reportMessages.yearsTooMany],
    ['year=1999', 'year', reportMessages.yearInvalid],
    ['year=2025.5', 'year', reportMessages.yearInvalid],
    ['year=2e20', 'year', reportMessages.yearInvalid],
    ['category=wharfage', 'category', reportMessages.categoryInvalid],
    ['category=all', 'category', reportMessages.categoryInvalid],
  ];
  const periodCalls = reportCalls.filter((url) => url.startsWith('/api/reports/') && !url.includes('/overview'));

  it('are refused with 422 and the sentence, on every call over a period', async () => {
    for (const url of periodCalls) {
      for (const [query, field, message] of refusals) {
        // The consignee's BLs keep their category (it is required there, with its own sentence).
        const items = url.includes('/items');
        const kept = items && field !== 'category' ? '&category=arrastre' : '';
        const response = await get(`${url.split('?')[0]}?${query}${kept}`);
        expect(response.statusCode, `${url} ${query}`).toBe(422);
        // One sentence of ours, whatever is wrong with the value (2e20 is neither whole nor at most 2100).
        const sentence = items && field === 'category' ? reportMessages.itemsCategoryRequired : message;
        expect(response.json().detail, `${url} ${query}`).toEqual([
          expect.objectContaining({ loc: ['query', field], msg: sentence }),
        ]);
      }
    }
  });

  it('10 years are accepted; the overview takes a year alone; the description limit is bounded', async () => {
    expect((await get('/api/reports/net?from_year=2016&to_year=2025')).statusCode).toBe(200);
    expect((await get('/api/reports/overview?year=2101')).statusCode).toBe(422);
    for (const limit of ['51', '0', '2.5', 'all']) {
      const response = await get(`/api/reports/description-summary?limit=${limit}`);
      expect(response.statusCode, limit).toBe(422);
      expect(response.json().detail, limit).toEqual([
        expect.objectContaining({ loc: ['query', 'limit'], msg: reportMessages.descriptionLimitInvalid }),
      ]);
    }
  });
});

describe('GET /reports/overview', () => {
  /** The overview on a fixed day: `now` is an instant, the terminal's day is Manila's. */
  const overviewOn = async (now: string, query = '') => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    try {
      // Signed in on that day, so that the session has not expired by then.
      const { headers } = await setUp.t.signIn('checker');
      return overviewResponseSchema.parse((await get(`/api/reports/overview${query}`, headers)).json()).data;
    } finally {
      vi.useRealTimers();
    }
  };
  // 20:00 UTC on 10 March is 04:00 on 11 March in Manila.
  const march11 = '2026-03-10T20:00:00Z';

  it('gives each category by month, with the whole year before, the net billed in the year and the trend of its last two months with volume', async () => {
    for (const year of [2025, 2024]) {
      const summary = overview(setUp.terminal.bls, year, `${year - 1}-12-31`);
      expect(await overviewOn(march11, `?year=${year}`)).toEqual({
        year,
        comparedThrough: `${year - 1}-12-31`,
        summary,
      });
    }
  });

  it('opens on this year on the terminal clock, comparing with the year before through the same day', async () => {
    const expected = {
      year: 2026,
      comparedThrough: '2025-03-11',
      summary: overview(setUp.terminal.bls, 2026, '2025-03-11'),
    };
    expect(await overviewOn(march11)).toEqual(expected);
    expect(await overviewOn(march11, '?year=2026')).toEqual(expected);
    // The trend is there to compare: some category has two months with volume.
    expect(expected.summary.map((category) => category.monthChange)).toContainEqual(expect.objectContaining({ to: 3 }));
    // 2025's June and December arrivals are past 11 March: the whole year would count more.
    const [stevedoring] = expected.summary;
    expect(stevedoring?.previousYearCbm).toBeLessThan(
      overview(setUp.terminal.bls, 2026, '2025-12-31')[0]?.previousYearCbm ?? 0,
    );
  });

  it("takes the trend from the last two months with volume, passing over empty ones and this year's months to come", () => {
    const monthly = [3, 0, 5, 0, 2, 9].map((volume, index) => ({ month: index + 1, volume }));
    expect(lastMonthsChange(monthly, 12)).toEqual({ from: 5, to: 6, percent: 350 });
    // In May, June's expected vessel is no trend yet: March to May.
    expect(lastMonthsChange(monthly, 5)).toEqual({ from: 3, to: 5, percent: -60 });
    expect(lastMonthsChange(monthly, 2)).toBeNull();
  });

  it('compares 29 February with 28 February of the year before', async () => {
    const data = await overviewOn('2028-02-29T04:00:00Z');
    expect(data.year).toBe(2028);
    expect(data.comparedThrough).toBe('2027-02-28');
  });
});

describe('GET /reports/category-summary, /reports/net, /reports/yearly', () => {
  it('add up our volume by arrival and our net by billing date, per category', async () => {
    for (const [query, filter] of filters) {
      const summary = categorySummaryResponseSchema.parse((await get(`/api/reports/category-summary?${query}`)).json());
      expect(summary, query).toEqual(categorySummary(setUp.terminal.bls, filter));
      const money = netResponseSchema.parse((await get(`/api/reports/net?${query}`)).json());
      expect(money, query).toEqual(net(setUp.terminal.bls, filter));
    }
  });

  it("shows storage invoices' net on their own row when no category is chosen, by billing date, paid and receivable", async () => {
    const storageOf = <Row extends { category: string }>(answer: { data: Row[] }) =>
      answer.data.find((row) => row.category === 'storage');
    const all = netResponseSchema.parse((await get('/api/reports/net?from_year=2024&to_year=2026')).json());
    const storage = storageOf(all);
    const bills = setUp.terminal.bls.flatMap((bl) => bl.storage);
    expect(storage?.invoices).toBe(bills.length);
    expect(Number(storage?.paidAmount)).toBeGreaterThan(0);
    expect(Number(storage?.receivableAmount)).toBeGreaterThan(0);
    const summary = categorySummaryResponseSchema.parse(
      (await get('/api/reports/category-summary?from_year=2024&to_year=2026')).json(),
    );
    expect(storageOf(summary)).toEqual({
      category: 'storage',
      totalCbm: null,
      totalPackages: null,
      bls: null,
      netAmount: storage?.netAmount,
    });
    for (const category of ['arrastre', 'stevedoring']) {
      const one = `/api/reports/net?from_year=2024&to_year=2026&category=${category}`;
      expect(storageOf(netResponseSchema.parse((await get(one)).json())), category).toBeUndefined();
    }
  });

  it('splits each invoice VAT between its lines so that the categories add up to the invoices', async () => {
    const money = netResponseSchema.parse((await get('/api/reports/net?from_year=2024&to_year=2026')).json());
    // Each invoice's VAT (storage invoices' too), less what its credit memos took back.
    const vatOfInvoices = setUp.terminal.bls.reduce(
      (sum, bl) =>
        sum +
        (bl.invoice?.vatCents ?? 0n) +
        bl.storage.reduce((storage, bill) => storage + bill.vatCents, 0n) -
        (bl.invoice?.memos ?? []).reduce(
          (credited, memo) => credited + memo.lines.reduce((lines, line) => lines + line.vatCents, 0n),
          0n,
        ),
      0n,
    );
    expect(money.summary.vatTotalAmount).toBe(
      `${vatOfInvoices / 100n}.${String(vatOfInvoices % 100n).padStart(2, '0')}`,
    );
  });

  it('gives every year of the range, with 0 for a category left out', async () => {
    const both = yearlyResponseSchema.parse((await get('/api/reports/yearly?from_year=2023&to_year=2026')).json());
    expect(both.data).toEqual(yearly(setUp.terminal.bls, 2023, 2026));
    const arrastre = yearlyResponseSchema.parse(
      (await get('/api/reports/yearly?from_year=2024&to_year=2025&category=arrastre')).json(),
    );
    expect(arrastre.data).toEqual(yearly(setUp.terminal.bls, 2024, 2025, ['arrastre']));
    expect(arrastre.data.every((row) => row.stevedoring === 0)).toBe(true);
  });
});

describe('GET /reports/description-summary', () => {
  it('gives the largest descriptions (registry names, else the printed text) and the others together', async () => {
    for (const [query, filter] of filters) {
      for (const limit of [1, 2, 5]) {
        const response = await get(`/api/reports/description-summary?${query}&limit=${limit}`);
        const body = descriptionSummaryResponseSchema.parse(response.json());
        expect(body, `${query} limit ${limit}`).toEqual(descriptionSummary(setUp.terminal.bls, filter, limit));
      }
    }
  });

  it('gives 5 by default', async () => {
    const body = descriptionSummaryResponseSchema.parse(
      (await get('/api/reports/description-summary?from_year=2024&to_year=2026')).json(),
    );
    expect(body).toEqual(descriptionSummary(setUp.terminal.bls, yearsFilter(2024, 2026), 5));
  });
});
