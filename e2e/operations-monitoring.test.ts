import type { VisitItem } from '@portside/contracts/operations';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';
import { countOf, figure, gangOf, tallyButton, visitUnderWay } from './support/monitoring';

async function openMonitoring(page: Page) {
  await page.goto('/login');
  await signIn(page, 'operation');
  expect(await landed(page)).toBe('/operations/work-orders');
  const visit = await visitUnderWay(page);
  await page.goto(`/operations/work-orders/${visit.order.id}/monitoring`);
  await page.getByRole('heading', { name: 'Progress' }).waitFor();
  return visit;
}

describe('operation: monitoring a vessel visit', () => {
  const b = useBrowser();

  it('records a tally, a delay and a discharge, and the figures move', async () => {
    const { order, monitoring } = await openMonitoring(b.page);
    const page = b.page;
    expect(await countOf(page, 'Total moves')).toBe(monitoring.totalMoves);

    await page.getByRole('tab', { name: 'Tally' }).click();
    await page.getByLabel('Gang', { exact: true }).fill(gangOf(monitoring));
    await page.getByLabel('Moves', { exact: true }).fill('7');
    await (await tallyButton(page)).click();
    await page.getByText(/^(Tally recorded|Moves added)\.$/).waitFor();

    await page.getByRole('tab', { name: 'Delays' }).click();
    await page.getByRole('button', { name: 'Add delay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a delay' });
    await dialog.getByRole('button', { name: 'Save delay' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Rain squall (e2e)');
    await expect.poll(() => dialog.getByLabel('Total delay').inputValue()).toBe('1 h 0 min');
    await dialog.getByRole('button', { name: 'Save delay' }).click();
    await page.getByRole('cell', { name: 'Rain squall (e2e)', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Discharge' }).click();
    const items = await apiGet<{ data: VisitItem[] }>(page, `/work-orders/${order.id}/visit-items`);
    const remaining = items.data.find((item) => item.handledAt === null) as VisitItem;
    await page.getByRole('button', { name: `Mark ${remaining.blNo} discharged` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark discharged' }).click();
    await page.getByText('1 BL marked discharged.').waitFor();

    await page.getByRole('tab', { name: 'Monitoring' }).click();
    await expect.poll(() => countOf(page, 'Total moves')).toBe(monitoring.totalMoves + 7);
    expect(await countOf(page, 'Balance to move')).toBe(monitoring.balanceToMove - 7);
    await expect
      .poll(() => figure(page, 'Discharged BLs').innerText())
      .toBe(`${monitoring.dischargedCount + 1} of ${monitoring.itemCount}`);
    await screenshot(page, 'operation-monitoring');
  });
});

describe('operation: the tally on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  it('enters a tally at 390 px with large touch targets and no sideways scrolling', async () => {
    const { monitoring } = await openMonitoring(b.page);
    const page = b.page;
    await page.getByRole('tab', { name: 'Tally' }).tap();
    const moves = page.getByLabel('Moves', { exact: true });
    expect(await moves.getAttribute('inputmode')).toBe('numeric');
    await page.getByLabel('Gang', { exact: true }).fill(gangOf(monitoring));
    await moves.fill('3');
    const button = await tallyButton(page);
    for (const control of [page.getByLabel('Gang', { exact: true }), moves, button]) {
      expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await button.tap();
    await page.getByText(/^(Tally recorded|Moves added)\.$/).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'operation-tally-phone');
  });
});
