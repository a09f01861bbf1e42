import type { CompletedVessel, VesselItem } from '@portside/contracts/clearances';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { apiGet, signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

/** A demo vessel of a completed visit with a BL that customs has not cleared yet (3% of the demo's BLs). */
async function unclearedBl(page: Page) {
  const { data: vessels } = await apiGet<{ data: CompletedVessel[] }>(page, '/vessels/completed');
  for (const vessel of vessels) {
    const { data: items } = await apiGet<{ data: VesselItem[] }>(page, `/vessels/${vessel.id}/items`);
    const item = items.find((candidate) => candidate.clearanceNumber === null);
    if (item) return { vessel, item };
  }
  throw new Error('The demo data has no completed visit with a BL left to clear');
}

describe('commercial: clearances', () => {
  it('clears a demo BL chosen among its vessel’s items and finds it in the list', async () => {
    const clearanceNumber = `CL-E2E-${uniqueSuffix()}`;
    await signInAsCommercial(b.page, signIn);
    const { vessel, item } = await unclearedBl(b.page);
    await b.page.getByRole('button', { name: 'Clearances' }).click();
    await b.page.getByRole('link', { name: 'New clearance' }).click();
    await b.page.waitForURL('**/commercial/clearances/new');

    const picker = b.page.getByRole('combobox', { name: 'Vessel' });
    // The latest completed visits are offered as soon as the picker opens.
    const vesselOption = `${vessel.name} (${vessel.voyageNumber})`;
    const chooseVessel = async () => {
      await picker.click();
      await b.page.getByRole('option', { name: vesselOption, exact: true }).click();
      await expect.poll(() => picker.inputValue()).toBe(vesselOption);
    };
    await chooseVessel();
    const items = b.page.getByRole('table', { name: 'BLs of the vessel' });
    await items.waitFor();
    await b.page.getByRole('textbox', { name: 'Search BL No.' }).fill(item.blNo);
    await b.page.getByRole('radio', { name: `Choose BL ${item.blNo}`, exact: true }).check();
    await b.page.getByLabel('Clearance number').fill(clearanceNumber);
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Submit Clearance?' });
    await expect
      .poll(() => dialog.textContent())
      .toContain(`BL ${item.blNo} will be recorded as cleared under clearance ${clearanceNumber}.`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Clearance created successfully').isVisible()).toBe(true);
    await expect.poll(() => b.page.getByLabel('Clearance number').inputValue()).toBe('');
    await screenshot(b.page, 'commercial-clearance-new');

    // The vessel's BLs are read again: the BL now shows its clearance and cannot be chosen twice.
    await chooseVessel();
    await b.page.getByRole('textbox', { name: 'Search BL No.' }).fill(item.blNo);
    await expect.poll(() => items.getByText(`Cleared: ${clearanceNumber}`).isVisible()).toBe(true);
    await expect
      .poll(() => b.page.getByRole('radio', { name: `Choose BL ${item.blNo}`, exact: true }).isDisabled())
      .toBe(true);

    await b.page.getByRole('link', { name: 'Clearance list' }).click();
    await b.page
      .getByRole('dialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await b.page.waitForURL('**/commercial/clearances');
    const search = b.page.getByRole('textbox', { name: 'Search by clearance number, or a BL number in full' });
    await search.fill(clearanceNumber.toLowerCase());
    const row = b.page.getByRole('row').filter({ has: b.page.getByRole('cell', { name: clearanceNumber }) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: item.blNo, exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => row.getByRole('cell', { name: `${vessel.name} (${vessel.voyageNumber})` }).isVisible())
      .toBe(true);
    // Found by its whole BL number too.
    await search.fill(item.blNo);
    await expect.poll(() => row.count()).toBe(1);
    await screenshot(b.page, 'commercial-clearances');
  });
});
