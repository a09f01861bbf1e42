import type { Monitoring, ScheduleDashboard, VisitItem } from '@portside/contracts/operations';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landed, screenshot, signedInPage, signIn, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';
import { countOf, figure } from './support/monitoring';

const b = useBrowser();

/**
 * An ongoing visit of the demo on the schedule (as the supervisor reads it), with BLs left to discharge and moves left
 * to make (as operation reads it).
 */
async function ongoingVisit(supervisor: Page, operation: Page) {
  const groups = await apiGet<ScheduleDashboard>(supervisor, '/vessel-schedule/dashboard');
  for (const row of groups.ongoing) {
    const monitoring = await apiGet<Monitoring>(operation, `/monitoring/work-order/${row.workOrderId}`);
    const items = await apiGet<{ data: VisitItem[] }>(operation, `/work-orders/${row.workOrderId}/visit-items`);
    const left = items.data.find((item) => item.handledAt === null && item.cbm > 0);
    if (left && !monitoring.timeOfDeparture && monitoring.balanceToMove > 100) return { row, monitoring, left };
  }
  throw new Error('The demo data holds no ongoing visit with BLs left');
}

/** A mark on the page's window: still there after the change, so the page was not loaded again. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSame = (page: Page) => page.evaluate(() => 'notReloaded' in window);

describe('live updates', () => {
  it("a tally and a discharge on the quay appear on a supervisor's schedule and another clerk's page, no reload", async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'supervisor');
    await landed(b.page);
    const watching = await signedInPage(b, 'operation');
    const { row, monitoring, left } = await ongoingVisit(b.page, watching);
    await b.page.goto('/dashboard/reports/generator?status=ongoing');
    const scheduleRow = b.page.getByRole('row', { name: new RegExp(`${row.vesselName} ${row.voyageNumber}`) });
    const progress = () => scheduleRow.getByRole('progressbar').getAttribute('aria-valuenow');
    await expect.poll(progress).toBe(String(row.percentDone));
    await markWindow(b.page);

    await watching.goto(`/operations/work-orders/${row.workOrderId}/monitoring`);
    await expect.poll(() => countOf(watching, 'Total moves')).toBe(monitoring.totalMoves);
    await markWindow(watching);

    const clerk = await signedInPage(b, 'operation');
    await clerk.goto(`/operations/work-orders/${row.workOrderId}/monitoring`);
    await clerk.getByRole('tab', { name: 'Tally' }).click();
    await clerk.getByLabel('Gang', { exact: true }).fill(String(monitoring.noGang || 1));
    await clerk.getByLabel('Moves', { exact: true }).fill('9');
    const add = clerk.getByRole('button', { name: 'Add moves' });
    const record = clerk.getByRole('button', { name: 'Record tally' });
    await add.or(record).first().click();
    await clerk.getByText(/^(Tally recorded|Moves added)\.$/).waitFor();
    await expect.poll(() => countOf(watching, 'Total moves'), { timeout: 4000 }).toBe(monitoring.totalMoves + 9);

    await clerk.getByRole('tab', { name: 'Discharge' }).click();
    await clerk.getByRole('button', { name: `Mark ${left.blNo} discharged` }).click();
    await clerk.getByRole('dialog').getByRole('button', { name: 'Mark discharged' }).click();
    await clerk.getByText('1 BL marked discharged.').waitFor();
    const after = await apiGet<ScheduleDashboard>(b.page, '/vessel-schedule/dashboard');
    const moved = after.ongoing.find((visit) => visit.workOrderId === row.workOrderId);
    expect(moved?.percentDone).toBeGreaterThan(row.percentDone);
    await expect.poll(progress, { timeout: 4000 }).toBe(String(moved?.percentDone));
    await expect
      .poll(() => figure(watching, 'Discharged (CBM)').innerText(), { timeout: 4000 })
      .toMatch(String(Math.floor(moved?.percentDone ?? 0)));
    expect(await stillSame(b.page)).toBe(true);
    expect(await stillSame(watching)).toBe(true);
    await screenshot(b.page, 'live-schedule');
  });
});
