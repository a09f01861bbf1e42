import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin: audit log', () => {
  it('shows who added a description, with the value written', async () => {
    const suffix = uniqueSuffix();
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await titled(b.page, 'Overview');
    await b.page.goto('/admin/descriptions');
    await b.page.getByRole('button', { name: 'Add description' }).click();
    const form = b.page.getByRole('dialog', { name: 'New description' });
    await form.getByLabel('Description').fill(`Axolotl Audit Goods ${suffix}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => b.page.getByText(`Description "Axolotl Audit Goods ${suffix}" saved.`).isVisible())
      .toBe(true);

    await b.page.getByRole('link', { name: 'Audit log' }).click();
    await b.page.waitForURL('**/admin/audit-log');
    await b.page.getByRole('combobox', { name: 'Entity' }).click();
    await b.page.getByRole('option', { name: 'Description' }).click();
    await b.page.getByRole('combobox', { name: 'Action' }).click();
    await b.page.getByRole('option', { name: 'Created' }).click();
    const row = b.page.getByRole('row', { name: new RegExp(`Axolotl Audit Goods ${suffix}`) });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('cell', { name: 'admin', exact: true }).isVisible()).toBe(true);
    // Translated names, not the table's: "Description #12", a "Description" field.
    await expect.poll(() => row.getByRole('cell', { name: /^Description #\d+$/ }).isVisible()).toBe(true);
    await screenshot(b.page, 'admin-audit-log');
  });
});
