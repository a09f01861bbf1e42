import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';

const b = useBrowser();

describe('competitor dashboard', () => {
  it("drills from an operator to a consignee's BLs, pages through them, and comes back to the operators", async () => {
    const { page } = b;
    await page.goto('/login');
    await signIn(page, 'supervisor');
    await landed(page);
    await page.goto('/dashboard/competitors');
    await titled(page, 'Competitors');
    await page.getByRole('list', { name: 'CBM of the months shown' }).waitFor();
    const top = page.getByRole('list', { name: 'Top operators by CBM' });
    const operator = top.getByRole('button').first();
    const name = (await operator.textContent()) ?? '';
    await screenshot(page, 'competitors');

    await operator.click();
    await page.getByRole('heading', { name: `Consignees of ${name}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('operator')).toBe(name);
    const consignee = page.getByRole('table').getByRole('row').nth(1).getByRole('button');
    const consigneeName = (await consignee.textContent()) ?? '';
    await consignee.click();
    await page.getByRole('heading', { name: `BLs of ${consigneeName} handled by ${name}` }).waitFor();
    await page.getByRole('list', { name: 'Packages by description' }).waitFor();
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const firstBl = await rows.nth(1).locator('td').first().textContent();

    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) > 0 && (await next.isEnabled())) {
      await next.click();
      await page.getByText('Page 2').waitFor();
      await expect.poll(() => rows.nth(1).locator('td').first().textContent()).not.toBe(firstBl);
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByText('Page 1').waitFor();
      await expect.poll(() => rows.nth(1).locator('td').first().textContent()).toBe(firstBl);
    }
    await screenshot(page, 'competitors-bls');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: `Consignees of ${name}` }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await top.waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
