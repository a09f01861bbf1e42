import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { apiGet, createShippingAgent, createVessel, signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

/**
 * A line's spreadsheet manifest: title rows (vessel and arrival in cells of their own), a header over two rows with
 * MEASUREMENT merged over its CBM and CU.FT. columns, an address under a consignee's name, a totals row by formula.
 */
async function workbook(vesselName: string, bls: string[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Manifest');
  sheet.addRow(['INWARD CARGO MANIFEST']);
  sheet.addRow(['Vessel:', vesselName, 'Voyage No.:', 'V.2613', 'Arrival:', new Date('2026-11-20T00:00:00Z')]);
  sheet.addRow([]);
  sheet.addRow([
    'B/L No.',
    'Consignee',
    'No. of Pkgs',
    'Description',
    'Gross Weight (KGS)',
    'MEASUREMENT',
    '',
    'STEV.',
    'ARR.',
  ]);
  sheet.addRow(['', '', '', '', '', 'CBM', 'CU.FT.', '', '']);
  sheet.mergeCells('F4:G4');
  const handler = 'PORTSIDE TERMINAL SERVICES INC.';
  sheet.addRow([
    bls[0],
    'CEBU TRADING INC.\nPIER 4, NORTH HARBOR',
    120,
    'STEEL COILS',
    24000,
    18.5,
    653.32,
    handler,
    handler,
  ]);
  sheet.addRow([bls[1], 'DAVAO AGRI VENTURES CORP.', 40, 'RICE IN BAGS', 2000, 2.75, 97.12, handler, handler]);
  sheet.addRow(['TOTAL', '', { formula: 'SUM(C6:C7)', result: 160 }, '', 26000, 21.25, 750.44]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('commercial: work order from a spreadsheet manifest', () => {
  it('reads an .xlsx through the same upload, the names without their addresses, and submits it', async () => {
    const suffix = uniqueSuffix();
    await b.page.setViewportSize({ width: 1440, height: 900 });
    await signInAsCommercial(b.page, signIn);
    const agent = await createShippingAgent(b.page, `Sulu Lines ${suffix}`, `Jolo Agency ${suffix}`);
    const vesselName = `MV SULU SEA ${suffix}`;
    await createVessel(b.page, { name: vesselName, voyage_number: 'V.2613', company_id: agent.id });
    // A BL number has a digit: the suffix may have none.
    const bls = [`XLS1${suffix}A`, `XLS1${suffix}B`];

    await b.page.getByRole('link', { name: 'Work order', exact: true }).click();
    await b.page.waitForURL('**/work-order');
    await b.page.getByRole('combobox', { name: /^Vessel/ }).fill(suffix);
    await b.page.getByRole('option', { name: new RegExp(vesselName) }).click();
    await b.page.locator('input[type="file"]').setInputFiles({
      name: 'manifest.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(vesselName, bls),
    });
    await b.page.getByRole('button', { name: 'Upload and read' }).click();

    const rowOf = (blNo: string) =>
      b.page.getByRole('row').filter({ has: b.page.getByRole('checkbox', { name: `Select BL ${blNo}` }) });
    await expect.poll(() => rowOf(bls[0] as string).count(), { timeout: 15_000 }).toBe(1);
    expect(await b.page.getByText('2 rows read from manifest.xlsx.').isVisible()).toBe(true);
    expect(
      await rowOf(bls[0] as string)
        .getByText('CEBU TRADING INC.', { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await b.page.getByText('PIER 4, NORTH HARBOR').count()).toBe(0);
    expect(
      await rowOf(bls[1] as string)
        .getByText('RICE IN BAGS')
        .isVisible(),
    ).toBe(true);
    expect(await b.page.getByText('TOTAL', { exact: true }).count()).toBe(0);
    // The title rows were read: the printed vessel and voyage are the chosen ones, so no warning says otherwise.
    expect(await b.page.getByText('Printed on the manifest').isVisible()).toBe(true);
    expect(await b.page.getByText(/The manifest prints the (vessel|voyage)/).count()).toBe(0);
    await screenshot(b.page, 'commercial-work-order-spreadsheet');

    await b.page.getByRole('button', { name: 'Submit Work Order' }).click();
    await b.page.getByRole('dialog', { name: 'Submit Work Order?' }).getByRole('button', { name: 'Submit' }).click();
    await b.page.waitForURL(/\/work-orders\/\d+$/);
    await expect.poll(() => b.page.getByText('Work Order submitted successfully').isVisible()).toBe(true);
    const id = Number(new URL(b.page.url()).pathname.split('/').at(-1));
    const { data } = await apiGet<{ data: { blNo: string; consignee: string; cbmSo: number }[] }>(
      b.page,
      `/work-orders/${id}/items`,
    );
    // The consignee as printed, or the registry's spelling of it (a suggestion that only changes case is taken).
    expect(data.map((item) => [item.blNo, item.consignee.toUpperCase(), item.cbmSo])).toEqual([
      [bls[0], 'CEBU TRADING INC.', 18.5],
      [bls[1], 'DAVAO AGRI VENTURES CORP.', 2.75],
    ]);
  });
});
