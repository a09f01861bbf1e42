import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin: descriptions', () => {
  it('adds a description, finds it by search and renames it', async () => {
    const suffix = uniqueSuffix();
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await titled(b.page, 'Overview');
    await b.page.getByRole('button', { name: 'Registries' }).click();
    await b.page.getByRole('link', { name: 'Descriptions' }).click();
    await b.page.waitForURL('**/admin/descriptions');

    await b.page.getByRole('button', { name: 'Add description' }).click();
    const form = b.page.getByRole('dialog', { name: 'New description' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Description is required').isVisible()).toBe(true);
    await form.getByLabel('Description').fill(`Quokka Test Crates ${suffix}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => b.page.getByText(`Description "Quokka Test Crates ${suffix}" saved.`).isVisible())
      .toBe(true);

    await b.page.getByRole('textbox', { name: 'Search descriptions' }).fill(suffix.toLowerCase());
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await b.page.getByRole('button', { name: 'Edit' }).click();
    const edit = b.page.getByRole('dialog', { name: 'Edit description' });
    await edit.getByLabel('Description').fill(`Quokka Test Pallets ${suffix}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => b.page.getByRole('cell', { name: `Quokka Test Pallets ${suffix}` }).isVisible()).toBe(true);
    await screenshot(b.page, 'admin-descriptions');
  });
});
