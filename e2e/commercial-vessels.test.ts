import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { createShippingAgent, signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('commercial: vessels', () => {
  it('adds a vessel brought by an agent picked by search and finds it in the list', async () => {
    const suffix = uniqueSuffix();
    const agentName = `Mactan Shipping Agency ${suffix}`;
    const vesselName = `MV Laguna Breeze ${suffix}`;
    await signInAsCommercial(b.page, signIn);
    await createShippingAgent(b.page, `Visayas Lines ${suffix}`, agentName);
    await b.page.getByRole('button', { name: 'Vessels' }).click();
    await b.page.getByRole('link', { name: 'New vessel' }).click();
    await b.page.waitForURL('**/commercial/vessels/new');

    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Vessel name is required').isVisible()).toBe(true);
    await expect.poll(() => b.page.getByText('Company is required').isVisible()).toBe(true);
    await b.page.getByLabel('Vessel name').fill(vesselName);
    await b.page.getByLabel('Voyage number').fill('112N');
    await b.page.getByRole('combobox', { name: 'Shipping agent' }).fill(suffix);
    await b.page.getByRole('option', { name: new RegExp(agentName) }).click();
    const submitVessel = async () => {
      await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
      await b.page.getByRole('dialog', { name: 'Submit Vessel?' }).getByRole('button', { name: 'Submit' }).click();
    };
    await submitVessel();
    await expect.poll(() => b.page.getByText('Vessel created successfully').isVisible()).toBe(true);

    // The same vessel and voyage again is refused with the server's sentence.
    await b.page.getByLabel('Vessel name').fill(vesselName);
    await b.page.getByLabel('Voyage number').fill('112n');
    await b.page.getByRole('combobox', { name: 'Shipping agent' }).fill(suffix);
    await b.page.getByRole('option', { name: new RegExp(agentName) }).click();
    await submitVessel();
    await expect
      .poll(() => b.page.getByText('A vessel with this name and voyage number already exists.').isVisible())
      .toBe(true);

    // The refused values are still unsaved work: leaving asks first.
    await b.page.getByRole('link', { name: 'Vessel list' }).click();
    await b.page
      .getByRole('dialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await b.page.waitForURL('**/commercial/vessels');
    const search = b.page.getByRole('textbox', { name: 'Search by name or voyage' });
    await search.fill(vesselName);
    const row = b.page.getByRole('row').filter({ has: b.page.getByRole('cell', { name: vesselName }) });
    await expect.poll(() => row.count()).toBe(1);
    // Found by its voyage as well.
    await search.fill('112n');
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: agentName }).isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('cell', { name: '112N' }).isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-vessels');

    // The voyage was mistyped: corrected in the list's dialog (issue 25), then the vessel, unused, is deleted.
    await search.fill(vesselName);
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Edit vessel' });
    await dialog.getByLabel('Voyage number').fill('121N');
    await screenshot(b.page, 'commercial-vessel-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => b.page.getByText(`Vessel "${vesselName} 121N" saved.`).isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('cell', { name: '121N' }).isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('cell', { name: agentName }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Delete' }).click();
    await b.page.getByRole('dialog', { name: 'Delete vessel?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => b.page.getByText(`Vessel "${vesselName} 121N" deleted.`).isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
  });
});
