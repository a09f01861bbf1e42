import { connect, createServer, type Server, type Socket } from 'node:net';
import { boundsMessages } from '@portside/contracts/bounds';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUser, staffProfile } from '../modules/users/repository';
import { testPassword, testSecret } from '../test/app';
import { openTestDatabase } from '../test/database';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused), frozen (connections kept,
 * nothing passed on: a host that stopped answering) and restored.
 */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let frozen = false;
  const forward = (from: Socket, to: Socket) => from.on('data', (data) => frozen || to.write(data));
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const start = () =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        forward(client, upstream);
        forward(upstream, client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  const freeze = () => {
    frozen = true;
  };
  const thaw = () => {
    frozen = false;
  };
  return { start, stop, freeze, thaw };
}

async function appOn(port?: number) {
  const database = await openTestDatabase({ port, queryTimeoutMs: 1500 });
  const app = await buildApp({ config: { jwtSecret: testSecret, logLevel: 'silent' }, database });
  await createUser(
    database.db,
    null,
    { username: 'outage-admin', password: testPassword, role: 'admin' },
    staffProfile('Admin'),
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'outage-admin', password: testPassword },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers });
  return { app, database, me };
}

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

/** The app on a PostgreSQL database reached through a relay of the test's own. */
async function appThroughRelay() {
  const cut = relay(new URL(process.env.TEST_DATABASE_URL as string));
  const { app, database, me } = await appOn(await cut.start());
  closers.push(
    cut.stop,
    () => app.close(),
    () => database.close(),
  );
  return { cut, app, me };
}

describe('a database outage', () => {
  it.runIf(onPostgres)('answers 503 with a sentence while PostgreSQL is away, and recovers by itself', async () => {
    const { cut, app, me } = await appThroughRelay();
    expect((await me()).statusCode).toBe(200);

    await cut.stop();
    const during = await me();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ detail: boundsMessages.unavailable, request_id: during.headers['x-request-id'] });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await cut.start();
    expect((await me()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it.runIf(onPostgres)('answers 503 when PostgreSQL stops answering without closing, and recovers', async () => {
    const { cut, me } = await appThroughRelay();
    expect((await me()).statusCode).toBe(200);

    cut.freeze();
    const during = await me();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ detail: boundsMessages.unavailable, request_id: during.headers['x-request-id'] });

    cut.thaw();
    expect((await me()).statusCode).toBe(200);
  });

  it.runIf(!onPostgres)('answers 503 with a sentence when the embedded database has closed', async () => {
    const { app, database, me } = await appOn();
    closers.push(() => app.close());
    expect((await me()).statusCode).toBe(200);
    await database.close();
    const after = await me();
    expect(after.statusCode).toBe(503);
    expect(after.json()).toEqual({ detail: boundsMessages.unavailable, request_id: after.headers['x-request-id'] });
  });
});
