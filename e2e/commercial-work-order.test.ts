import { describe, expect, it } from 'vitest';
import { manifestPdf } from '../apps/api/src/modules/pdf-converter/test/samples/sample-pdfs';
import { screenshot, signIn, useBrowser } from './support/browser';
import { apiGet, createShippingAgent, createVessel, signInAsCommercial, uniqueSuffix } from './support/commercial';

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
      // Its measurement printed blank: the parser doubts it, and the row says so.
      line(`E2E${suffix}B`, { noOfPackages: 2, contents: '2 UNITS BRAND NEW SUV', stevedoring: 'AITSI', cbm: null }),
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

    // The row whose CBM the manifest left blank shows it, as text on the row, at a phone's width too, where the table
    // scrolls sideways: a marker under its BL, the cell's "Nothing read" and the list of doubts under the row.
    const doubtful = rowOf(`E2E${suffix}B`);
    const doubts = b.page.getByText(`Not read from the manifest (BL E2E${suffix}B):`);
    const doubt = b.page.getByText('CBM: blank in the manifest.');
    await expect.poll(() => doubtful.getByText('1 field to check').isVisible()).toBe(true);
    expect(await doubtful.getByText('Nothing read').isVisible()).toBe(true);
    expect(await doubt.isVisible()).toBe(true);
    await b.page.setViewportSize({ width: 390, height: 844 });
    const inSight = async (element: typeof doubt, scroll = true) => {
      if (scroll) await element.scrollIntoViewIfNeeded();
      const box = await element.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= 390;
    };
    expect(await inSight(doubtful.getByText('1 field to check'))).toBe(true);
    expect(await inSight(doubt)).toBe(true);
    await b.page.getByRole('region', { name: 'Cargo items, scrollable table' }).evaluate((region) => {
      region.scrollBy(600, 0);
    });
    // Scrolled sideways as to see the CBM, the list stays in sight.
    expect(await inSight(doubts, false)).toBe(true);
    await screenshot(b.page, 'commercial-work-order-doubts-390');
    await b.page.setViewportSize({ width: 1280, height: 800 });

    // The AITSI vehicle row starts with one blank sub-item per package: submit is refused until they are filled.
    await b.page.getByRole('button', { name: 'Submit Work Order' }).click();
    await expect
      .poll(() => b.page.getByText('Cannot submit: Some sub-item vehicle details are incomplete.').first().isVisible())
      .toBe(true);
    await rowOf(`E2E${suffix}B`).getByRole('checkbox').click();
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    // The vehicles come from the agent's vehicle list (CSV, dimensions in millimetres), read by the server.
    const list = [
      'Make / Model,VIN,Length (mm),Width (mm),Height (mm)',
      ...[1, 2].map((number) => `HYUNDAI TUCSON,KMHJ${suffix}${number},4630,1865,1695`),
    ].join('\r\n');
    const chooser = b.page.waitForEvent('filechooser');
    await b.page.getByRole('button', { name: 'Import vehicle list' }).click();
    await (await chooser).setFiles({ name: 'vehicles.csv', mimeType: 'text/csv', buffer: Buffer.from(list) });
    await expect
      .poll(() => b.page.getByText('The list gives 2 vehicles; 2 filled, first listed first.').isVisible())
      .toBe(true);
    expect(await b.page.getByRole('textbox', { name: 'Chassis No. of vehicle 2' }).inputValue()).toBe(`KMHJ${suffix}2`);
    expect(await b.page.getByRole('textbox', { name: 'L (cm) of vehicle 2' }).inputValue()).toBe('463');
    await screenshot(b.page, 'commercial-work-order-vehicle-list');
    await doubtful.getByRole('textbox', { name: 'CBM', exact: true }).fill('24');
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await doubt.count()).toBe(0);
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

  it('asks before a link or Back leaves a parsed table, and Back after leaving says the manifest was not kept', async () => {
    const suffix = uniqueSuffix();
    await b.page.setViewportSize({ width: 1440, height: 900 });
    await signInAsCommercial(b.page, signIn);
    const agent = await createShippingAgent(b.page, `Mindoro Lines ${suffix}`, `Calapan Agency ${suffix}`);
    const vesselName = `MV CALAPAN STAR ${suffix}`;
    await createVessel(b.page, { name: vesselName, voyage_number: 'V.2612', company_id: agent.id });
    const pdf = manifestPdf(
      vesselName,
      'V.2612',
      Array.from({ length: 30 }, (_, index) => ({
        blNo: `E2E${suffix}L${index}`,
        marksAndNumbers: 'N/M',
        shipper: 'HYUNDAI GLOVIS CO LTD',
        consignee: ['MINDANAO RICE TRADERS INTERNATIONAL CORPORATION'],
        noOfPackages: 10,
        contents: 'STEEL COILS',
        grossWeightKilos: 12500,
        cbm: 30.5,
        stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
        arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
      })),
    );
    const workOrderLink = b.page.getByRole('link', { name: 'Work order', exact: true });
    const table = b.page.getByRole('table', { name: 'Cargo items' });
    const upload = async () => {
      await b.page.getByRole('combobox', { name: /^Vessel/ }).fill(suffix);
      await b.page.getByRole('option', { name: new RegExp(vesselName) }).click();
      await b.page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'manifest.pdf', mimeType: 'application/pdf', buffer: pdf });
      await b.page.getByRole('button', { name: 'Upload and read' }).click();
      await expect.poll(() => table.isVisible(), { timeout: 15_000 }).toBe(true);
    };
    const leaveDialog = b.page.getByRole('dialog', { name: 'Leave this page?' });

    // A history of its own: /orders, then the Work Order page (signing in may still be redirecting to it).
    await b.page.goto('/orders');
    await b.page.getByRole('heading', { name: 'Work orders', level: 2 }).waitFor();
    await workOrderLink.click();
    await b.page.waitForURL('**/work-order');
    await upload();

    // At 1,440 px the table scrolls inside a region no taller than the screen, under a header row that stays.
    const region = b.page.getByRole('region', { name: 'Cargo items, scrollable table' });
    const box = await region.boundingBox();
    expect(box && box.height <= 900 && box.width <= 1440).toBe(true);
    await region.evaluate((element) => element.scrollBy(10_000, 600));
    const headerTop = await table.locator('thead').evaluate((head) => head.getBoundingClientRect().top);
    expect(Math.abs(headerTop - (box?.y ?? 0))).toBeLessThan(2);
    expect(await table.getByRole('columnheader', { name: 'Arrastre' }).isVisible()).toBe(true);

    await b.page.getByRole('link', { name: 'Orders', exact: true }).click();
    await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(b.page.url()).pathname).toBe('/work-order');
    expect(await table.isVisible()).toBe(true);

    await b.page.getByRole('link', { name: 'Orders', exact: true }).click();
    await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
    await b.page.waitForURL('**/orders');
    await b.page.getByRole('heading', { name: 'Work orders', level: 2 }).waitFor();
    await b.page.goBack();
    await b.page.waitForURL('**/work-order');
    await expect
      .poll(() =>
        b.page.getByText('The parsed manifest was not kept when you left this page.', { exact: false }).isVisible(),
      )
      .toBe(true);

    await upload();
    await b.page.goBack();
    await leaveDialog.waitFor();
    await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(b.page.url()).pathname).toBe('/work-order');
    expect(await table.isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-work-order-leave');
  });
});
