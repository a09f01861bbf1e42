import { describe, expect, it } from 'vitest';
import {
  checkEveryScreenAt,
  screenPaths,
  screenWalker,
  useAxeBrowser,
  viewports,
  walksOf,
} from './support/accessibility';

// The screens at two widths are checked in two files (accessibility-phone.test.ts), which can run at the same time.
const b = useAxeBrowser();

checkEveryScreenAt('desktop', b);

describe('accessibility: axe-core finds no WCAG 2.1 A or AA violation', () => {
  const walks = walksOf('commercial');
  walks.forEach((walk, index) => {
    it(`in Urdu, walk ${index + 1} of ${walks.length}`, async () => {
      await b.page.setViewportSize(viewports.desktop);
      const walker = screenWalker(b.page);
      await walker.signIn('commercial');
      await b.page.evaluate(() => localStorage.setItem('portside.language', 'pkr'));
      await b.page.reload();
      await walker.settled();
      expect(await b.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await walker.check(await screenPaths(b.page, 'commercial', walk))).toBe('');
    });
  });
});
