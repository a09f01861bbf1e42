import { describe, expect, it } from 'vitest';
import { placeholderFits, screenshot, signIn, titled, useBrowser } from './support/browser';
import { signInAsCommercial, uniqueSuffix } from './support/commercial';
import { blToClear } from './support/demo-bls';

const b = useBrowser();

describe('commercial: clearances', () => {
  it('clears a demo BL chosen among its vessel’s items and finds it in the list', async () => {
    const clearanceNumber = `CL-E2E-${uniqueSuffix()}`;
    await signInAsCommercial(b.page, signIn);
    const { vessel, item } = await blToClear(b.page);
    await b.page.getByRole('button', { name: 'Clearances' }).click();
    await b.page.getByRole('link', { name: 'New clearance' }).click();
    // The work order page left behind has a Vessel picker too, shown until this page has loaded.
    await titled(b.page, 'Create Clearance');

    const picker = b.page.getByRole('combobox', { name: 'Vessel' });
    const vesselOption = `${vessel.name} (${vessel.voyageNumber})`;
    // Typed key by key: the latest completed visits narrow to the one named, which is chosen and kept.
    const chooseVessel = async () => {
      await picker.pressSequentially(`${vessel.name} ${vessel.voyageNumber}`);
      await expect.poll(() => b.page.getByRole('option').allTextContents()).toEqual([vesselOption]);
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
    expect(await placeholderFits(search)).toBe(true);
    await search.fill(clearanceNumber.toLowerCase());
    const row = b.page.getByRole('row').filter({ has: b.page.getByRole('cell', { name: clearanceNumber }) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: item.blNo, exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => row.getByRole('cell', { name: `${vessel.name} (${vessel.voyageNumber})` }).isVisible())
      .toBe(true);
    // Found by its whole BL number too, alone.
    await search.fill(item.blNo);
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await expect.poll(() => row.count()).toBe(1);
    await screenshot(b.page, 'commercial-clearances');

    // On a phone, a card per clearance with its date in full, and nothing to scroll sideways.
    await b.page.setViewportSize({ width: 390, height: 844 });
    // Opened at phone width (the search is kept in the address).
    await b.page.reload();
    const card = b.page.getByRole('article');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByText(clearanceNumber, { exact: true }).isVisible()).toBe(true);
    const clearedOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(
      new Date(),
    );
    expect(await card.getByText(clearedOn, { exact: true }).isVisible()).toBe(true);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(b.page, 'commercial-clearances-phone');
  });
});
