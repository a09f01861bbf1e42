import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = resolve(import.meta.dirname, '../..');
const contracts = resolve(web, '../../packages/contracts/src');

/**
 * In a fresh Node process where zod's `new Function` is refused, as the browser's Content-Security-Policy refuses it,
 * and counted: the contracts loaded through Vite with the web app's configuration (`configFile`, or none), as the
 * bundle resolves their imports, then parsed with. Prints how many times zod tried.
 */
function zodFunctionsTried(configFile: string | false): number {
  const script = `
    let tried = 0;
    globalThis.Function = new Proxy(Function, {
      construct(target, args) {
        if (!(new Error().stack ?? '').includes('/node_modules/zod/')) return Reflect.construct(target, args);
        tried += 1;
        throw new EvalError('Refused to evaluate a string as JavaScript: unsafe-eval is not allowed');
      },
    });
    const { createServer } = await import('vite');
    const server = await createServer({
      configFile: ${JSON.stringify(configFile)},
      root: ${JSON.stringify(web)},
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      // Nothing to pre-bundle for a browser: the contracts are loaded for Node.
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const { loginBodySchema } = await server.ssrLoadModule(${JSON.stringify(`${contracts}/auth.ts`)});
      const { settingsSchema } = await server.ssrLoadModule(${JSON.stringify(`${contracts}/settings.ts`)});
      if (!loginBodySchema.safeParse({ username: 'maria', password: 'secret' }).success) throw new Error('not parsed');
      settingsSchema.safeParse({ timeZone: 'Asia/Manila', tariffs: [], targets: [] });
    } finally {
      await server.close();
    }
    console.log(tried);
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: web, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim().split('\n').at(-1));
}

describe('zod in the web app', () => {
  it('never tries new Function, which the CSP refuses and reports on every page load', { timeout: 60_000 }, () => {
    // Without the web app's configuration, zod probes as soon as a contract builds its first object schema.
    expect(zodFunctionsTried(false)).toBeGreaterThan(0);
    expect(zodFunctionsTried(resolve(web, 'vite.config.ts'))).toBe(0);
  });
});
