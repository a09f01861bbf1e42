import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The files of a worker share one jsdom and their modules (React, Mantine, the app): a file no longer pays about
    // 1.5 s to set them up again. What a test changes in the document or i18next is reset by src/test/setup.ts.
    isolate: false,
    // A test that renders the whole app waits for lazy pages; 5 s is too tight on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
