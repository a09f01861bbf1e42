import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((app) => {
    app.get('/api/test-failure', { config: { public: true } }, () => {
      throw new Error('select password_hash from users where id = 1');
    });
  });
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('GET /api/health answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('never shows a stack trace or SQL: an unexpected failure is a bare 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal Server Error', request_id: response.headers['x-request-id'] });
  });

  it('answers malformed JSON with a 400 sentence', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTypeOf('string');
    expect(response.body).not.toMatch(/at .*\.js|node_modules/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  it('publishes OpenAPI generated from the route schemas at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/users', '/api/auth/register']),
    );
    expect(spec.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'username',
      'password',
      'department',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
