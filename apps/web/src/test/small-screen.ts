import { vi } from 'vitest';

/** Makes every max-width media query match, as on a phone (restore with vi.restoreAllMocks). */
export function mockSmallScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
