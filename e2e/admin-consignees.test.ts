import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin: consignees', () => {
  it('adds a consignee, refuses the same name again and finds it by search', async () => {
    const suffix = uniqueSuffix();
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await titled(b.page, 'Overview');
    await b.page.getByRole('button', { name: 'Registries' }).click();
    await b.page.getByRole('link', { name: 'Consignees' }).click();
    await b.page.waitForURL('**/admin/consignees');

    await b.page.getByRole('button', { name: 'Add consignee' }).click();
    const form = b.page.getByRole('dialog', { name: 'New consignee' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Consignee name is required').isVisible()).toBe(true);
    await form.getByLabel('Name').fill(`Narwhal Test Importers ${suffix}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => b.page.getByText(`Consignee "Narwhal Test Importers ${suffix}" saved.`).isVisible())
      .toBe(true);

    await b.page.getByRole('button', { name: 'Add consignee' }).click();
    await form.getByLabel('Name').fill(`NARWHAL TEST IMPORTERS ${suffix}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('A consignee with this name already exists.').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();

    await b.page
      .getByRole('textbox', { name: 'Search consignees' })
      .fill(`narwhal test importers ${suffix}`.toLowerCase());
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await expect
      .poll(() => b.page.getByRole('cell', { name: `Narwhal Test Importers ${suffix}` }).isVisible())
      .toBe(true);
    await screenshot(b.page, 'admin-consignees');
  });
});
