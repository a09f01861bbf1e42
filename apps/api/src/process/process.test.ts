import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../../scripts/build-api.mjs';
import { fixturesDir } from '../modules/pdf-converter/test/samples/committed-fixtures';
import { freePort } from '../test/free-port';
import { databaseUrl, onServer, serverUrlOf, testDatabaseName } from '../test/postgres';

const root = join(import.meta.dirname, '../../../..');
const password = 'process-test-password';
const metricsToken = 'a-scraper-secret-of-at-least-32-characters';

beforeAll(() => buildApi(), 60_000);

type Server = { process: ChildProcess; url: string; lines: string[]; exited: Promise<number | null> };

/** The built server as `npm run serve` runs it, in production, its output's lines kept (stdout's and stderr's). */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`The server stopped with code ${child.exitCode}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('The server was not ready within 60 s');
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { process: child, url, lines, exited };
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The API processes under the cluster's primary. */
const workersOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

describe('the built server on the embedded database', () => {
  let dataDir: string;
  let server: Server;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portside-process-'));
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/create-admin.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_NAME: 'Ops', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: password },
      stdio: 'ignore',
    });
    server = await startServer({ DATA_DIR: dataDir });
  }, 90_000);
  afterAll(() => {
    server?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs JSON lines, each request with its id', async () => {
    await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'probe-7' } });
    await new Promise((wait) => setTimeout(wait, 200));
    const logged = server.lines.map((line) => JSON.parse(line));
    expect(logged.find((line) => line.msg === 'Portside is running')).toBeTruthy();
    const ofProbe = logged.filter((line) => line.reqId === 'probe-7');
    expect(ofProbe.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('at SIGTERM finishes an upload being read, takes no new connection, and stops', async () => {
    // The admin makes a commercial clerk, whose upload it is.
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn(server.url, 'ops')}` },
      body: JSON.stringify({ name: 'Clerk', username: 'clerk', password, department: 'commercial', companyId: null }),
    });
    expect(register.status).toBe(201);
    const token = await signIn(server.url, 'clerk');
    const pdf = readFileSync(new URL('browser-boxed.pdf', fixturesDir));
    const boundary = 'portside-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = request(`${server.url}/api/pdf-converter/convert-pdf-to-json/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      upload.on('error', reject);
      upload.write(body.subarray(0, body.length / 2));
      setTimeout(() => {
        // As systemd or a terminal's Ctrl-C stop it: the signal more than once at once, one stop all the same.
        server.process.kill('SIGTERM');
        server.process.kill('SIGINT');
        setTimeout(async () => {
          const refused = await fetch(`${server.url}/api/health`).then(
            () => false,
            () => true,
          );
          upload.end(body.subarray(body.length / 2));
          if (!refused) reject(new Error('A new connection was taken after SIGTERM'));
        }, 500);
      }, 300);
    });
    const { status, body: text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).data.length).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
  }, 30_000);
});

describe.runIf(process.env.TEST_DB === 'postgres')('WORKERS=2 on PostgreSQL', () => {
  const name = testDatabaseName('test');
  let serverUrl: string;
  let server: Server;
  beforeAll(async () => {
    serverUrl = serverUrlOf();
    await onServer(serverUrl, `create database ${name}`);
    server = await startServer({
      DATABASE_URL: databaseUrl(serverUrl, name),
      WORKERS: '2',
      JWT_SECRET: 'a-secret-for-the-workers-test-of-at-least-32-characters',
      METRICS_TOKEN: metricsToken,
    });
  }, 90_000);
  afterAll(async () => {
    server?.process.kill('SIGKILL');
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  });

  const healthCount = async () => {
    const text = await fetch(`${server.url}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    }).then((response) => response.text());
    const line = text
      .split('\n')
      .find((l) => l.startsWith('portside_http_requests_total{method="GET",route="/api/health"'));
    return Number(line?.split(' ').pop() ?? 0);
  };

  it('runs two API processes, gathers both one scrape, replaces one that dies, and stops at SIGTERM', async () => {
    const pid = server.process.pid ?? 0;
    const first = workersOf(pid);
    expect(first).toHaveLength(2);
    for (let call = 0; call < 20; call++) expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    expect(await healthCount()).toBe(20);

    process.kill(first[0] ?? 0, 'SIGKILL');
    for (const deadline = Date.now() + 20_000; ; ) {
      const now = workersOf(pid);
      if (now.length === 2 && !now.includes(first[0] ?? 0)) break;
      if (Date.now() > deadline) throw new Error('The dead worker was not replaced within 20 s');
      await new Promise((wait) => setTimeout(wait, 200));
    }
    for (const deadline = Date.now() + 20_000; ; ) {
      if (
        await fetch(`${server.url}/api/ready`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('Not ready again within 20 s');
      await new Promise((wait) => setTimeout(wait, 200));
    }

    const last = workersOf(pid);
    // As systemd stops a service: every process of the group signalled, the workers again by the primary.
    server.process.kill('SIGTERM');
    for (const worker of last) process.kill(worker, 'SIGTERM');
    expect(await server.exited).toBe(0);
    const alive = (worker: number) => {
      try {
        return process.kill(worker, 0);
      } catch {
        return false;
      }
    };
    expect(last.filter(alive)).toEqual([]);
  }, 60_000);
});
