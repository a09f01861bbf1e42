import {
  analyticsMessages,
  consigneeCompetitorsResponseSchema,
  consigneesResponseSchema,
} from '@portside/contracts/analytics';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { describe, expect, it, vi } from 'vitest';
import { useTestTerminal } from '../kit/test/test-data';
import { consigneeCompetitors, consignees, type Listing, type Range } from './test/expected';

const setUp = useTestTerminal();
const { get } = setUp;
const overview = async (query: string) => {
  const response = await get(`/api/analytics/consignees/?${query}`);
  expect(response.statusCode, query).toBe(200);
  return consigneesResponseSchema.parse(response.json());
};
const competitors = async (key: string, query: string) => {
  const response = await get(`/api/analytics/consignees/${encodeURIComponent(key)}/competitors?${query}`);
  expect(response.statusCode, `${key} ${query}`).toBe(200);
  return consigneeCompetitorsResponseSchema.parse(response.json());
};

const both = cargoHandlerTypes;
/** The ranges checked, with the query that asks for each: whole years, a mid-month range, one category. */
const ranges: [string, Range][] = [
  ['start=2025-01-01&end=2026-01-01', { start: '2025-01-01', end: '2026-01-01', categories: both }],
  ['start=2024-01-01&end=2027-01-01&by=arrastre', { start: '2024-01-01', end: '2027-01-01', categories: ['arrastre'] }],
  // Whole months February 2025 to February 2026, and the days 20 to 31 January 2025 and 1 to 11 March 2026.
  ['start=2025-01-20&end=2026-03-12', { start: '2025-01-20', end: '2026-03-12', categories: both }],
  [
    'start=2026-03-05&end=2026-03-11&by=stevedoring',
    { start: '2026-03-05', end: '2026-03-11', categories: ['stevedoring'] },
  ],
  ['start=2019-01-01&end=2020-01-01', { start: '2019-01-01', end: '2020-01-01', categories: both }],
];
const byVolume: Listing = { sort: 'volume', order: 'desc', limit: 20 };

describe('who may read the consignee overview', () => {
  it('answers 401 signed out, 403 to finance, 200 to checkers and supervisors', async () => {
    const finance = (await setUp.t.signIn('finance')).headers;
    const supervisor = (await setUp.t.signIn('supervisor')).headers;
    for (const url of [
      '/api/analytics/consignees/',
      '/api/analytics/consignees',
      '/api/analytics/consignees/name:ACME%20TRADING/competitors',
    ]) {
      expect((await setUp.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, finance)).statusCode, url).toBe(403);
      expect((await get(url, setUp.checker)).statusCode, url).toBe(200);
      expect((await get(url, supervisor)).statusCode, url).toBe(200);
    }
  });
});

describe('bad parameters', () => {
  const refusals: [string, string, string][] = [
    ['start=2025-13-01&end=2026-01-01', 'start', analyticsMessages.startInvalid],
    ['start=2025-01-01&end=2025-02-30', 'end', analyticsMessages.endInvalid],
    ['start=2025-02-01&end=2025-02-01', 'end', analyticsMessages.rangeReversed],
    ['start=2014-01-01&end=2025-01-01', 'end', analyticsMessages.rangeTooLong],
    ['start=2015-01-01&end=2025-01-02', 'end', analyticsMessages.rangeTooLong],
    ['start=2025-01-01', 'end', analyticsMessages.rangeIncomplete],
    ['end=2025-01-01', 'start', analyticsMessages.rangeIncomplete],
    ['by=wharfage', 'by', analyticsMessages.categoryInvalid],
    ['limit=0', 'limit', analyticsMessages.limitInvalid],
    ['limit=5001', 'limit', analyticsMessages.limitInvalid],
    ['limit=2.5', 'limit', analyticsMessages.limitInvalid],
    ['order=up', 'order', analyticsMessages.orderInvalid],
  ];
  const overviewOnly: [string, string, string][] = [
    ['sort=weight', 'sort', analyticsMessages.sortInvalid],
    [`search=${'a'.repeat(101)}`, 'search', analyticsMessages.searchTooLong],
  ];

  it('are refused with 422 and our sentence', async () => {
    const calls: [string, [string, string, string][]][] = [
      ['/api/analytics/consignees/', [...refusals, ...overviewOnly]],
      ['/api/analytics/consignees/id:1/competitors', refusals],
    ];
    for (const [url, cases] of calls) {
      for (const [query, field, message] of cases) {
        const response = await get(`${url}?${query}`);
        expect(response.statusCode, `${url} ${query}`).toBe(422);
        expect(response.json().detail, `${url} ${query}`).toEqual([
          expect.objectContaining({ loc: ['query', field], msg: message }),
        ]);
      }
    }
  });

  it('refuses a consignee key that is not one, and answers 404 for a registry id not found', async () => {
    for (const key of ['acme', 'id:0', 'id:2147483648', 'id:x']) {
      const response = await get(`/api/analytics/consignees/${key}/competitors`);
      expect(response.statusCode, key).toBe(422);
      expect(response.json().detail, key).toEqual([
        expect.objectContaining({ loc: ['path', 'consignee'], msg: analyticsMessages.consigneeInvalid }),
      ]);
    }
    const missing = await get('/api/analytics/consignees/id:999999/competitors');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: analyticsMessages.consigneeInvalid });
  });
});

