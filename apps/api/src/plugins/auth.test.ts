import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('the API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { requestsPerMinute: 4 });
  });
  afterAll(() => t.close());

  it('counts the requests answered 401 and 403 too', async () => {
    const { headers } = await t.signIn('client');
    const from = (remoteAddress: string, url: string, token?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: token });
    expect((await from('10.9.0.1', '/api/auth/me')).statusCode).toBe(401);
    expect((await from('10.9.0.1', '/api/auth/me', { authorization: 'Bearer forged' })).statusCode).toBe(401);
    expect((await from('10.9.0.1', '/api/users/', headers)).statusCode).toBe(403);
    expect((await from('10.9.0.1', '/api/users/', headers)).statusCode).toBe(403);
    expect((await from('10.9.0.1', '/api/auth/me', headers)).statusCode).toBe(429);
    expect((await from('10.9.0.1', '/api/auth/me')).statusCode).toBe(429);
    expect((await from('10.9.0.2', '/api/auth/me', headers)).statusCode).toBe(200);
  });
});
