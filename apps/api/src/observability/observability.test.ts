import { connect } from 'node:net';
import { protocolMessages } from '@portside/contracts/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from '../plugins/client-errors';
import { createTestApp, type TestApp } from '../test/app';

const metricsToken = 'a-scraper-secret-of-at-least-32-characters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { config: { metricsToken, trustProxy: true } });
});
afterAll(() => t.close());

describe('request ids', () => {
  it('answers each request with its own id, or the X-Request-Id sent with it when it is a plain token', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const sent = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(sent.headers['x-request-id']).toBe('lb-7f3a.42');
    for (const odd of ['a b', 'x'.repeat(129), 'id\u00e9']) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': odd } });
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is on an error answer too (a 404, a 401)', async () => {
    for (const url of ['/api/no-such-call', '/api/users']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'trace-1' } });
      expect([response.statusCode, response.headers['x-request-id']]).toEqual([
        url === '/api/users' ? 401 : 404,
        'trace-1',
      ]);
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers with every migration run and the readers can start', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      database: 'ok',
      pendingMigrations: 0,
      readers: { ready: true, files: { running: 0, waiting: 0 } },
    });
  });
});

describe('GET /api/metrics', () => {
  it('is for an admin or the scraper token only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = { authorization: `Bearer ${metricsToken.replace('a', 'b')}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: wrong })).statusCode).toBe(401);
    expect((await t.injectAs('finance', { method: 'GET', url: '/api/metrics' })).statusCode).toBe(403);
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/metrics' })).statusCode).toBe(200);
  });

  it('counts requests and their latency by route pattern and status, in Prometheus text', async () => {
    const { headers } = await t.signIn('commercial');
    for (const id of [1, 2, 3]) await t.app.inject({ method: 'GET', url: `/api/vessels/${id}/items`, headers });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /portside_http_requests_total\{method="GET",route="\/api\/vessels\/:id\/items",status="\d+"\} 3/,
    );
    expect(text).toMatch(
      /portside_http_request_duration_seconds_count\{method="GET",route="\/api\/vessels\/:id\/items",status="\d+"\} 3/,
    );
    expect(text).toContain('portside_reader_tasks{queue="files",state="waiting"} 0');
    expect(text).toContain('portside_transaction_retries_total');
    expect(text).toContain('portside_process_resident_memory_bytes');
    // An unknown path is not a label of its own (a scan of the site would make thousands).
    await t.app.inject({ method: 'GET', url: '/api/probe-123' });
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/metrics' })).body).not.toContain('probe-123');
  });
});

describe('headers', () => {
  it('sends HSTS only over HTTPS (behind a proxy that says so)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('publishes /api/docs only when the setting allows it', async () => {
    const closed = await createTestApp(undefined, { config: { apiDocs: false } });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

/** Sends raw bytes to a listening server and reads the whole answer. */
async function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests that are not HTTP Node can read', () => {
  it('are answered in the API shape: malformed (400) and headers too large (431)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const malformed = await raw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(malformed.split('\r\n\r\n')[1] ?? '')).toEqual({ detail: protocolMessages.malformedRequest });
    const huge = await raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1.1 431 /);
    expect(JSON.parse(huge.split('\r\n\r\n')[1] ?? '')).toEqual({ detail: protocolMessages.headersTooLarge });
  });

  it('a request too slow to arrive is answered 408 in the same shape', () => {
    let written = '';
    const socket = { destroyed: false, writable: true, write: (text: string) => (written = text), destroy() {} };
    const timeout = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    answerClientError(timeout, socket as never);
    expect(written).toMatch(/^HTTP\/1.1 408 Request Timeout\r\n/);
    expect(JSON.parse(written.split('\r\n\r\n')[1] ?? '')).toEqual({ detail: protocolMessages.requestTimeout });
  });
});

describe('stopping', () => {
  it('answers a request that arrives while the server stops 503 in the API shape, and closes its connection', async () => {
    let entered = false;
    let refused = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stopping = await createTestApp((app) => {
      app.get('/api/held', { config: { public: true } }, async () => {
        entered = true;
        await held;
        return { done: true };
      });
      app.addHook('onSend', async (request) => {
        if (request.url === '/api/health') refused = true;
      });
    });
    await stopping.app.listen({ port: 0, host: '127.0.0.1' });
    const address = stopping.app.server.address();
    const socket = connect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/held HTTP/1.1\r\nHost: x\r\n\r\n');
    while (!entered) await new Promise((wait) => setTimeout(wait, 10));
    const closed = stopping.close();
    // The next request on the same kept-alive connection arrives while the first is still being answered.
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    while (!refused) await new Promise((wait) => setTimeout(wait, 10));
    release();
    await ended;
    await closed;
    const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1.1 200 /);
    expect(second).toMatch(/^HTTP\/1.1 503 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(second?.split('\r\n\r\n')[1] ?? '')).toMatchObject({ detail: protocolMessages.stopping });
  });
});
