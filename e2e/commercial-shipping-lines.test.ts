import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('commercial: shipping lines', () => {
  it('creates a shipping line after confirming and finds it by search', async () => {
    const name = `Tidewater Lines ${uniqueSuffix()}`;
    await signInAsCommercial(b.page, signIn);
    await b.page.getByRole('button', { name: 'Shipping lines and agents' }).click();
    await b.page.getByRole('link', { name: 'New shipping line' }).click();
    await b.page.waitForURL('**/commercial/shipping-lines/new');

    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Shipping line name is required').isVisible()).toBe(true);
    await b.page.getByLabel('Shipping line name').fill(name);
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await b.page.getByRole('dialog', { name: 'Submit Shipping Line?' }).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Shipping line created successfully').isVisible()).toBe(true);

    await b.page.getByRole('link', { name: 'Shipping lines', exact: true }).click();
    await b.page.waitForURL('**/commercial/shipping-lines');
    await b.page.getByRole('textbox', { name: 'Search by name' }).fill(name);
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await expect.poll(() => b.page.getByRole('cell', { name }).isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-shipping-lines');
  });
});
