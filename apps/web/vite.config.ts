import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/** The dev server sends /api to the API (PORTSIDE_API_URL overrides the default http://localhost:3000). */
const apiUrl = process.env.PORTSIDE_API_URL ?? 'http://localhost:3000';

/**
 * What a tally clerk's phone reads of a visit opened before, kept for when the signal is gone (the network first,
 * the copy after 4 s without an answer): the user, the terminal's settings, the visit lists and one visit's pages.
 * Written into the service worker as it is (a pattern, not a function that would lose what it refers to).
 */
const visitReads =
  /\/api\/(auth\/me|settings\/[\w-]+|work-orders\/?|work-orders\/\d+(\/(productivity-logs|delays|visit-items))?|monitoring\/work-order\/\d+)(\?.*)?$/;

/**
 * What the service worker fetches as it installs: the page and the files it names itself (the app's start, a few
 * hundred kilobytes), not every screen's files (3.6 MB, charts and all, on a phone's data plan): a screen's files are
 * kept as they are first used (`/assets/`, named by their content, so never stale).
 */
const appShell: ManifestTransform = async (entries) => {
  const page = readFileSync(fileURLToPath(new URL('./dist/index.html', import.meta.url)), 'utf8');
  const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || page.includes(`/${entry.url}`));
  return { manifest };
};

export default defineConfig({
  plugins: [
    react(),
    // Installable, and the app itself opens without a connection (docs/architecture.md "Offline tally").
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: {
        name: 'Portside',
        short_name: 'Portside',
        description: 'Cargo and port-terminal operations',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1864ab',
        icons: [
          { src: '/icons/portside-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/portside-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/portside-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // A new build takes over at once, the open page too: a clerk never runs yesterday's app beside today's API.
        skipWaiting: true,
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        manifestTransforms: [appShell],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        runtimeCaching: [
          {
            urlPattern: /\/assets\//,
            handler: 'CacheFirst',
            options: { cacheName: 'portside-assets', expiration: { maxEntries: 500, maxAgeSeconds: 60 * 24 * 3600 } },
          },
          {
            urlPattern: /\/locales\//,
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'portside-locales' },
          },
          {
            urlPattern: visitReads,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'portside-visits',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
        ],
      },
    }),
  ],
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
