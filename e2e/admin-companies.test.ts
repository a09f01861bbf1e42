import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin: companies', () => {
  it('creates a company after confirming, returns to the list and finds it there with its kind', async () => {
    const suffix = uniqueSuffix();
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await titled(b.page, 'Overview');

    // A kind of its own, so the journey does not depend on the demo data.
    await b.page.goto('/admin/kinds');
    await b.page.getByRole('button', { name: 'Add kind' }).click();
    const kindForm = b.page.getByRole('dialog', { name: 'New kind of company' });
    await kindForm.getByLabel('Name').fill(`Quayside Test Kind ${suffix}`);
    await kindForm.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => b.page.getByText(`Kind of company "Quayside Test Kind ${suffix}" saved.`).isVisible())
      .toBe(true);

    await b.page.getByRole('button', { name: 'Companies' }).first().click();
    await b.page.getByRole('link', { name: 'New company' }).click();
    await b.page.waitForURL('**/admin/companies/new');
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Company name is required').isVisible()).toBe(true);
    await expect.poll(() => b.page.getByText('Kind of company is required').isVisible()).toBe(true);

    await b.page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Zebra Quay Test Traders ${suffix}`);
    await b.page.getByRole('combobox', { name: 'Kind' }).fill('Quayside Test');
    await b.page.getByRole('option', { name: `Quayside Test Kind ${suffix}` }).click();
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    const confirm = b.page.getByRole('dialog', { name: 'Submit Company?' });
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Company created successfully!').isVisible()).toBe(true);
    await b.page.waitForURL((url) => url.pathname === '/admin/companies');

    await b.page
      .getByRole('textbox', { name: 'Search companies by name' })
      .fill(`zebra quay test traders ${suffix}`.toLowerCase());
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    const row = b.page.getByRole('row', { name: new RegExp(`Zebra Quay Test Traders ${suffix}`) });
    await expect.poll(() => row.getByRole('cell', { name: `Quayside Test Kind ${suffix}` }).isVisible()).toBe(true);
    await screenshot(b.page, 'admin-companies');
  });
});
