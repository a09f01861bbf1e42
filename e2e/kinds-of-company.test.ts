import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin: kinds of company', () => {
  it('adds a kind, finds it by search, renames it and deletes it after confirming', async () => {
    const suffix = uniqueSuffix();
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await titled(b.page, 'Overview');
    await b.page.getByRole('button', { name: 'Registries' }).click();
    await b.page.getByRole('link', { name: 'Kinds' }).click();
    await b.page.waitForURL('**/admin/kinds');

    await b.page.getByRole('button', { name: 'Add kind' }).click();
    const form = b.page.getByRole('dialog', { name: 'New kind of company' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Kind name is required').isVisible()).toBe(true);
    await form.getByLabel('Name').fill(`Ship Chandler ${suffix}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => b.page.getByText(`Kind of company "Ship Chandler ${suffix}" saved.`).isVisible())
      .toBe(true);

    await b.page.getByRole('textbox', { name: 'Search kinds' }).fill(suffix.toLowerCase());
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await expect.poll(() => b.page.getByRole('cell', { name: `Ship Chandler ${suffix}` }).isVisible()).toBe(true);
    await screenshot(b.page, 'admin-kinds');

    await b.page.getByRole('button', { name: 'Edit' }).click();
    const rename = b.page.getByRole('dialog', { name: 'Rename kind of company' });
    await rename.getByLabel('Name').fill(`Chandlery ${suffix}`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => b.page.getByRole('cell', { name: `Chandlery ${suffix}`, exact: true }).isVisible())
      .toBe(true);

    await b.page.getByRole('button', { name: 'Delete' }).click();
    await b.page
      .getByRole('dialog', { name: 'Delete kind of company?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => b.page.getByText('No kinds of company found.').isVisible()).toBe(true);
  });
});
