import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage, signIn, titled, useBrowser } from './support/browser';
import { createShippingAgent, createVessel, signInAsCommercial, uniqueSuffix } from './support/commercial';
import { printedSheet } from './support/print';

const b = useBrowser();

/** A manifest of one BL whose consignee no registry has heard of, handled by our own operator. */
async function manifest(vesselName: string, blNo: string, consignee: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Manifest');
  sheet.addRow(['Vessel:', vesselName, 'Voyage No.:', 'V.2614', 'Arrival:', new Date('2026-11-20T00:00:00Z')]);
  sheet.addRow(['B/L No.', 'Consignee', 'No. of Pkgs', 'Description', 'Gross Weight (KGS)', 'CBM', 'STEV.', 'ARR.']);
  const handler = 'PORTSIDE TERMINAL SERVICES INC.';
  sheet.addRow([blNo, consignee, 300, 'NICKEL ORE IN BAGS', 30000, 42.5, handler, handler]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('a manifest’s new consignee, from the review to the printed invoice', () => {
  it('is registered with its company and TIN in the review, and billed to it with that TIN', async () => {
    const suffix = uniqueSuffix();
    const consignee = `ZAMBALES NICKEL ${suffix} CORP`;
    const blNo = `NEW1${suffix}`;
    const invoiceNumber = `BI-NEW-${suffix}`;
    const tin = '009-876-543-00000';
    await b.page.setViewportSize({ width: 1440, height: 900 });
    await signInAsCommercial(b.page, signIn);
    const agent = await createShippingAgent(b.page, `Zambales Lines ${suffix}`, `Iba Agency ${suffix}`);
    const vesselName = `MV IBA STAR ${suffix}`;
    await createVessel(b.page, { name: vesselName, voyage_number: 'V.2614', company_id: agent.id });

    // Commercial reads the manifest and registers its consignee in the review, then submits the visit as completed.
    await b.page.getByRole('link', { name: 'Work order', exact: true }).click();
    await b.page.waitForURL('**/work-order');
    await b.page.getByRole('combobox', { name: /^Vessel/ }).fill(suffix);
    await b.page.getByRole('option', { name: new RegExp(vesselName) }).click();
    await b.page.locator('input[type="file"]').setInputFiles({
      name: 'manifest.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await manifest(vesselName, blNo, consignee),
    });
    await b.page.getByRole('button', { name: 'Upload and read' }).click();
    const row = b.page.getByRole('row').filter({ has: b.page.getByRole('checkbox', { name: `Select BL ${blNo}` }) });
    await row.getByRole('button', { name: 'Register in the registry' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Register the consignee' });
    await dialog.getByRole('combobox', { name: /^Kind/ }).click();
    await dialog.getByRole('option', { name: 'Consignee', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^TIN/ }).fill(tin);
    await dialog.getByRole('textbox', { name: /^Registered address/ }).fill('Purok 3, Santa Cruz, Zambales');
    await screenshot(b.page, 'new-consignee-register');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.getByRole('button', { name: 'Register in the registry' }).count()).toBe(0);
    await b.page.getByRole('radio', { name: 'Completed' }).check();
    await b.page.getByRole('button', { name: 'Submit Work Order' }).click();
    await b.page.getByRole('dialog', { name: 'Submit Work Order?' }).getByRole('button', { name: 'Submit' }).click();
    await b.page.waitForURL(/\/work-orders\/\d+$/);

    // Finance bills the BL: the consignee is tied, its company's TIN is the buyer's, and the invoice prints it.
    const finance = await signedInPage(b, 'finance');
    await finance.getByRole('button', { name: 'Billing invoices' }).click();
    await finance.getByRole('link', { name: 'New billing invoice' }).click();
    await titled(finance, 'Create Billing Invoice');
    await finance.getByRole('combobox', { name: 'Vessel' }).pressSequentially(vesselName);
    await finance.getByRole('option', { name: `${vesselName} V.2614`, exact: true }).click();
    await finance.getByRole('textbox', { name: 'Search BL No.' }).fill(blNo);
    const panel = finance.getByRole('region', { name: 'Consignee of the BL' });
    await panel.getByText(`Consignee: ${consignee} — company: ${consignee}`).waitFor();
    await panel.getByText(`Billed to: ${consignee} · TIN ${tin}`).waitFor();
    const preview = finance.getByRole('status', { name: 'The invoice as it will be issued' });
    await preview.getByText(tin, { exact: true }).waitFor();
    await screenshot(finance, 'new-consignee-billing');
    await finance.getByLabel('Invoice number').fill(invoiceNumber);
    await finance.locator('form').getByRole('button', { name: 'Submit' }).click();
    await finance
      .getByRole('dialog', { name: 'Submit Billing Invoice?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await finance.getByText('Billing invoice created successfully').waitFor();
    await finance.getByRole('link', { name: `Print invoice ${invoiceNumber}` }).click();
    const invoice = finance.getByRole('article', { name: 'SALES INVOICE' });
    await invoice.getByText(consignee, { exact: true }).first().waitFor();
    const printed = await printedSheet(finance);
    for (const text of [consignee, tin, 'Purok 3, Santa Cruz, Zambales', blNo]) expect(printed).toContain(text);
  });
});
