import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server sends /api to the API (PORTSIDE_API_URL overrides the default http://localhost:3000). */
const apiUrl = process.env.PORTSIDE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // zod configured before any schema is built, so that it never probes for `new Function`, which the CSP refuses
    // (src/lib/zod.ts). Only `zod` itself: `zod/v4` and its other paths are zod's own.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
  },
  server: {
    proxy: { '/api': apiUrl },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
