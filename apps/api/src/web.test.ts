import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import { testSecret } from './test/app';
import { openTestDatabase } from './test/database';

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
const webDist = mkdtempSync(join(tmpdir(), 'portside-web-'));

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portside</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-4b1d.js'), 'console.log(1)');
  database = await openTestDatabase();
  app = await buildApp({
    config: { jwtSecret: testSecret, logLevel: 'silent', webDist, requestsPerMinute: 5 },
    database,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every client-side route with the single page, checked again at each load (a deploy shows at once)', async () => {
    for (const url of ['/', '/index.html', '/admin/users', '/login?redirect=%2Fadmin']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Portside</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 for a built file that is not there, not the single page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-0ld.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Portside</title>');
  });

  it('keeps JSON 404s for the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  it('limits API requests per address, with a sentence, and never the web app files', async () => {
    for (let request = 0; request < 5; request++)
      await app.inject({ method: 'GET', url: '/admin', remoteAddress: '10.9.0.1' });
    const answers = [];
    for (let request = 0; request < 6; request++) {
      answers.push(await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.0.1' }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]?.json().detail).toMatch(/rate limit/i);
    expect((await app.inject({ method: 'GET', url: '/admin', remoteAddress: '10.9.0.1' })).statusCode).toBe(200);
  });

  it('keeps the caching of its built files (the API answers no-store to a signed-in user, plugins/auth.test.ts)', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-4b1d.js' });
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
  });

  it('does not force HTTPS on a terminal that serves plain HTTP inside its network', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
