import { defineConfig } from 'vitest/config';

/** Unit and API tests (node), the web app's tests (jsdom, its own config) and the browser journeys (e2e). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen given up for after vitest's default second is often only slow: files run side by side on 2 cores.
          expect: { poll: { timeout: 5_000 } },
          // Two files at once on 2 cores each with a server and a Chromium: a journey that fails is run once more,
          // and fails only if it fails again (each failure's screenshot is saved under e2e/screenshots/failed).
          retry: 1,
          // One file at a time, unless E2E_WORKERS=N (npm test sets it): N files at once, each worker on its own server.
          maxWorkers: Number(process.env.E2E_WORKERS) || 1,
        },
      },
    ],
  },
});
