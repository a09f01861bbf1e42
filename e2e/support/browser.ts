import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from '../../apps/api/src/modules/pdf-converter/test/samples/chromium-writer';

export const demoPassword = 'portside-demo';
const screenshots = resolve(import.meta.dirname, '../screenshots');
const desktop = { width: 1280, height: 800 };

type BrowserState = { browser: Browser; context: BrowserContext; page: Page; baseUrl: string };

/** The server of this file's worker: files that run at the same time each have their own (global-setup.ts). */
export function serverUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length] as string;
}

/** One Chromium per test file and a fresh context (storage, language) per test, with `options` if given. */
export function useBrowser(options: BrowserContextOptions = {}) {
  const state = {} as BrowserState;
  beforeAll(async () => {
    state.baseUrl = serverUrl();
    state.browser = await launchChromium();
  });
  beforeEach(async ({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const test = `${task.file.name.replace(/^e2e\//, '')} ${task.name}`.replace(/[^\w-]+/g, '-').slice(0, 120);
      const path = `${screenshots}/failed/${test}-try-${(task.result?.retryCount ?? 0) + 1}.png`;
      mkdirSync(dirname(path), { recursive: true });
      await state.page?.screenshot({ path, fullPage: true, timeout: 5_000 }).catch(() => {});
    });
    await state.context?.close();
    state.context = await state.browser.newContext({
      baseURL: state.baseUrl,
      viewport: desktop,
      // The app honours it (no transitions): a click never lands on a menu group still opening.
      reducedMotion: 'reduce',
      ...options,
    });
    state.page = await state.context.newPage();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

export async function signIn(page: Page, username: string, password = demoPassword) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Another user beside the test's own page, at the same time: a page in a context of its own (its own session),
 * signed in and landed. Closed with the browser.
 */
export async function signedInPage(b: BrowserState, username: string): Promise<Page> {
  const context = await b.browser.newContext({ baseURL: b.baseUrl, viewport: desktop });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, username);
  await landed(page);
  return page;
}

/** Waits for the page a sign-in leads to (past /login and the redirect at /). */
export async function landed(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
  return new URL(page.url()).pathname;
}

/** Saved under e2e/screenshots (ignored by git) to look at what a person sees. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

/** Waits for the page's own title: the page and the session have settled, and the menu keeps what it is given. */
export async function titled(page: Page, title: string) {
  await page.getByRole('heading', { name: title, level: 2 }).waitFor();
}

/** Whether an input's placeholder fits its box, measured in the input's own font. */
export function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const text = document.createElement('canvas').getContext('2d');
    if (!text) return false;
    text.font = style.font;
    const room =
      element.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
    return text.measureText(element.placeholder).width <= room;
  });
}
