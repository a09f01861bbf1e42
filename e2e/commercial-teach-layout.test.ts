import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { createShippingAgent, createVessel, signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

/** A line's CSV manifest whose labels no vocabulary reads: the clerk teaches them once. */
const csv = (bls: string[]) =>
  [
    'REF,RECEIVER,UNITS,ARTICLES,MASS,CUBAGE',
    `${bls[0]},CEBU TRADING INC.,120,STEEL COILS,"24,000.00",18.500`,
    `${bls[1]},DAVAO AGRI VENTURES CORP.,40,RICE IN BAGS,"2,000.00",2.750`,
  ].join('\r\n');

async function uploadFor(page: Page, vesselName: string, suffix: string, bls: string[]) {
  await page.getByRole('link', { name: 'Work order', exact: true }).click();
  await page.waitForURL('**/work-order');
  await page.getByRole('combobox', { name: /^Vessel/ }).fill(`${vesselName.split(' ')[1]} ${suffix}`);
  await page.getByRole('option', { name: new RegExp(vesselName) }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'manifest.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(bls)),
  });
  await page.getByRole('button', { name: 'Upload and read' }).click();
}

async function pick(page: Page, label: string, field: string) {
  await page.getByRole('combobox', { name: `Field of the column ${label}` }).click();
  await page.getByRole('option', { name: field, exact: true }).click();
}

const rowOf = (page: Page, blNo: string) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select BL ${blNo}` }) });

describe('commercial: teaching the manifest reader a layout', () => {
  it('maps the columns of an unknown layout once; the next manifest of the line reads alone; the layout is removed', async () => {
    const suffix = uniqueSuffix();
    await b.page.setViewportSize({ width: 1440, height: 900 });
    await signInAsCommercial(b.page, signIn);
    const agent = await createShippingAgent(b.page, `Mindoro Lines ${suffix}`, `Calapan Agency ${suffix}`);
    await createVessel(b.page, { name: `MV TABLAS ${suffix}`, voyage_number: 'V.1', company_id: agent.id });
    await createVessel(b.page, { name: `MV SIBUYAN ${suffix}`, voyage_number: 'V.2', company_id: agent.id });
    const first = [`REF1${suffix}A`, `REF1${suffix}B`];

    await uploadFor(b.page, `MV TABLAS ${suffix}`, suffix, first);
    await b.page.getByRole('heading', { name: 'What does each column hold?' }).waitFor();
    expect(await b.page.getByRole('cell', { name: 'CEBU TRADING INC.' }).isVisible()).toBe(true);
    await pick(b.page, 'REF', 'B/L number');
    await pick(b.page, 'RECEIVER', 'Consignee');
    await pick(b.page, 'UNITS', 'Number of packages');
    await pick(b.page, 'ARTICLES', 'Description of goods');
    await pick(b.page, 'MASS', 'Gross weight (kg)');
    await pick(b.page, 'CUBAGE', 'Measurement (CBM)');
    await screenshot(b.page, 'commercial-teach-layout');
    await b.page.getByRole('button', { name: 'Read with these columns' }).click();
    await expect.poll(() => rowOf(b.page, first[0] as string).count(), { timeout: 15_000 }).toBe(1);
    expect(
      await rowOf(b.page, first[1] as string)
        .getByText('RICE IN BAGS')
        .isVisible(),
    ).toBe(true);
    expect(await b.page.getByText('Read with the columns taught for this layout.').isVisible()).toBe(true);

    // Another visit of the same line: its manifest of this layout is read without asking.
    const second = [`REF2${suffix}A`, `REF2${suffix}B`];
    await uploadFor(b.page, `MV SIBUYAN ${suffix}`, suffix, second);
    await b.page.getByRole('dialog', { name: 'Replace the table?' }).getByRole('button', { name: 'Replace' }).click();
    await expect.poll(() => rowOf(b.page, second[0] as string).count(), { timeout: 15_000 }).toBe(1);
    expect(await b.page.getByRole('heading', { name: 'What does each column hold?' }).count()).toBe(0);

    await b.page.getByRole('link', { name: 'Manifest layouts' }).click();
    await b.page
      .getByRole('dialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await b.page.waitForURL('**/work-order/layouts');
    const line = `Mindoro Lines ${suffix}`;
    const entry = b.page.getByRole('row').filter({ hasText: line });
    await entry.waitFor();
    expect(await entry.getByText('RECEIVER: Consignee').isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-manifest-layouts');
    await entry.getByRole('button', { name: `Remove the layout taught for ${line}` }).click();
    await b.page.getByRole('dialog', { name: 'Remove this layout?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => b.page.getByRole('row').filter({ hasText: line }).count()).toBe(0);
  });
});
