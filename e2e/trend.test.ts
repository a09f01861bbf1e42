import type { TrendSummary } from '@portside/contracts/reports';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';

const b = useBrowser();

const cbm = (value: number) =>
  `${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} CBM`;
const perDay = (value: number) => `${cbm(value)}/day`;

/** The figure under a stat's label. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function trendOf(page: Page, query: string) {
  const answer = await apiGet<{ status: string; data: TrendSummary }>(page, `/analytics/trend/summary?${query}`);
  expect(answer.status).toBe('success');
  return answer.data;
}

describe('trend calculator', () => {
  it('shows this month to a checker: the seven stats, the Today marker, then the year', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'checker');
    await landed(b.page);
    await b.page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: 'Trend calculator' })
      .click();
    await b.page.waitForURL('**/dashboard/trends/calculate');
    await titled(b.page, 'Trend calculator');

    // The page opens on the month that holds the terminal's today (the server's).
    const monthNames = Array.from({ length: 12 }, (_, index) =>
      new Date(Date.UTC(2000, index, 15)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
    );
    const year = Number(await b.page.getByRole('combobox', { name: 'Year' }).inputValue());
    const month = monthNames.indexOf(await b.page.getByRole('combobox', { name: 'Month' }).inputValue()) + 1;
    const trend = await trendOf(b.page, `query=monthly&year=${year}&month=${month}&by=both`);
    expect(trend.periodStart <= trend.today && trend.today <= trend.periodEnd).toBe(true);
    if (trend.target === null || trend.remaining === null || trend.aboveTarget === null || trend.targetPerDay === null)
      throw new Error('The demo data has no target for this month');
    await expect.poll(() => stat(b.page, 'Target').textContent()).toBe(cbm(trend.target));
    expect(await stat(b.page, 'Actual').textContent()).toBe(cbm(trend.actual));
    expect(await stat(b.page, 'Projected').textContent()).toBe(cbm(trend.projected));
    // Never negative: once the target is reached, how far above it the actual is.
    expect(await stat(b.page, 'Remaining').textContent()).toBe(
      trend.remaining > 0 ? cbm(trend.remaining) : `Reached, ${cbm(trend.aboveTarget)} above`,
    );
    expect(await stat(b.page, 'Remaining Days').textContent()).toBe(String(trend.remainingDays));
    expect(await stat(b.page, 'Target/Day').textContent()).toBe(perDay(trend.targetPerDay));
    expect(await stat(b.page, 'Average/Day').textContent()).toBe(perDay(trend.averagePerDay));
    const today = b.page.getByRole('img', { name: `Today, day ${trend.elapsedDays} of ${trend.daysInPeriod}` });
    expect(await today.isVisible()).toBe(true);
    expect(await b.page.getByText(/^Projected (.* CBM (over|short of) target|on target)$/).isVisible()).toBe(true);
    expect(await b.page.getByText(/^Balance: /).isVisible()).toBe(true);
    await screenshot(b.page, 'trend-month');

    const yearly = b.page.waitForResponse((response) => response.url().includes('query=yearly'));
    await b.page.getByRole('radiogroup', { name: 'Period' }).getByText('Year').click();
    expect((await yearly).status()).toBe(200);
    await b.page.waitForURL(`**/dashboard/trends/calculate?period=year&year=${year}&category=both`);
    const wholeYear = await trendOf(b.page, `query=yearly&year=${year}&by=both`);
    await expect
      .poll(() =>
        b.page.getByRole('img', { name: `Today, day ${wholeYear.elapsedDays} of ${wholeYear.daysInPeriod}` }).count(),
      )
      .toBe(1);
    expect(await b.page.getByRole('combobox', { name: 'Month' }).count()).toBe(0);
    await expect.poll(() => stat(b.page, 'Actual').textContent()).toBe(cbm(wholeYear.actual));
    expect(await b.page.getByRole('heading', { name: String(year), level: 3 }).isVisible()).toBe(true);

    // A link keeps the choice; at phone width nothing is wider than the screen.
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.reload();
    await expect.poll(() => stat(b.page, 'Actual').textContent()).toBe(cbm(wholeYear.actual));
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(b.page, 'trend-year-phone');
  });
});
