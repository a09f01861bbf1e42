import {
  analyticsMessages,
  contributorsResponseSchema,
  monthlyPerformanceResponseSchema,
  performanceResponseSchema,
} from '@portside/contracts/analytics';
import { boundsMessages } from '@portside/contracts/bounds';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { roleGroups, roles } from '@portside/contracts/roles';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestTerminal } from '../kit/test/test-data';
import { monthlyPerformance, operatorTotals, type Period, type Registry } from './test/expected';

const setUp = useTestTerminal();
const { get } = setUp;
let registry: Registry;
beforeAll(() => {
  registry = {
    handlerNames: setUp.terminal.handlerNames,
    ownOperators: ['  portside terminal services inc. ', 'AITSI'],
  };
});
/** The panel's rows carry their volume again under the spec's name (spec 3 contributor: cbm). */
const asContributors = (rows: ReturnType<typeof operatorTotals>['data']) =>
  rows.map((row) => ({ ...row, cbm: row.totalVolume }));

/** Every call of the competitor dashboard, with a query it accepts. */
const calls = [
  '/api/analytics/competitors/performance/monthly?year=2025',
  '/api/analytics/competitor-contributors?start=2025-01-01&end=2026-01-01',
  '/api/analytics/performance?group_by=arrastre&start=2025-01-01&end=2026-01-01',
  '/api/analytics/competitors/Aitsi/consignees?start=2025-01-01&end=2026-01-01',
  '/api/analytics/competitors/Aitsi/shipping-agents?start=2025-01-01&end=2026-01-01',
  '/api/analytics/competitors/Aitsi/consignees/name:ACME%20TRADING/bls?start=2025-01-01&end=2026-01-01',
  '/api/analytics/competitors/Aitsi/consignees/name:ACME%20TRADING/packages-by-description',
  '/api/analytics/competitors/Aitsi/shipping-agents/1/bls',
  '/api/analytics/competitors/Aitsi/shipping-agents/1/packages-by-description?by=arrastre',
];

