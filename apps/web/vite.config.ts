import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server sends /api to the API (PORTSIDE_API_URL overrides the default http://localhost:3000). */
const apiUrl = process.env.PORTSIDE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': apiUrl },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
