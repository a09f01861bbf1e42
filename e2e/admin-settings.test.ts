import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin: settings', () => {
  it('adds an operator name, a tariff and a target, saves, and finds them after a reload', async () => {
    const suffix = uniqueSuffix();
    // A tariff's start and a target's year of this try's own: a retry on the same server meets the first try's rows.
    const second = Math.floor(Date.now() / 1000);
    const tariffStart = new Date(Date.UTC(2031, 0, 1) + (second % 3650) * 86_400_000).toISOString().slice(0, 10);
    const targetYear = String(2031 + (second % 69));
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await titled(b.page, 'Overview');
    await b.page.getByRole('link', { name: 'Settings' }).click();
    await b.page.waitForURL('**/admin/settings');

    const operators = b.page.getByRole('combobox', { name: 'Our operator names' });
    await operators.fill(`Walrus Test Operator ${suffix}`);
    await operators.press('Enter');

    const tariffRows = b.page.getByRole('textbox', { name: 'Rate before VAT' });
    const tariffsBefore = await tariffRows.count();
    await b.page.getByRole('button', { name: 'Add tariff' }).click();
    await tariffRows.nth(tariffsBefore).fill('777.25');
    await b.page.getByLabel('Effective from').nth(tariffsBefore).fill(tariffStart);

    const targetRows = b.page.getByRole('textbox', { name: 'CBM', exact: true });
    const targetsBefore = await targetRows.count();
    await b.page.getByRole('button', { name: 'Add target' }).click();
    await b.page.getByRole('textbox', { name: 'Year' }).nth(targetsBefore).fill(targetYear);
    await targetRows.nth(targetsBefore).fill('4321');

    // The answer first (a loaded machine may take seconds), then the note that says so.
    const saved = b.page.waitForResponse((response) => response.request().method() === 'PUT');
    await b.page.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => b.page.getByText('Settings saved.').isVisible()).toBe(true);

    await b.page.reload();
    await expect.poll(() => b.page.getByText(`Walrus Test Operator ${suffix}`).isVisible()).toBe(true);
    await expect
      .poll(async () =>
        (
          await b.page
            .getByRole('textbox', { name: 'Rate before VAT' })
            .evaluateAll((all) => all.map((e) => (e as HTMLInputElement).value))
        ).includes('777.25'),
      )
      .toBe(true);
    await expect
      .poll(async () =>
        (
          await b.page
            .getByRole('textbox', { name: 'CBM', exact: true })
            .evaluateAll((all) => all.map((e) => (e as HTMLInputElement).value))
        ).includes('4,321'),
      )
      .toBe(true);
    await screenshot(b.page, 'admin-settings');
  });
});
