import type { ClientItem, ClientProfile, Proforma, YearComparison } from '@portside/contracts/client-portal';
import type { Page } from '@portside/contracts/lists';
import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';
import { printedSheet } from './support/print';

const b = useBrowser();

/** Picks a year in one of the dashboard's selectors. */
async function chooseYear(name: string, year: number) {
  await b.page.getByRole('combobox', { name, exact: true }).click();
  await b.page
    .getByRole('listbox', { name, exact: true })
    .getByRole('option', { name: String(year) })
    .click();
}

describe('client portal', () => {
  it('signs the demo client in to its dashboard, switches years, searches its BLs, opens a proforma and prints an invoice and a receipt', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'client');
    expect(await landed(b.page)).toBe('/client/dashboard');
    await titled(b.page, 'Client Access');
    const profile = await apiGet<ClientProfile>(b.page, '/client/profile');
    expect(profile.company).not.toBeNull();
    await b.page.getByRole('heading', { name: `Welcome, ${profile.name || profile.username}` }).waitFor();
    const thisYear = profile.currentYear;

    // The cargo volume of last year: its ranked list, or the sentence of a year without cargo.
    const volume = b.page.getByRole('region', { name: 'Cargo volume by type' });
    await chooseYear('Cargo volume year', thisYear - 1);
    await b.page.waitForURL((url) => url.searchParams.get('volumeYear') === String(thisYear - 1));
    await volume
      .getByRole('list', { name: 'Cargo volume by type, largest first' })
      .or(volume.getByText(`None of your cargo arrived in ${thisYear - 1}.`))
      .waitFor();

    // Two other years compared: the totals are the server's.
    await chooseYear('Year', thisYear - 2);
    await chooseYear('Compared with', thisYear - 3);
    await b.page.waitForURL(
      (url) =>
        url.searchParams.get('year1') === String(thisYear - 2) &&
        url.searchParams.get('year2') === String(thisYear - 3),
    );
    const compared = await apiGet<YearComparison>(b.page, `/client/year-comparison/${thisYear - 2}/${thisYear - 3}`);
    const totals = b.page.getByRole('list', { name: 'Totals of the two years' });
    await expect
      .poll(() => totals.textContent())
      .toContain(
        `${thisYear - 2}: ${compared.totals.year1.cbm.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} CBM`,
      );
    await screenshot(b.page, 'client-dashboard');

    // Every BL, then one BL number from the table: the search narrows the table to the server's rows for it.
    const items = b.page.getByRole('region', { name: 'Your bills of lading' });
    await items.getByText('All', { exact: true }).click();
    await b.page.waitForURL((url) => url.searchParams.get('view') === 'all');
    const all = await apiGet<Page<ClientItem>>(b.page, '/client/items?view=all');
    expect(all.total).toBeGreaterThan(1);
    const rows = items.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(10, all.total));
    // On a 1366 px screen the whole table shows: its last column (the status, with the proforma) is not scrolled away.
    await b.page.setViewportSize({ width: 1366, height: 800 });
    for (const last of [items.locator('thead th').last(), rows.first().locator('td').last()]) {
      const box = await last.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(1366);
    }
    await expect.poll(async () => (await rows.first().locator('td').first().textContent()) ?? '').not.toBe('');
    const blNo = (await rows.first().locator('td').first().textContent()) ?? '';
    const found = await apiGet<Page<ClientItem>>(b.page, `/client/items?view=all&q=${encodeURIComponent(blNo)}`);
    expect(found.total).toBeLessThan(all.total);
    const search = items.getByRole('textbox', { name: 'Search BL number, vessel, voyage or type' });
    await search.fill(blNo);
    await b.page.waitForURL((url) => url.searchParams.get('q') === blNo);
    // The rows shown while the search loads have no text: wait for the server's first row, then count.
    await expect.poll(() => rows.first().locator('td').first().textContent()).toBe(blNo);
    await expect.poll(() => rows.count()).toBe(Math.min(10, found.total));

    await search.fill('no-such-bl-zz9');
    await items.getByText('No records found matching your search.').waitFor();

    // A BL of ours not billed yet (the demo client has recent ones): its proforma charges with net, VAT and total.
    await search.fill('');
    await b.page.waitForURL((url) => !url.searchParams.has('q'));
    const unbilled = (await apiGet<Page<ClientItem>>(b.page, '/client/items?view=all&limit=100')).data.find(
      (item) => item.status === 'notBilled',
    );
    if (!unbilled) throw new Error('The demo client has no BL not billed among its latest 100');
    const { total } = await apiGet<Proforma>(b.page, `/client/items/${unbilled.id}/proforma`);
    await search.fill(unbilled.blNo);
    await items
      .getByRole('button', { name: `Proforma charges of BL ${unbilled.blNo}` })
      .first()
      .click();
    const dialog = b.page.getByRole('dialog', { name: `Proforma: BL ${unbilled.blNo}` });
    const lines = dialog.getByRole('table', { name: 'Charges' });
    await lines.waitFor();
    const written = Number(total).toLocaleString('en', { style: 'currency', currency: 'PHP' });
    expect(await lines.locator('tfoot tr').last().textContent()).toBe(`Total${written}`);
    await screenshot(b.page, 'client-proforma');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // A paid BL: its invoice and its receipt open in a new tab on finance's printed sheets, read back as printed.
    // The demo client also owes: some of its BLs are billed and not paid yet.
    expect((await apiGet<Page<ClientItem>>(b.page, '/client/items?view=unpaid&limit=1')).total).toBeGreaterThan(0);
    const paid = (await apiGet<Page<ClientItem>>(b.page, '/client/items?view=paid&limit=1')).data[0];
    if (!paid?.invoiceNumber || !paid.orNumber) throw new Error('The demo client has no paid BL');
    await search.fill(paid.blNo);
    const invoiceNumber = paid.invoiceNumber;
    const [invoiceTab] = await Promise.all([
      b.context.waitForEvent('page'),
      items
        .getByRole('link', { name: `Print invoice ${invoiceNumber}` })
        .first()
        .click(),
    ]);
    const invoice = invoiceTab.getByRole('article', { name: 'SALES INVOICE' });
    const invoiceFields = [`No. ${invoiceNumber}`, paid.blNo, 'Sold to', 'Total amount due'];
    for (const text of invoiceFields) await invoice.getByText(text, { exact: true }).first().waitFor();
    await screenshot(invoiceTab, 'client-invoice');
    const printedInvoice = await printedSheet(invoiceTab);
    for (const text of invoiceFields) expect(printedInvoice).toContain(text);
    // The app around the document is not printed.
    expect(printedInvoice).not.toContain('Client Access');
    await invoiceTab.close();

    const [receiptTab] = await Promise.all([
      b.context.waitForEvent('page'),
      items
        .getByRole('link', { name: `Print official receipt ${paid.orNumber}` })
        .first()
        .click(),
    ]);
    const receipt = receiptTab.getByRole('article', { name: 'Official receipt' });
    const receiptFields = [`No. ${paid.orNumber}`, invoiceNumber, paid.blNo];
    for (const text of receiptFields) await receipt.getByText(text, { exact: true }).first().waitFor();
    const printedReceipt = await printedSheet(receiptTab);
    for (const text of receiptFields) expect(printedReceipt).toContain(text);
    await receiptTab.close();
  });
});
