import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/api/src/test/free-port';
import { buildApi } from '../../scripts/build-api.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker; a test file uses the one of its worker (VITEST_POOL_ID). */
    baseUrls: string[];
  }
}

/** The real server, as `npm start` runs it, on a fresh embedded database with demo data and the built web app. */
async function startServer(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portside-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every browser of the suite calls from 127.0.0.1.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server stopped with code ${server.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error('The server did not answer /api/health within 90 s');
      await new Promise((wait) => setTimeout(wait, 300));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * One server per worker (the project's maxWorkers): the files that run at the same time never share a database,
 * so a journey that changes a user or a row cannot disturb another one.
 */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  await buildApi();
  // The screenshots of the failures of this run only.
  rmSync(join(root, 'e2e/screenshots/failed'), { recursive: true, force: true });
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(root)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return stopAll;
}
