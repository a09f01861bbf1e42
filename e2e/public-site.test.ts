import type { NewsItem } from '@portside/contracts/site';
import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, useBrowser } from './support/browser';

const b = useBrowser();

/** Each page of spec 2.9's links with what shows it arrived (the operator's text, the demo's news and contact). */
const pages = [
  { link: 'About', path: '/about', heading: 'About Portside Terminal Services' },
  { link: 'Services', path: '/services', heading: 'Our services' },
  { link: 'Careers', path: '/careers', heading: 'Careers' },
  { link: 'Gallery', path: '/gallery', heading: 'Gallery' },
  { link: 'News', path: '/news', heading: 'News' },
  { link: 'Vessel Schedule', path: '/vessel', heading: 'Vessel Schedule' },
  { link: 'Contact', path: '/contact', heading: 'Contact us' },
  { link: 'Home', path: '/', heading: 'Breakbulk cargo, handled with care at North Harbor' },
];

describe('public site', () => {
  it('reaches every page from the navigation, each with its text, the news and the contact figures', async () => {
    await b.page.setViewportSize({ width: 1366, height: 800 });
    await b.page.goto('/');
    const nav = b.page.getByRole('navigation', { name: 'Site' });
    for (const { link, path, heading } of pages) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await b.page.waitForURL((url) => url.pathname === path);
      await b.page.getByRole('heading', { name: heading }).first().waitFor();
      expect(await nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-current')).toBe('page');
      await screenshot(b.page, `public-site${path === '/' ? '-home' : path.replace('/', '-')}-1366`);
    }
    // The gallery's drawings load under the Content-Security-Policy (same origin).
    await b.page.goto('/gallery');
    const berth = b.page.getByRole('img', { name: /breakbulk vessel alongside the berth/ });
    await expect
      .poll(() => berth.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // The demo's dated posts, newest first.
    await b.page.goto('/news');
    const news = (await (await b.page.request.get('/api/site/news?lang=en')).json()) as { data: NewsItem[] };
    expect(news.data.length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => b.page.getByRole('article').count()).toBe(news.data.length);
    expect(await b.page.getByRole('article').first().getByRole('heading').textContent()).toBe(news.data[0]?.title);
    // The demo's contact settings.
    await b.page.goto('/contact');
    await b.page.getByRole('heading', { name: 'Main office' }).waitFor();
    expect(await b.page.getByRole('link', { name: 'info@portside-terminal.example' }).getAttribute('href')).toBe(
      'mailto:info@portside-terminal.example',
    );
  });

  it('shows the About page an admin edited to a visitor who is signed out', async () => {
    const text = `Portside moved its main office to Pier 15 (${Date.now()}).`;
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await landed(b.page);
    await b.page.getByRole('link', { name: 'Public site' }).click();
    await b.page.getByRole('combobox', { name: 'Page' }).click();
    await b.page.getByRole('option', { name: 'About' }).click();
    const editor = b.page.getByRole('textbox', { name: /Text \(Markdown\)/ });
    await expect.poll(() => editor.inputValue()).toContain('## About Portside Terminal Services');
    await editor.fill(`## About us\n\n${text}`);
    // The preview shows it as visitors will.
    await b.page.getByRole('heading', { name: 'About us' }).waitFor();
    await b.page.getByRole('button', { name: 'Save' }).click();
    await b.page.getByText('Page saved.').waitFor();
    await screenshot(b.page, 'public-site-editor-1366');

    const visitor = await b.browser.newContext({ baseURL: b.baseUrl, viewport: { width: 1366, height: 800 } });
    const page = await visitor.newPage();
    await page.goto('/about');
    await page.getByText(text).waitFor();
    expect(await page.getByRole('heading', { name: 'About us' }).isVisible()).toBe(true);
    await visitor.close();
  });

  it('reads right to left in Urdu, the text marked as Urdu', async () => {
    await b.page.goto('/');
    await b.page.evaluate(() => localStorage.setItem('portside.language', 'pkr'));
    await b.page.goto('/services');
    await b.page.getByRole('heading', { name: 'ہماری خدمات' }).waitFor();
    expect(await b.page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ur',
    ]);
    expect(
      await b.page.getByRole('heading', { name: 'ہماری خدمات' }).evaluate((h) => getComputedStyle(h).direction),
    ).toBe('rtl');
    await screenshot(b.page, 'public-site-services-urdu');
    await b.page.goto('/news');
    await b.page.getByRole('article').first().waitFor();
    await screenshot(b.page, 'public-site-news-urdu');
  });

  it('opens the links from a burger on a phone, without scrolling sideways', async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.goto('/services');
    await b.page.getByRole('heading', { name: 'Our services' }).waitFor();
    expect(await b.page.getByRole('navigation', { name: 'Site' }).count()).toBe(0);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(b.page, 'public-site-services-390');
    await b.page.getByRole('button', { name: "Open the site's links" }).click();
    const drawer = b.page.getByRole('dialog', { name: 'Site' });
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await b.page.waitForURL('**/contact');
    await b.page.getByRole('heading', { name: 'Main office' }).waitFor();
    await expect.poll(() => drawer.count()).toBe(0);
    await screenshot(b.page, 'public-site-contact-390');
    for (const path of ['/', '/news', '/gallery']) {
      await b.page.goto(path);
      // Loaded with its images (not "networkidle": the schedule's live stream stays open).
      await b.page.waitForLoadState('load');
      expect(await b.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await screenshot(b.page, `public-site${path === '/' ? '-home' : path.replace('/', '-')}-390`);
    }
  });
});