describe('GET /analytics/consignees/', () => {
  it("adds up every handler's cargo by consignee, the categories summed, largest first", async () => {
    for (const [query, range] of ranges) {
      expect(await overview(query), query).toEqual(consignees(setUp.terminal.bls, range, byVolume));
    }
  });

  it('opens on this year on the terminal calendar, both categories, 20 rows', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-12-31T17:00:00Z') });
    try {
      // 17:00 UTC on 31 December is 1 January 2026 in Manila.
      const { headers } = await setUp.t.signIn('checker');
      const body = consigneesResponseSchema.parse((await get('/api/analytics/consignees/', headers)).json());
      expect(body).toEqual(
        consignees(setUp.terminal.bls, { start: '2026-01-01', end: '2027-01-01', categories: both }, byVolume),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('sorts by volume, packages or name, either way, and lists `limit` rows with the totals of all', async () => {
    const [query, range] = ranges[2] as [string, Range];
    for (const sort of ['volume', 'packages', 'name'] as const) {
      for (const order of ['desc', 'asc'] as const) {
        for (const limit of [1, 3, 20]) {
          const listing = { sort, order, limit };
          const body = await overview(`${query}&sort=${sort}&order=${order}&limit=${limit}`);
          expect(body, JSON.stringify(listing)).toEqual(consignees(setUp.terminal.bls, range, listing));
          expect(body.items.length).toBe(Math.min(limit, body.total.rows));
        }
      }
    }
    const byName = await overview(`${query}&sort=name&order=asc`);
    expect(byName.items.map((row) => row.consignee)).toEqual([
      '',
      'ACME TRADING',
      'Alpha Foods Corp.',
      'Beta Steel Inc.',
      'DELTA CO',
    ]);
  });

  it('keeps the consignees whose name holds the search, in any case, and totals only them', async () => {
    const [query, range] = ranges[0] as [string, Range];
    for (const search of ['acme', 'FOODS', 'o', ' corp ', 'nobody']) {
      const body = await overview(`${query}&search=${encodeURIComponent(search)}`);
      expect(body, search).toEqual(consignees(setUp.terminal.bls, range, { ...byVolume, search: search.trim() }));
    }
    const acme = await overview(`${query}&search=acme`);
    // The three spellings of ACME TRADING are one consignee.
    expect(acme.items.map((row) => row.consigneeKey)).toEqual(['name:ACME TRADING']);
    const none = await overview(`${query}&search=nobody`);
    expect(none).toEqual({ items: [], total: { totalVolume: 0, packages: 0, bls: 0, rows: 0 } });
  });

  it('counts a BL once per service under both', async () => {
    const [query] = ranges[0] as [string, Range];
    const all = await overview(query);
    const stevedoring = await overview(`${query}&by=stevedoring`);
    const arrastre = await overview(`${query}&by=arrastre`);
    expect(all.total.bls).toBe(stevedoring.total.bls + arrastre.total.bls);
    expect(all.total.bls).toBe(2 * setUp.terminal.bls.filter((bl) => bl.arrivalDate.startsWith('2025')).length);
  });
});

describe('GET /analytics/consignees/{consignee}/competitors', () => {
  it("gives the operators that handled the consignee's cargo by name, ours marked, largest first", async () => {
    const keys = [...new Set(setUp.terminal.bls.map((bl) => bl.consigneeKey))];
    for (const [query, range] of ranges) {
      for (const key of keys) {
        const body = await competitors(key, query);
        const consignee = setUp.terminal.bls.find((bl) => bl.consigneeKey === key)?.consignee;
        expect(body, `${key} ${query}`).toEqual({
          consignee,
          ...consigneeCompetitors(setUp.terminal.bls, setUp.terminal.handlerNames, range, key),
        });
      }
    }
  });

  it('makes one operator of the spellings of a name, and one of the BLs without a known handler', async () => {
    const body = await competitors(`id:${setUp.terminal.consignees.alpha.id}`, 'start=2024-01-01&end=2027-01-01');
    const names = body.data.map((row) => row.name);
    // Its stevedoring and arrastre handlers, spelled two ways, are one operator written the first way.
    expect(names.filter((name) => name.toLowerCase() === 'portside terminal services inc.')).toEqual([
      'PORTSIDE TERMINAL SERVICES INC.',
    ]);
    expect(body.data.find((row) => row.name === 'PORTSIDE TERMINAL SERVICES INC.')?.own).toBe(true);
    expect(body.data.find((row) => row.name === 'Harbor Star Stevedoring')?.own).toBe(false);
    expect(names).toContain('');
  });

  it('lists `limit` operators in the order asked, the totals over all of them', async () => {
    const key = 'name:ACME TRADING';
    const range: Range = { start: '2024-01-01', end: '2027-01-01', categories: both };
    const all = consigneeCompetitors(setUp.terminal.bls, setUp.terminal.handlerNames, range, key);
    const top = await competitors(key, 'start=2024-01-01&end=2027-01-01&limit=2');
    expect(top.data).toEqual(all.data.slice(0, 2));
    expect(top.total).toEqual(all.total);
    const smallest = await competitors(key, 'start=2024-01-01&end=2027-01-01&limit=2&order=asc');
    expect(smallest.data.map((row) => row.totalVolume)).toEqual(
      all.data
        .map((row) => row.totalVolume)
        .reverse()
        .slice(0, 2),
    );
  });

  it('answers a consignee without cargo in the period with its name and nothing else', async () => {
    const body = await competitors(`id:${setUp.terminal.consignees.beta.id}`, 'start=2019-01-01&end=2020-01-01');
    expect(body).toEqual({
      consignee: 'Beta Steel Inc.',
      data: [],
      total: { totalVolume: 0, packages: 0, bls: 0, rows: 0 },
    });
    expect((await competitors('name: nobody here ', '')).consignee).toBe('NOBODY HERE');
  });
});
