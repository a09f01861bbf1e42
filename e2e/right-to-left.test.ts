import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, useBrowser } from './support/browser';

const b = useBrowser();

describe('right to left', () => {
  it('isolates Latin data inside Urdu text, in the Urdu font loaded only once Urdu is chosen', async () => {
    const fontFiles: string[] = [];
    b.page.on('request', (request) => {
      if (request.url().includes('noto-nastaliq-urdu')) fontFiles.push(request.url());
    });
    await b.page.goto('/login');
    await signIn(b.page, 'commercial');
    await landed(b.page);
    await b.page.goto('/home');
    const welcome = b.page.getByRole('heading', { level: 2, name: /^Welcome, / });
    const name = ((await welcome.textContent()) ?? '').replace('Welcome, ', '');
    expect(name).toMatch(/^[A-Za-z]/);
    expect(fontFiles).toEqual([]);

    await b.page.getByRole('button', { name: 'Language' }).first().click();
    await b.page.getByRole('menuitem', { name: 'اردو' }).click();
    await expect.poll(() => b.page.locator('html').getAttribute('dir')).toBe('rtl');
    const heading = await b.page.getByRole('heading', { level: 2 }).first().textContent();
    expect(heading).toContain(`\u2068${name}\u2069`);
    await expect.poll(() => fontFiles.some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(await b.page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Nastaliq Urdu"/);
    await screenshot(b.page, 'home-urdu');
  });
});
