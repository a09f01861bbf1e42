import type { receivableResponseSchema } from '@portside/contracts/analytics';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';

type Receivable = z.infer<typeof receivableResponseSchema>;

const b = useBrowser();

describe('paid and AR page', () => {
  it("pages through the receivable table with Page X of Y, and a B/L search narrows it to the server's rows", async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'checker');
    await landed(b.page);
    await b.page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Paid and AR' }).click();
    await b.page.waitForURL('**/dashboard/reports/paid-ar');
    await titled(b.page, 'Paid and AR');

    // The year of the last 6 with the most unpaid invoices of the demo data: it needs more than one page.
    const thisYear = new Date().getFullYear();
    const years = Array.from({ length: 6 }, (_, index) => thisYear - index);
    const totals = await Promise.all(
      years.map(async (year) => (await apiGet<Receivable>(b.page, `/analytics/items/receivable?year=${year}`)).total),
    );
    const most = Math.max(...totals);
    const year = years[totals.indexOf(most)] ?? thisYear;
    if (most <= 15) throw new Error('The demo data has no year with more than 15 unpaid invoices');
    const pages = Math.ceil(most / 15);
    if (year !== thisYear) {
      await b.page.getByRole('combobox', { name: 'Year' }).click();
      await b.page.getByRole('option', { name: String(year) }).click();
    }
    const table = b.page.getByRole('region', { name: 'Accounts Receivable', exact: true }).getByRole('table');
    const rows = table.locator('tbody tr');
    await b.page.getByText(`Page 1 of ${pages}`).waitFor();
    await expect.poll(() => rows.count()).toBe(15);
    const previous = b.page.getByRole('button', { name: 'Previous' });
    const next = b.page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    const firstPage = await rows.first().textContent();

    await next.click();
    await b.page.getByText(`Page 2 of ${pages}`).waitFor();
    await b.page.waitForURL(/page=2/);
    await expect.poll(() => rows.first().textContent()).not.toBe(firstPage);
    expect(await previous.isEnabled()).toBe(true);
    await screenshot(b.page, 'paid-ar-page-2');

    // A B/L number of the first page: the search starts again at page 1 with the server's rows for it.
    const page1 = await apiGet<Receivable>(b.page, `/analytics/items/receivable?year=${year}&page=1`);
    const blNo = page1.items[0]?.blNo ?? '';
    const found = await apiGet<Receivable>(
      b.page,
      `/analytics/items/receivable?year=${year}&bl=${encodeURIComponent(blNo)}`,
    );
    expect(found.total).toBeLessThan(most);
    await b.page.getByRole('textbox', { name: 'B/L number' }).fill(blNo);
    await b.page.waitForURL((url) => url.searchParams.get('bl') === blNo && !url.searchParams.has('page'));
    await b.page.getByText(`Page 1 of ${Math.max(1, Math.ceil(found.total / 15))}`).waitFor();
    // The rows shown while the search loads have no text: wait for the server's first row, then count.
    await expect.poll(() => rows.first().textContent()).toContain(blNo);
    await expect.poll(() => rows.count()).toBe(Math.min(15, found.total));
  });
});
