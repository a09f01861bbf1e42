import { roles } from '@portside/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes anyone may call; every other /api route must declare its roles. */
const publicRoutes = [
  'POST /api/auth/login',
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/ready',
  'HEAD /api/ready',
  'GET /api/vessel-schedule',
  'HEAD /api/vessel-schedule',
  'GET /api/live/schedule',
  'HEAD /api/live/schedule',
  ...['/api/site/pages/:slug', '/api/site/news', '/api/site/contact'].flatMap((url) => [`GET ${url}`, `HEAD ${url}`]),
];

describe('access to every registered route', () => {
  it('every /api route outside the documentation is public by name or declares the roles of its group', () => {
    const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      if (publicRoutes.includes(name)) {
        expect(route.access.public, name).toBe(true);
      } else {
        expect(route.access.public, name).toBeFalsy();
        expect(route.access.roles?.length, `${name} declares no roles`).toBeGreaterThan(0);
      }
    }
  });

  it('answers 401 without a token and 403 to a role outside the group, on every guarded route', async () => {
    const tokens = new Map<string, Record<string, string>>();
    for (const role of roles) tokens.set(role, (await t.signIn(role)).headers);
    const guarded = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.access.public);
    for (const route of guarded) {
      const url = route.url.replace(/:[^/]+/g, '1');
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
      const outsider = roles.find((role) => !route.access.roles?.includes(role));
      if (!outsider) continue; // open to every signed-in role
      const forbidden = await t.app.inject({ method, url, headers: tokens.get(outsider) });
      expect(forbidden.statusCode, `${route.method} ${route.url} as ${outsider}`).toBe(403);
    }
  });
});
