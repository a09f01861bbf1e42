import type { OverviewResponse } from '@portside/contracts/reports';
import { describe, expect, it } from 'vitest';
import { compactCbm } from '../apps/web/src/lib/chart-rules';
import { asDemoUser } from './support/api';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';

const b = useBrowser();
const thisYear = new Date().getFullYear();
const categoryLabels = { stevedoring: 'Stevedoring', arrastre: 'Arrastre' } as const;

describe('overview dashboard', () => {
  it('lands a checker on the year figures, follows another year, and opens the printable report', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'checker');
    expect(await landed(b.page)).toBe('/dashboard');
    await titled(b.page, 'Overview');
    const api = await asDemoUser(b.page, 'checker');

    /** Each card shows the compact CBM that /reports/overview answers for the year. */
    const cardsShow = async (year: number) => {
      const { data } = await api<OverviewResponse>(`/reports/overview?year=${year}`);
      expect(data.summary.map((category) => category.name)).toEqual(['stevedoring', 'arrastre']);
      for (const category of data.summary) {
        const card = b.page.getByRole('article', { name: `${categoryLabels[category.name]} CBM, ${year}` });
        const figure = card.getByText(compactCbm(category.totalCbm, 'en'), { exact: true });
        await expect.poll(() => figure.isVisible()).toBe(true);
      }
      return data.summary.map((category) => category.totalCbm);
    };
    const thisYearCbm = await cardsShow(thisYear);
    expect(thisYearCbm.every((cbm) => cbm > 0)).toBe(true);
    const consignees = b.page.getByRole('list', { name: 'Top consignees (arrastre)' });
    await expect.poll(() => consignees.getByRole('listitem').count()).toBe(5);
    await screenshot(b.page, 'overview-dashboard');

    await b.page.getByRole('combobox', { name: 'Year', exact: true }).click();
    await b.page.getByRole('option', { name: String(thisYear - 1), exact: true }).click();
    await b.page.waitForURL(`**/dashboard?year=${thisYear - 1}`);
    const lastYearCbm = await cardsShow(thisYear - 1);
    expect(lastYearCbm).not.toEqual(thisYearCbm);

    await b.page
      .getByRole('region', { name: 'Report filters' })
      .getByRole('link', { name: 'Report generator' })
      .click();
    await b.page.waitForURL(`**/dashboard/reports/OverViewDashboard?year=${thisYear - 1}`);
    await titled(b.page, `Overview report ${thisYear - 1}`);
    const summary = b.page.getByRole('table', { name: `Summary, ${thisYear - 1}` });
    await expect.poll(() => summary.getByRole('row').count()).toBe(4);
    const details = b.page.getByRole('table', { name: 'Stevedoring details by consignee' });
    await expect.poll(() => details.getByRole('row').count()).toBeGreaterThan(3);
    // On paper: the report alone, without the shell and its buttons.
    await b.page.emulateMedia({ media: 'print' });
    expect(await b.page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await b.page.getByRole('navigation', { name: 'Navigation' }).isVisible()).toBe(false);
    expect(await summary.isVisible()).toBe(true);
  });
});
