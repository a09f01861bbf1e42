import type { ProductivityLog } from '@portside/contracts/operations';
import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';
import { gangOf, tallyButton, visitUnderWay } from './support/monitoring';

const b = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The moves of one gang in the current hour, as the server has them. */
async function movesNow(log: ProductivityLog, gang: string) {
  return log.data.reduce((sum, row) => sum + (row.gang[gang] ?? 0), 0);
}

describe('operation: the tally without a signal', () => {
  it('opens without a connection, keeps three tallies through a reload, and records each once when it returns', async () => {
    const page = b.page;
    await page.goto('/login');
    await signIn(page, 'operation');
    await landed(page);
    const { order, monitoring } = await visitUnderWay(page);
    const gang = gangOf(monitoring);
    const tallyPage = `/operations/work-orders/${order.id}/monitoring?tab=tally`;
    await page.goto(tallyPage);
    // The service worker installed and in charge, then the page opened once under it: the visit's reads are kept.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await page.reload();
    await tallyButton(page);
    const before = await movesNow(
      await apiGet<ProductivityLog>(page, `/work-orders/${order.id}/productivity-logs`),
      gang,
    );

    await b.context.setOffline(true);
    for (const moves of ['3', '4', '5']) {
      await page.getByLabel('Gang', { exact: true }).fill(gang);
      await page.getByLabel('Moves', { exact: true }).fill(moves);
      await (await tallyButton(page)).tap();
      await expect.poll(() => page.getByLabel('Moves', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('');
    }
    const kept = page.getByRole('region', { name: 'Kept on this device (3)' });
    await kept.waitFor();
    expect(await kept.getByText('Waiting').count()).toBe(3);

    await page.reload();
    await page.getByRole('tab', { name: 'Tally' }).waitFor();
    await kept.waitFor();
    await screenshot(page, 'offline-tally-phone');
    const offline = await apiGet<ProductivityLog>(page, `/work-orders/${order.id}/productivity-logs`);
    expect(await movesNow(offline, gang)).toBe(before);

    await b.context.setOffline(false);
    await page.getByRole('region', { name: /Kept on this device/ }).waitFor({ state: 'detached', timeout: 30_000 });
    const after = await apiGet<ProductivityLog>(page, `/work-orders/${order.id}/productivity-logs`);
    expect(await movesNow(after, gang)).toBe(before + 12);
  });
});
