import { describe, expect, it } from 'vitest';
import { screenshot, signIn, titled, useBrowser } from './support/browser';

const b = useBrowser();

describe('admin: descriptions', () => {
  it('adds a description, finds it by search and renames it', async () => {
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
    await form.getByLabel('Description').fill('Quokka Test Crates 7731');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => b.page.getByText('Description "Quokka Test Crates 7731" saved.').isVisible()).toBe(true);

    await b.page.getByRole('textbox', { name: 'Search descriptions' }).fill('quokka test');
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await b.page.getByRole('button', { name: 'Edit' }).click();
    const edit = b.page.getByRole('dialog', { name: 'Edit description' });
    await edit.getByLabel('Description').fill('Quokka Test Pallets 7731');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => b.page.getByRole('cell', { name: 'Quokka Test Pallets 7731' }).isVisible()).toBe(true);
    await screenshot(b.page, 'admin-descriptions');
  });
});
