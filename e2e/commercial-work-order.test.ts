import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { apiGet, createShippingAgent, createVessel, signInAsCommercial, uniqueSuffix } from './support/commercial';
import { manifestPdf } from './support/manifest';

const b = useBrowser();

describe('commercial: work order from a PDF manifest', () => {
  it('uploads a manifest, applies a suggested consignee, fills vehicle sub-items, submits, and finds it in /orders', async () => {
    const suffix = uniqueSuffix();
    await signInAsCommercial(b.page, signIn);
    const agent = await createShippingAgent(b.page, `Visayas Lines ${suffix}`, `Cebu Agency ${suffix}`);
    const vesselName = `MV ILOILO DAWN ${suffix}`;
    await createVessel(b.page, { name: vesselName, voyage_number: 'V.2611', company_id: agent.id });
    // A consignee of the registry, printed without its company suffix and punctuation as manifests often do.
    const { data } = await apiGet<{ data: { name: string }[] }>(b.page, '/consignees/?q=corporation&limit=1');
    const registered = data[0]?.name ?? '';
    const printed = registered.replace(/[.,]/g, '').replace(/ CORPORATION$/, '');
    const line = (blNo: string, fields: Partial<Parameters<typeof manifestPdf>[2][number]>) => ({
      blNo,
      marksAndNumbers: 'N/M',
      shipper: 'HYUNDAI GLOVIS CO LTD',
      consignee: [printed],
      noOfPackages: 10,
      contents: 'STEEL COILS',
      grossWeightKilos: 12500,
      cbm: 30.5,
      stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
      arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
      ...fields,
    });
    const pdf = manifestPdf(vesselName, 'V.2611', [
      line(`E2E${suffix}A`, {}),
      line(`E2E${suffix}B`, { noOfPackages: 2, contents: '2 UNITS BRAND NEW SUV', stevedoring: 'AITSI', cbm: 24 }),
    ]);

    await b.page.getByRole('link', { name: 'Work order', exact: true }).click();
    await b.page.waitForURL('**/work-order');
    await b.page.getByRole('combobox', { name: /^Vessel/ }).fill(suffix);
    await b.page.getByRole('option', { name: new RegExp(vesselName) }).click();
    await b.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'manifest.pdf', mimeType: 'application/pdf', buffer: pdf });
    await b.page.getByRole('button', { name: 'Upload and read' }).click();

    const rowOf = (blNo: string) =>
      b.page.getByRole('row').filter({ has: b.page.getByRole('checkbox', { name: `Select BL ${blNo}` }) });
    const first = rowOf(`E2E${suffix}A`);
    await expect.poll(() => first.count(), { timeout: 15_000 }).toBe(1);
    await first.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => first.getByText(registered, { exact: true }).isVisible()).toBe(true);

    // The AITSI vehicle row starts with one blank sub-item per package: submit is refused until they are filled.
    await b.page.getByRole('button', { name: 'Submit Work Order' }).click();
    await expect
      .poll(() => b.page.getByText('Cannot submit: Some sub-item vehicle details are incomplete.').first().isVisible())
      .toBe(true);
    await rowOf(`E2E${suffix}B`).getByRole('checkbox').click();
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    for (const number of [1, 2]) {
      await b.page.getByRole('textbox', { name: `Maker of vehicle ${number}` }).fill('HYUNDAI');
      await b.page.getByRole('textbox', { name: `Model of vehicle ${number}` }).fill('TUCSON');
      await b.page.getByRole('textbox', { name: `Chassis No. of vehicle ${number}` }).fill(`KMHJ${suffix}${number}`);
    }
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    await screenshot(b.page, 'commercial-work-order');

    await b.page.getByRole('button', { name: 'Submit Work Order' }).click();
    await b.page.getByRole('dialog', { name: 'Submit Work Order?' }).getByRole('button', { name: 'Submit' }).click();
    await b.page.waitForURL(/\/work-orders\/\d+$/);
    await expect.poll(() => b.page.getByText('Work Order submitted successfully').isVisible()).toBe(true);
    await expect.poll(() => b.page.getByText(`KMHJ${suffix}2`).isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-work-order-view');

    await b.page.getByRole('link', { name: 'Orders', exact: true }).click();
    await b.page.waitForURL('**/orders');
    await b.page.getByRole('textbox', { name: /^Search by work order/ }).fill(suffix);
    const listed = b.page.getByRole('row').filter({ hasText: vesselName });
    await expect.poll(() => listed.count()).toBe(1);
    await expect.poll(() => listed.getByText('DRAFT', { exact: false }).isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-orders');
  });
});
