import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { createShippingLine, signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('commercial: shipping agents', () => {
  it('creates an agent for a line picked by search and finds it with its line in the list below', async () => {
    const suffix = uniqueSuffix();
    const lineName = `Coral Sea Lines ${suffix}`;
    const agentName = `Sasa Port Agency ${suffix}`;
    await signInAsCommercial(b.page, signIn);
    await createShippingLine(b.page, lineName);
    await b.page.getByRole('button', { name: 'Shipping lines and agents' }).click();
    await b.page.getByRole('link', { name: 'Shipping agents' }).click();
    await b.page.waitForURL('**/commercial/shipping-agents');

    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Shipping line is required').isVisible()).toBe(true);
    await expect.poll(() => b.page.getByText('Agent name is required').isVisible()).toBe(true);
    await b.page.getByRole('combobox', { name: 'Shipping line' }).fill(suffix);
    await b.page.getByRole('option', { name: lineName }).click();
    await b.page.getByLabel('Agent name').fill(agentName);
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await b.page
      .getByRole('dialog', { name: 'Submit Shipping Agent?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect.poll(() => b.page.getByText('Shipping agent created successfully').isVisible()).toBe(true);

    await b.page.getByRole('textbox', { name: 'Search by agent or shipping line' }).fill(suffix);
    const row = b.page.getByRole('row').filter({ has: b.page.getByRole('cell', { name: agentName }) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: lineName }).isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-shipping-agents');
  });
});
