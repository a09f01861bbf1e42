import { describe, expect, it } from 'vitest';
import { demoPassword, landed, screenshot, signIn, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';

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

  it('keeps a labelled value in its own direction: a Latin "INC." stays at the end of its name', async () => {
    await b.page.goto('/login');
    await b.page.evaluate(() => localStorage.setItem('portside.language', 'pkr'));
    await b.page.goto('/login');
    await b.page.locator('input[autocomplete="username"]').fill('operation');
    await b.page.locator('input[type="password"]').fill(demoPassword);
    await b.page.locator('button[type="submit"]').click();
    await landed(b.page);
    const { data } = await apiGet<{ data: { id: number }[] }>(b.page, '/work-orders?limit=1');
    await b.page.goto(`/operations/work-orders/${data[0]?.id}/monitoring`);
    const value = b.page.locator('dd').first();
    await value.waitFor();
    expect(await value.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('plaintext');
  });
});
