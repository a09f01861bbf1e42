import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landed, signIn, useBrowser } from './support/browser';

const b = useBrowser();

/** Signs in on a fresh page and collects the text of every script it loads from then on. */
async function signInCollectingScripts(page: Page, username: string) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A script still arriving when its page closes has no text to read: it counts as empty, not as an error.
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/login');
  await signIn(page, username);
  const path = await landed(page);
  // Every script the landing page asks for has come: none new for a second (the page's live stream never idles the
  // network, so "networkidle" would never come).
  await page.waitForLoadState('load');
  let seen = -1;
  await expect
    .poll(
      async () => {
        const settled = scripts.length === seen;
        seen = scripts.length;
        return settled;
      },
      { interval: 1000, timeout: 20_000 },
    )
    .toBe(true);
  return { path, scripts: () => Promise.all(scripts) };
}

// recharts draws every chart in an element of this class: a script holding it holds the chart library.
const holdsCharts = (scripts: string[]) => scripts.some((script) => script.includes('recharts-wrapper'));

describe('the chart library (issue 13 point 6)', () => {
  it('is loaded with the dashboard pages only', async () => {
    const commercial = await signInCollectingScripts(b.page, 'commercial');
    expect(commercial.path).toBe('/work-order');
    expect(holdsCharts(await commercial.scripts())).toBe(false);

    const context = await b.browser.newContext({ baseURL: b.baseUrl });
    const checker = await signInCollectingScripts(await context.newPage(), 'checker');
    expect(checker.path).toBe('/dashboard');
    await expect.poll(async () => holdsCharts(await checker.scripts()), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
