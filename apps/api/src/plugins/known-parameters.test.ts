import { boundsMessages } from '@portside/contracts/bounds';
import { reportMessages } from '@portside/contracts/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The dashboards' calls (spec 7's reports, analytics, both vessel schedules and every call of the client portal). */
const dashboardCall = /^\/api\/(reports|analytics\/(?!login-logs)|vessel-schedule\/|client\/)/;
/** A valid value of each path parameter, so that the query is what is checked. */
const pathValues: Record<string, string> = {
  year: '2026',
  year1: '2026',
  year2: '2025',
  agentId: '1',
  consigneeKey: 'name:ACME',
  consignee: 'name:ACME',
  name: 'ACME',
};

describe('a query parameter a dashboard call does not know', () => {
  it('is refused by its name with a sentence (422), never dropped, on every dashboard call', async () => {
    const calls = t.app.routeTable.filter((route) => route.method === 'GET' && dashboardCall.test(route.url));
    expect(calls.length).toBeGreaterThan(30);
    const roleOf = (url: string) => (url.startsWith('/api/client/') ? 'client' : 'supervisor');
    const headers = { client: (await t.signIn('client')).headers, supervisor: (await t.signIn('supervisor')).headers };
    for (const { url } of calls) {
      const path = url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
      const response = await t.app.inject({
        method: 'GET',
        url: `${path}?not_a_parameter=1`,
        headers: headers[roleOf(url)],
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().detail, url).toContainEqual({
        loc: ['query', 'not_a_parameter'],
        msg: boundsMessages.unknownParameter,
        type: 'unrecognized_keys',
      });
    }
  });

  it('names the category parameter of the other spelling: `category` on an analytics call, `by` on a report', async () => {
    const { headers } = await t.signIn('supervisor');
    const analytics = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/consignees/?category=arrastre',
      headers,
    });
    expect(analytics.statusCode).toBe(422);
    expect(analytics.json().detail).toEqual([
      { loc: ['query', 'category'], msg: boundsMessages.unknownParameter, type: 'unrecognized_keys' },
    ]);
    // Named as sent: `Category` is not `category`.
    const capital = await t.app.inject({
      method: 'GET',
      url: '/api/reports/category-summary?Category=arrastre',
      headers,
    });
    expect(capital.json().detail).toEqual([
      { loc: ['query', 'Category'], msg: boundsMessages.unknownParameter, type: 'unrecognized_keys' },
    ]);
    const report = await t.app.inject({ method: 'GET', url: '/api/reports/category-summary?by=arrastre', headers });
    expect(report.statusCode).toBe(422);
    expect(report.json().detail).toEqual([
      { loc: ['query', 'by'], msg: boundsMessages.unknownParameter, type: 'unrecognized_keys' },
    ]);
  });
});

describe('a period or a parameter given twice', () => {
  it('refuses a field in both spellings, naming it, rather than letting the last one win', async () => {
    const { headers } = await t.signIn('supervisor');
    for (const url of [
      '/api/reports/category-summary?fromYear=2020&from_year=2021&to_year=2021',
      '/api/reports/category-summary?from_year=2021&fromYear=2020&to_year=2021',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().detail, url).toEqual([
        { loc: ['query', 'from_year'], msg: boundsMessages.givenTwice, type: 'custom' },
      ]);
    }
  });

  it('refuses a year beside a month or beside both ends of a range (one of them would be dropped)', async () => {
    const { headers } = await t.signIn('supervisor');
    for (const query of ['year=2020&month=2026-01', 'year=2020&from_year=2024&to_year=2025']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/reports/category-summary?${query}`, headers });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail, query).toContainEqual(
        expect.objectContaining({ loc: ['query', 'year'], msg: reportMessages.yearWithPeriod }),
      );
    }
    // A year with one end of a range is the documented range from (or to) that year.
    const range = await t.app.inject({
      method: 'GET',
      url: '/api/reports/category-summary?year=2026&from_year=2024',
      headers,
    });
    expect(range.statusCode).toBe(200);
  });
});
