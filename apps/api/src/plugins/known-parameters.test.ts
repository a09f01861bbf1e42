import { boundsMessages } from '@portside/contracts/bounds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The dashboards' calls (spec 7's reports, analytics, the schedule board and the client portal's figures). */
const dashboardCall =
  /^\/api\/(reports|analytics\/(?!login-logs)|vessel-schedule\/dashboard|client\/(summary|cargo-volume|cbm-summary|year-comparison))/;
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
    expect(calls.length).toBeGreaterThan(25);
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
