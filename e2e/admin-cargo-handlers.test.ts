import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin: cargo handlers', () => {
  it('adds an arrastre handler and finds it by search and by type', async () => {
    const suffix = uniqueSuffix();
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await titled(b.page, 'Overview');
    await b.page.getByRole('button', { name: 'Registries' }).click();
    await b.page.getByRole('link', { name: 'Cargo handlers' }).click();
    await b.page.waitForURL('**/admin/cargo-handlers');

    await b.page.getByRole('button', { name: 'Add cargo handler' }).click();
    const form = b.page.getByRole('dialog', { name: 'New cargo handler' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Handler name is required').isVisible()).toBe(true);
    await form.getByLabel('Name').fill(`Tidewater Test Arrastre ${suffix}`);
    await form.getByRole('combobox', { name: 'Type' }).click();
    await b.page.getByRole('option', { name: 'Arrastre' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => b.page.getByText(`Cargo handler "Tidewater Test Arrastre ${suffix}" saved.`).isVisible())
      .toBe(true);

    await b.page
      .getByRole('textbox', { name: 'Search cargo handlers' })
      .fill(`tidewater test arrastre ${suffix}`.toLowerCase());
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await b.page.getByText('Stevedoring', { exact: true }).click();
    await expect.poll(() => b.page.getByText('No cargo handlers found.').isVisible()).toBe(true);
    await b.page.getByText('Arrastre', { exact: true }).first().click();
    await expect
      .poll(() => b.page.getByRole('cell', { name: `Tidewater Test Arrastre ${suffix}` }).isVisible())
      .toBe(true);
    await screenshot(b.page, 'admin-cargo-handlers');
  });
});
