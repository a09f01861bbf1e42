import '@testing-library/jest-dom/vitest';
// IndexedDB for the entries a tally clerk's phone keeps (features/operations/offline), which jsdom lacks.
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import billing from '../../public/locales/en/billing.json';
import clearance from '../../public/locales/en/clearance.json';
import client from '../../public/locales/en/client.json';
import commercial from '../../public/locales/en/commercial.json';
import dashboard from '../../public/locales/en/dashboard.json';
import homepage from '../../public/locales/en/homepage.json';
import translation from '../../public/locales/en/translation.json';

// The test files of a worker share their modules (isolate: false in vitest.config.ts): each file starts i18next
// again, on copies of the catalogues, so that what a file adds to them never reaches the next one.
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['translation', 'homepage', 'client', 'dashboard', 'commercial', 'billing', 'clearance'],
  defaultNS: 'translation',
  resources: structuredClone({ en: { translation, homepage, client, dashboard, commercial, billing, clearance } }),
  interpolation: { escapeValue: false },
});

// Pages load on demand: on a busy machine the first import of a page can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(async () => {
  cleanup();
  // Real timers first: fake-indexeddb answers on timers.
  vi.useRealTimers();
  // What a test left kept on the "device" goes.
  await clearKeptEntries();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // Set by the app's providers for the language shown; Mantine's DirectionProvider reads it.
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function clearKeptEntries() {
  const request = indexedDB.open('portside-entries');
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  if (!db) return;
  if (!db.objectStoreNames.contains('entries')) {
    // Made empty by this very opening: gone again, so that the store's own opening makes it whole.
    db.close();
    indexedDB.deleteDatabase('portside-entries');
    return;
  }
  await new Promise((resolve) => {
    const clearing = db.transaction('entries', 'readwrite').objectStore('entries').clear();
    clearing.onsuccess = resolve;
    clearing.onerror = resolve;
  });
  db.close();
}
