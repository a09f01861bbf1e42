import type { PublicScheduleRow, ScheduleDashboard } from '@portside/contracts/operations';
import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';

const b = useBrowser();

describe('vessel schedules', () => {
  it('shows the public schedule signed out: an ongoing demo vessel, the site links, cards at phone width', async () => {
    await b.page.goto('/vessel');
    const response = await b.page.request.get('/api/vessel-schedule/');
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=[0-5]$/);
    const { data } = (await response.json()) as { data: PublicScheduleRow[] };
    // The demo's ongoing calls are being discharged with cargo of ours left.
    expect(data.length).toBeGreaterThan(0);
    const first = data[0] as PublicScheduleRow;
    const row = b.page.getByRole('row', { name: new RegExp(`${first.vesselName} ${first.voyageNumber}`) });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Ongoing').isVisible()).toBe(true);

    const nav = b.page.getByRole('navigation', { name: 'Site' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Services',
      'Careers',
      'Gallery',
      'News',
      'Vessel Schedule',
      'Client Access',
      'Contact',
    ]);
    const [signInTab] = await Promise.all([
      b.context.waitForEvent('page'),
      nav.getByRole('link', { name: 'Client Access' }).click(),
    ]);
    await signInTab.waitForURL('**/login');
    expect(await signInTab.evaluate(() => window.opener)).toBeNull();
    await signInTab.close();

    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.goto('/vessel-schedule');
    // One card per vessel on a phone, nothing wider than the screen.
    const card = b.page.getByRole('article').filter({ hasText: `${first.vesselName} ${first.voyageNumber}` });
    await expect.poll(() => card.getByText('Ongoing').isVisible()).toBe(true);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(b.page, 'public-vessel-schedule-phone');
  });

  it('shows the dashboard to a checker: every group, the filter in the URL, Refresh', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'checker');
    await landed(b.page);
    await b.page.goto('/dashboard/reports/generator');
    await b.page.getByRole('heading', { name: 'Vessel Schedule', level: 2 }).waitFor();
    const groups = await apiGet<ScheduleDashboard>(b.page, '/vessel-schedule/dashboard');
    const ongoing = groups.ongoing[0];
    if (!ongoing) throw new Error('The demo data has no ongoing call');
    await expect
      .poll(() => b.page.getByRole('row').count())
      .toBe(1 + groups.arriving.length + groups.ongoing.length + groups.completed.length);
    await b.page.getByText(`Ongoing (${groups.ongoing.length})`).click();
    await b.page.waitForURL('**/dashboard/reports/generator?status=ongoing');
    await expect.poll(() => b.page.getByRole('row').count()).toBe(1 + groups.ongoing.length);
    const row = b.page.getByRole('row', { name: new RegExp(`${ongoing.vesselName} ${ongoing.voyageNumber}`) });
    await expect.poll(() => row.getByText('Ongoing').isVisible()).toBe(true);
    await expect
      .poll(() => row.getByRole('progressbar').getAttribute('aria-valuenow'))
      .toBe(String(ongoing.percentDone));

    const refreshed = b.page.waitForResponse('**/api/vessel-schedule/dashboard');
    await b.page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refreshed).status()).toBe(200);
    await b.page.reload();
    await expect.poll(() => b.page.getByRole('row').count()).toBe(1 + groups.ongoing.length);
    await screenshot(b.page, 'vessel-schedule-dashboard');
  });
});