describe('who may call the competitor dashboard', () => {
  it('answers 401 signed out, 403 to every role but checkers and supervisors, 200 to those', async () => {
    const others = roles.filter((role) => !(roleGroups.analytics as readonly string[]).includes(role));
    const headersOf = new Map<string, Record<string, string>>();
    for (const role of roles)
      headersOf.set(role, role === 'checker' ? setUp.checker : (await setUp.t.signIn(role)).headers);
    for (const url of calls) {
      expect((await setUp.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const role of others) expect((await get(url, headersOf.get(role))).statusCode, `${role} ${url}`).toBe(403);
      for (const role of roleGroups.analytics) expect((await get(url, headersOf.get(role))).statusCode, url).toBe(200);
    }
  });
});

describe('bad parameters', () => {
  const path = (url: string) => url.split('?')[0] as string;
  const refused = async (url: string, loc: (string | number)[], msg: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(422);
    expect(response.json().detail, url).toEqual([expect.objectContaining({ loc, msg })]);
  };
  const periods: [string, string, string][] = [
    ['start=2025-02-30&end=2026-01-01', 'start', analyticsMessages.startInvalid],
    ['start=2025-01-01&end=2026-13-01', 'end', analyticsMessages.endInvalid],
    ['start=2025-3-1&end=2026-01-01', 'start', analyticsMessages.startInvalid],
    ['start=2025-03-01&end=2025-03-01', 'end', analyticsMessages.rangeReversed],
    ['start=2025-03-02&end=2025-03-01', 'end', analyticsMessages.rangeReversed],
    ['start=2014-01-01&end=2025-01-01', 'end', analyticsMessages.rangeTooLong],
    ['start=2015-01-01&end=2025-01-02', 'end', analyticsMessages.rangeTooLong],
    ['start=2025-01-01', 'end', analyticsMessages.rangeIncomplete],
    ['end=2025-01-01', 'start', analyticsMessages.rangeIncomplete],
  ];

  it('refuses a bad period with our sentence on every call over days', async () => {
    for (const url of calls.filter((call) => !call.includes('/monthly'))) {
      const kept = url.includes('group_by') ? '&group_by=arrastre' : '';
      for (const [query, field, message] of periods)
        await refused(`${path(url)}?${query}${kept}`, ['query', field], message);
    }
    // Ten years to the day are accepted (the end excluded).
    expect((await get('/api/analytics/competitor-contributors?start=2015-01-01&end=2025-01-01')).statusCode).toBe(200);
    // Far years compare by number, not as text (a five-digit year of the end).
    expect((await get('/api/analytics/competitor-contributors?start=9995-06-01&end=9995-07-01')).statusCode).toBe(200);
  });

  it('refuses a bad category, group, limit, order, year and cursor', async () => {
    for (const url of calls.filter((call) => !call.includes('/performance?'))) {
      for (const by of ['wharfage', 'Both', ''])
        await refused(`${path(url)}?by=${by}`, ['query', 'by'], analyticsMessages.categoryInvalid);
    }
    for (const groupBy of ['both', 'wharfage', ''])
      await refused(
        `/api/analytics/performance?group_by=${groupBy}`,
        ['query', 'group_by'],
        analyticsMessages.groupByInvalid,
      );
    await refused('/api/analytics/performance', ['query', 'group_by'], analyticsMessages.groupByInvalid);
    const limited = calls.filter((call) => /contributors|consignees\?|shipping-agents\?|\/bls/.test(call));
    expect(limited).toHaveLength(5);
    for (const url of limited) {
      for (const limit of ['0', '5001', '2.5', 'ten', '1e9'])
        await refused(`${path(url)}?limit=${limit}`, ['query', 'limit'], analyticsMessages.limitInvalid);
    }
    for (const url of calls.filter((call) => /consignees\?|shipping-agents\?/.test(call))) {
      for (const order of ['up', 'DESC'])
        await refused(`${path(url)}?order=${order}`, ['query', 'order'], analyticsMessages.orderInvalid);
    }
    for (const year of ['1999', '2101', '2025.5', 'this'])
      await refused(
        `/api/analytics/competitors/performance/monthly?year=${year}`,
        ['query', 'year'],
        analyticsMessages.yearInvalid,
      );
    for (const url of calls.filter((call) => call.includes('/bls'))) {
      // Not a cursor at all; a cursor's form around something that is not a key; a key of the other list.
      const other = Buffer.from(url.includes('shipping-agents') ? '2025-01-01.5' : '2025-01-01.5.6').toString(
        'base64url',
      );
      for (const cursor of ['a b', 'x'.repeat(101), Buffer.from('2025-02-30.1').toString('base64url'), 'abc', other])
        await refused(`${path(url)}?cursor=${cursor}`, ['query', 'cursor'], analyticsMessages.cursorInvalid);
    }
  });

  it('refuses a bad consignee key or agent id in the path', async () => {
    for (const key of ['ACME', 'id:0', 'id:abc', 'id:99999999999', 'name:a%01b']) {
      for (const last of ['bls', 'packages-by-description'])
        await refused(
          `/api/analytics/competitors/Aitsi/consignees/${key}/${last}`,
          ['path', 'consignee'],
          analyticsMessages.consigneeInvalid,
        );
    }
    for (const id of ['abc', '0', '99999999999'])
      await refused(
        `/api/analytics/competitors/Aitsi/shipping-agents/${id}/bls`,
        ['path', 'agent_id'],
        boundsMessages.invalidId,
      );
    await refused(
      `/api/analytics/competitors/${'x'.repeat(201)}/consignees`,
      ['path', 'name'],
      analyticsMessages.operatorInvalid,
    );
    await refused('/api/analytics/competitors/a%01b/consignees', ['path', 'name'], analyticsMessages.operatorInvalid);
  });
});

describe('GET /analytics/competitors/performance/monthly', () => {
  it("gives every operator's CBM per month of the year, per category, largest first, ours marked", async () => {
    for (const year of [2025, 2026, 2024, 2019]) {
      for (const by of ['both', ...cargoHandlerTypes] as const) {
        const response = await get(`/api/analytics/competitors/performance/monthly?year=${year}&by=${by}`);
        const body = monthlyPerformanceResponseSchema.parse(response.json());
        const categories = by === 'both' ? cargoHandlerTypes : [by];
        expect(body, `${year} ${by}`).toEqual(monthlyPerformance(setUp.terminal.bls, year, categories, registry));
      }
    }
    const { stevedoring, arrastre } = monthlyPerformanceResponseSchema.parse(
      (await get('/api/analytics/competitors/performance/monthly?year=2025')).json(),
    );
    // Our operator is one name in both categories, spelled alike; an unknown handler is ''.
    const names = [...stevedoring, ...arrastre].map((row) => `${row.name}:${row.own}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORTSIDE TERMINAL SERVICES INC.:true',
        'Aitsi:true',
        'Harbor Star Stevedoring:false',
        'Bay Arrastre Corp:false',
        ':false',
      ]),
    );
    expect(stevedoring.every((row) => row.monthlyData.length === 12)).toBe(true);
  });
});

describe('GET /analytics/competitor-contributors and /analytics/performance', () => {
  const periods: [string, Period][] = [
    ['start=2025-01-01&end=2026-01-01', { start: '2025-01-01', end: '2026-01-01', categories: cargoHandlerTypes }],
    // Month edges: the days at the ends come from the items, the months between from the rollup.
    ['start=2025-01-15&end=2026-03-12', { start: '2025-01-15', end: '2026-03-12', categories: cargoHandlerTypes }],
    [
      'start=2025-01-31&end=2025-02-02&by=arrastre',
      { start: '2025-01-31', end: '2025-02-02', categories: ['arrastre'] },
    ],
    [
      'start=2025-02-02&end=2025-06-10&by=stevedoring',
      { start: '2025-02-02', end: '2025-06-10', categories: ['stevedoring'] },
    ],
    ['start=2016-01-01&end=2026-01-01', { start: '2016-01-01', end: '2026-01-01', categories: cargoHandlerTypes }],
    ['start=2019-01-01&end=2019-02-01', { start: '2019-01-01', end: '2019-02-01', categories: cargoHandlerTypes }],
  ];

  it('gives the largest operators, 10 by default, with the totals of all', async () => {
    for (const [query, period] of periods) {
      for (const limit of [undefined, 2]) {
        const url = `/api/analytics/competitor-contributors?${query}${limit ? `&limit=${limit}` : ''}`;
        const body = contributorsResponseSchema.parse((await get(url)).json());
        const { data, total } = operatorTotals(setUp.terminal.bls, period, registry, limit ?? 10);
        expect(body, url).toEqual({ contributors: asContributors(data), total });
      }
    }
  });

  it('gives every operator of one category with the totals', async () => {
    for (const [query, period] of periods) {
      for (const category of cargoHandlerTypes) {
        const url = `/api/analytics/performance?group_by=${category}&${query.replace(/&by=\w+/, '')}`;
        const body = performanceResponseSchema.parse((await get(url)).json());
        expect(body, url).toEqual(operatorTotals(setUp.terminal.bls, { ...period, categories: [category] }, registry));
      }
    }
  });

  it('covers this year on the terminal clock without dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T20:00:00Z') });
    try {
      const { headers } = await setUp.t.signIn('supervisor');
      const thisYear = { start: '2026-01-01', end: '2027-01-01', categories: cargoHandlerTypes };
      const contributors = contributorsResponseSchema.parse(
        (await get('/api/analytics/competitor-contributors', headers)).json(),
      );
      const { data, total } = operatorTotals(setUp.terminal.bls, thisYear, registry, 10);
      expect(contributors).toEqual({ contributors: asContributors(data), total });
      const performance = (await get('/api/analytics/performance?group_by=stevedoring', headers)).json();
      expect(performance).toEqual(
        operatorTotals(setUp.terminal.bls, { ...thisYear, categories: ['stevedoring'] }, registry),
      );
      const monthly = (await get('/api/analytics/competitors/performance/monthly', headers)).json();
      expect(monthly).toEqual(monthlyPerformance(setUp.terminal.bls, 2026, cargoHandlerTypes, registry));
    } finally {
      vi.useRealTimers();
    }
  });
});
